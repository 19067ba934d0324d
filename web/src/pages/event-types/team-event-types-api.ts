import type { TeamAssignment } from "../../../../worker/domain/team-terms";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { EVENT_TYPES_FETCH_FAILED } from "../../api/messages";
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

/** "and"-joined names: "alice", "alice and bob", "alice, bob and carol". */
export function namesList(names: readonly string[]): string {
  if (names.length <= 1) return names.join("");
  return `${names.slice(0, -1).join(", ")} and ${names[names.length - 1] ?? ""}`;
}

/** A team type's card line: its kind and who hosts it. */
export function hostsSummary(eventType: TeamEventType): string {
  const names = eventType.hosts.map((host) => host.username);
  if (names.length === 0) return "No hosts: nobody can book this yet.";
  return eventType.assignment === "collective" ? `Collective with ${namesList(names)}` : `Round-robin among ${namesList(names)}`;
}
