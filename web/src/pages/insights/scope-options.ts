import type { Insights } from "./insights-api";

/** The scopes the host can pick (the API's scope values): their own bookings and types, and each team they own or administer with its types and hosts. */
export function scopeOptions(scopes: Insights["scopes"]): { value: string; label: string }[] {
  return [
    { value: "me", label: "My bookings" },
    ...scopes.types.map((type) => ({ value: `type:${type.id}`, label: `Booking type: ${type.title}` })),
    ...scopes.teams.flatMap((team) => [
      { value: `team:${team.id}`, label: `Team: ${team.name}` },
      ...team.types.map((type) => ({ value: `type:${type.id}`, label: `${team.name} — booking type: ${type.title}` })),
      ...team.hosts.map((host) => ({ value: `team:${team.id}:host:${host.id}`, label: `${team.name} — host: ${host.username}` })),
    ]),
  ];
}
