import { type MessageFormatElement, parse } from "@formatjs/icu-messageformat-parser";
import { type Formatters, IntlMessageFormat, formatToParts } from "intl-messageformat";
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

/** Makes one `make(...args)` per distinct arguments and answers it again for the same ones. */
function madeOnce<Args extends unknown[], Made>(make: (...args: Args) => Made): (...args: Args) => Made {
  const made = new Map<string, Made>();
  return (...args) => {
    const key = JSON.stringify(args);
    let value = made.get(key);
    if (value === undefined) {
      value = make(...args);
      made.set(key, value);
    }
    return value;
  };
}

/**
 * A translator over one locale's catalogue. Each message is parsed once, on first use; a key the
 * catalogue lacks reads as the key itself (the catalogue tests keep that from shipping). The locale is
 * resolved once and the Intl formatters are shared by the catalogue's messages: an `IntlMessageFormat`
 * per message resolves the locale again (Intl.NumberFormat.supportedLocalesOf) and makes its own
 * plural rules (docs/LANGUAGES.md).
 */
export function createTranslator<Key extends string = MessageKey>(locale: string, messages: Messages): Translator<Key> {
  const compiled = new Map<string, MessageFormatElement[]>();
  const tag = intlTag(locale);
  const parserLocale = new Intl.Locale(tag);
  const formatters: Formatters = {
    getNumberFormat: madeOnce((...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args)),
    getDateTimeFormat: madeOnce((...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args)),
    getPluralRules: madeOnce((...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args)),
  };
  return {
    locale,
    t(key, values) {
      const source = messages[key];
      if (source === undefined) return key;
      let message = compiled.get(key);
      if (!message) {
        message = parse(source, { locale: parserLocale });
        compiled.set(key, message);
      }
      return formatToParts(message, tag, formatters, IntlMessageFormat.formats, values, undefined, source)
        .map((part) => String(part.value))
        .join("");
    },
  };
}
