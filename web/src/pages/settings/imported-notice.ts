import type { HostI18n } from "../../i18n/host-i18n-context";

/*
 * The import's answer is the server's English ("Imported 3 events.", worker/calendar/import-ics.ts),
 * which API clients read as it is; the host app words it in the host's language from its count, as
 * hostErrorText does for the fallback texts (docs/LANGUAGES.md, The host's language).
 */
const IMPORTED = /^Imported (\d+) events?\.$/;

export function importedNotice({ t }: Pick<HostI18n, "t">, message: string): string {
  const count = IMPORTED.exec(message)?.[1];
  return count === undefined ? message : t("settings.import.done", { count: Number(count) });
}
