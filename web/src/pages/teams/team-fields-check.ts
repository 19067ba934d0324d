import type { HostI18n } from "../../i18n/host-i18n-context";
import { TEAM_SLUG } from "./teams-api";

/** What is wrong with a team's name and address before they are sent, in the host's language. */
export function teamFieldErrors({ t }: Pick<HostI18n, "t">, name: string, slug: string): { name?: string; slug?: string } {
  return {
    ...(name.trim() ? {} : { name: t("teams.fields.nameMissing") }),
    ...(TEAM_SLUG.test(slug) ? {} : { slug: t("teams.fields.addressRule") }),
  };
}
