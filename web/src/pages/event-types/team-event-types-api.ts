import { isolateIn } from "../../../../shared/i18n/bidi";
import { nameList } from "../../../../shared/i18n/booking-words";
import type { TeamAssignment } from "../../../../worker/domain/team-terms";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { EVENT_TYPES_FETCH_FAILED } from "../../api/messages";
import type { HostI18n } from "../../i18n/host-i18n-context";
import type { EventType, EventTypeInput } from "./event-types-api";

/*
 * Booking Setup's team side: a team's booking types are event types with a team, a kind
 * and hosts, and no schedule (each host books from their own). They are saved with the same calls.
 */

export type TeamEventType = EventType & { team_id: number; assignment: TeamAssignment };

/** What a team type adds to a personal type's request. */
export type TeamTypeFields = Required<Pick<EventTypeInput, "team_id" | "assignment" | "use_weights" | "equal_distribution_limit" | "hosts">>;

/** A team's type rather than a personal one. */
export const isTeamEventType = (eventType: EventType): eventType is TeamEventType => eventType.team_id !== null && eventType.assignment !== null;

/** GET /api/event-types?team_id=N: any member reads them; only owners and admins change them. */
export const fetchTeamEventTypes = (teamId: number): Promise<EventType[]> =>
  call((init) => api["event-types"].$get({ query: { team_id: String(teamId) } }, { init }), { fallback: EVENT_TYPES_FETCH_FAILED });

/** The names as the host's language lists them: "alice, bob and carol", "alice, bob und carol"; each isolated against the text's direction. */
const namesList = ({ locale, dir }: Pick<HostI18n, "locale" | "dir">, names: readonly string[]): string =>
  nameList(locale, names)
    .map((part) => (part.type === "element" ? isolateIn(dir, part.value) : part.value))
    .join("");

/** A team type's card line: its kind and who hosts it. */
export function hostsSummary(i18n: Pick<HostI18n, "t" | "locale" | "dir">, eventType: TeamEventType): string {
  const names = eventType.hosts.map((host) => host.username);
  if (names.length === 0) return i18n.t("eventtypes.team.noHosts");
  return i18n.t(eventType.assignment === "collective" ? "eventtypes.team.collectiveWith" : "eventtypes.team.roundRobinAmong", { names: namesList(i18n, names) });
}
