import type { MessageKey } from "../../shared/i18n/message-keys";
import type { Translator } from "../../shared/i18n/translator";
import { singleLine } from "./header-safe";
import type { MailParagraph } from "./mail-body";
import { subjectDate } from "./mail-dates";
import type { BookingMailFacts } from "./mail-facts";
import { withWhom } from "./mail-lines";
import type { OutboxKind } from "./outgoing-message";

/*
 * One side's mail of a booking: the booker's in the booking's language, each host's in their own. Both
 * open with a greeting and name the booking, its other side and its day in the subject, the reader's
 * zone and words throughout.
 */

/** One side's mail: its kind, subject, paragraphs and the language they are written in. */
export interface SideMail {
  kind: OutboxKind;
  subject: string;
  paragraphs: MailParagraph[];
  /** The reader's locale, for the HTML body's lang and direction. */
  locale: string;
}

/** The one side of a booking a mail is written to. */
export interface MailReader {
  /** Whom the mail greets. */
  name: string;
  /** The other side, as the subject names them. */
  other: string;
  timeZone: string;
  t: Translator;
}

export function bookerReader(facts: BookingMailFacts): MailReader {
  const t = facts.words.booker;
  return { name: singleLine(facts.bookerName), other: withWhom(facts, t), timeZone: facts.bookerTimeZone, t };
}

export const hostReader = (facts: BookingMailFacts): MailReader => ({
  name: facts.hostUsername,
  other: singleLine(facts.bookerName),
  timeZone: facts.hostTimeZone,
  t: facts.words.host,
});

const greeting = (reader: MailReader): MailParagraph => [reader.t.t("mail.greeting", { name: reader.name })];

/** The booker's mail: the subject `subject` names the title, the hosts and the day ("Confirmed: … with … on …"). */
export function bookerMail(
  facts: BookingMailFacts,
  { kind, subject, paragraphs }: { kind: OutboxKind; subject: MessageKey; paragraphs: (reader: MailReader) => MailParagraph[] },
): SideMail {
  const reader = bookerReader(facts);
  const { t } = reader;
  return {
    kind,
    subject: t.t(subject, { title: facts.title, hosts: reader.other, date: subjectDate(t, facts.start, reader.timeZone) }),
    paragraphs: [greeting(reader), ...paragraphs(reader)],
    locale: t.locale,
  };
}

/** A host's mail, in their language: the subject `subject` names the title, the booker and the day ("New booking: … with … on …"). */
export function hostMail(
  facts: BookingMailFacts,
  { kind, subject, paragraphs }: { kind: OutboxKind; subject: MessageKey; paragraphs: (reader: MailReader) => MailParagraph[] },
): SideMail {
  const reader = hostReader(facts);
  const { t } = reader;
  return {
    kind,
    subject: t.t(subject, { title: facts.title, booker: reader.other, date: subjectDate(t, facts.start, reader.timeZone) }),
    paragraphs: [greeting(reader), ...paragraphs(reader)],
    locale: t.locale,
  };
}
