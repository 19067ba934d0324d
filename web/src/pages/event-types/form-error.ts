import type { MessageValues } from "../../../../shared/i18n/translator";
import type { HostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";

/*
 * A validation message of the booking type form: a key and its values, worded in the host's language
 * where it shows (docs/LANGUAGES.md, The host's language: a form's validation names a key, not a text).
 */
export interface FormError {
  key: HostMessageKey;
  values?: MessageValues;
}

export const formError = (key: HostMessageKey, values?: MessageValues): FormError => (values ? { key, values } : { key });

/** The message of an error, or undefined for none (what FormField's `error` takes). */
export const errorText = ({ t }: Pick<HostI18n, "t">, error: FormError | undefined): string | undefined => (error ? t(error.key, error.values) : undefined);
