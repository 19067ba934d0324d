import { IntlMessageFormat } from "intl-messageformat";
import { intlTag } from "./calendar-conventions";
import type { MessageKey } from "./message-keys";

/** One locale's messages in ICU MessageFormat, keyed by MessageKey. */
export type Messages = Readonly<Record<string, string>>;

export type MessageValues = Record<string, string | number>;

/** `Key` is the catalogue's keys: the booker catalogues' by default, the host app's for its own (web/src/i18n/host-message-keys.ts). */
export interface Translator<Key extends string = MessageKey> {
  /** The reader's locale, a BCP 47 tag. */
  readonly locale: string;
  /** The message for `key` with its values filled in; plurals and selects by the locale's rules. */
  t(key: Key, values?: MessageValues): string;
}

/**
 * A translator over one locale's catalogue. Each message is parsed once, on first use; a key the
 * catalogue lacks reads as the key itself (the catalogue tests keep that from shipping).
 */
export function createTranslator<Key extends string = MessageKey>(locale: string, messages: Messages): Translator<Key> {
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
