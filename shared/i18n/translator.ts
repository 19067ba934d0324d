import { IntlMessageFormat } from "intl-messageformat";
import { intlTag } from "./calendar-conventions";
import type { MessageKey } from "./message-keys";

/** One locale's messages in ICU MessageFormat, keyed by MessageKey. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Record<string, string | number>;

export interface Translator {
  /** The booker's locale, a BCP 47 tag. */
  readonly locale: string;
  /** The message for `key` with its values filled in; plurals and selects by the locale's rules. */
  t(key: MessageKey, values?: MessageValues): string;
}

/**
 * A translator over one locale's catalogue. Each message is parsed once, on first use; a key the
 * catalogue lacks reads as the key itself (the catalogue tests keep that from shipping).
 */
export function createTranslator(locale: string, messages: Messages): Translator {
  const compiled = new Map<string, IntlMessageFormat>();
  const tag = intlTag(locale);
  return {
    locale,
    t(key, values) {
      const source = messages[key];
      if (source === undefined) return key;
      let format = compiled.get(key);
      if (!format) {
        format = new IntlMessageFormat(source, tag);
        compiled.set(key, format);
      }
      return String(format.format(values));
    },
  };
}
