import type { OutgoingMessage } from "./outgoing-message";
import { headerSafeSubject } from "./header-safe";
import { paragraphsAsHtml, paragraphsAsText, type MailParagraph } from "./mail-body";

/** What the host hears when Hangout pauses one of their webhook endpoints: never a silent stop. */
export interface WebhookPausedFacts {
  hostEmail: string;
  url: string;
  failures: number;
  lastError: string;
  settingsUrl: string;
}

export function webhookPausedMessage(facts: WebhookPausedFacts): OutgoingMessage {
  const host = new URL(facts.url).host;
  const paragraphs: MailParagraph[] = [
    [`Hangout could not deliver to your webhook endpoint ${facts.url} ${facts.failures} times in a row, so it has paused the endpoint.`],
    ["Nothing is sent to it while it is paused. Events that happen meanwhile are kept and sent once you resume it."],
    [`The last error: ${facts.lastError}`],
    [{ text: "Resume it in Settings → Webhooks: ", href: facts.settingsUrl }],
  ];
  return {
    kind: "webhook-paused",
    toAddress: facts.hostEmail,
    replyTo: null,
    subject: headerSafeSubject(`Your webhook to ${host} is paused`),
    body: paragraphsAsText(paragraphs),
    html: paragraphsAsHtml(paragraphs),
    ics: null,
    icsMethod: null,
  };
}
