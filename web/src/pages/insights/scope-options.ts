import type { HostI18n } from "../../i18n/host-i18n-context";
import type { Insights } from "./insights-api";

/** The scopes the host can pick (the API's scope values): their own bookings and types, and each team they own or administer with its types and hosts. */
export function scopeOptions({ t }: Pick<HostI18n, "t">, scopes: Insights["scopes"] | null): { value: string; label: string }[] {
  return [
    { value: "me", label: t("insights.scope.me") },
    ...(scopes?.types ?? []).map((type) => ({ value: `type:${type.id}`, label: t("insights.scope.type", { title: type.title }) })),
    ...(scopes?.teams ?? []).flatMap((team) => [
      { value: `team:${team.id}`, label: t("insights.scope.team", { team: team.name }) },
      ...team.types.map((type) => ({ value: `type:${type.id}`, label: t("insights.scope.teamType", { team: team.name, title: type.title }) })),
      ...team.hosts.map((host) => ({ value: `team:${team.id}:host:${host.id}`, label: t("insights.scope.teamHost", { team: team.name, host: host.username }) })),
    ]),
  ];
}
