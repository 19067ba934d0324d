/*
 * Who a team booking page says the booker meets, and where its other booking options are: the same
 * words in the worker's first view and in the page that hydrates it.
 */

/** "with alice and bob" (collective, or a booking's hosts), "with one of alice, bob" (round-robin, before booking); null for a personal type. */
export function withHosts({ hosts, assignment }: { hosts?: readonly { username: string }[]; assignment?: string }): string | null {
  const names = hosts?.map((host) => host.username) ?? [];
  if (names.length === 0) return null;
  if (assignment === "round-robin" && names.length > 1) return `with one of ${names.join(", ")}`;
  return `with ${names.slice(0, -1).join(", ")}${names.length > 1 ? " and " : ""}${names.at(-1) ?? ""}`;
}

/** Where "All booking options" are: the team's page for a team type, else the host's profile. */
export const optionsPath = ({ team, ownerUsername }: { team?: { slug: string }; ownerUsername: string }): string =>
  team ? `/team/${encodeURIComponent(team.slug)}` : `/u/${encodeURIComponent(ownerUsername)}`;
