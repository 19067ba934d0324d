import type { Translator } from "../../shared/i18n/translator";
import type { OutgoingMessage } from "./outgoing-message";
import { headerSafeSubject } from "./header-safe";
import { paragraphsAsHtmlIn, paragraphsAsText, type MailParagraph } from "./mail-body";

/** What the host hears, in their language, when Hangout pauses one of their webhook endpoints: never a silent stop. */
export interface WebhookPausedFacts {
  hostEmail: string;
  url: string;
  failures: number;
  lastError: string;
  settingsUrl: string;
}

export function webhookPausedMessage(t: Translator, facts: WebhookPausedFacts): OutgoingMessage {
  const host = new URL(facts.url).host;
  const paragraphs: MailParagraph[] = [
    [t.t("hostmail.webhook.intro", { url: facts.url, failures: facts.failures })],
    [t.t("hostmail.webhook.paused")],
    [t.t("hostmail.lastError", { error: facts.lastError })],
    [{ text: t.t("hostmail.webhook.resume"), href: facts.settingsUrl }],
  ];
  return {
    kind: "webhook-paused",
    toAddress: facts.hostEmail,
    replyTo: null,
    subject: headerSafeSubject(t.t("hostmail.webhook.subject", { host })),
    body: paragraphsAsText(paragraphs),
    html: paragraphsAsHtmlIn(t.locale, paragraphs),
    ics: null,
    icsMethod: null,
  };
}
