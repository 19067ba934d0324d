import type { HostPriority, TeamAssignment } from "../../../../worker/domain/team-terms";
import { EVENT_TYPE_CREATE_FAILED, EVENT_TYPE_UPDATE_FAILED, EVENT_TYPES_FETCH_FAILED } from "../../api/messages";
import { untypedCall } from "../../api/untyped-call";
import type { EventType, EventTypeInput } from "./event-types-api";

/*
 * Booking Setup's calls for a team's booking types (issue 27), with the shapes of the teams contract:
 * a personal type's fields plus the kind, the hosts and the round-robin rules. No schedule: each host
 * books from their own.
 */

export interface TeamHost {
  user_id: number;
  username: string;
  priority: HostPriority;
  weight: number;
  /** The host's schedule for this type; null: their default schedule. */
  schedule_id: number | null;
}

export interface TeamFields {
  team_id: number;
  assignment: TeamAssignment;
  use_weights: boolean;
  /** A host more than this many bookings ahead of the least-booked host is not offered; null: no limit. */
  equal_distribution_limit: number | null;
}

export type TeamEventType = EventType & TeamFields & { hosts: TeamHost[] };

/** A team's type (it has hosts) rather than a personal one. */
export const isTeamEventType = (eventType: EventType | TeamEventType): eventType is TeamEventType =>
  "team_id" in eventType && typeof eventType.team_id === "number";

export type HostInput = Omit<TeamHost, "username">;

/** What a team type adds to a personal type's request. */
export type TeamTypeFields = TeamFields & { hosts: HostInput[] };

export type TeamEventTypeInput = Omit<EventTypeInput, "schedule_id"> & TeamTypeFields;

export const fetchTeamEventTypes = (teamId: number): Promise<TeamEventType[]> => untypedCall<TeamEventType[]>("GET", `/api/event-types?team_id=${teamId}`, undefined, EVENT_TYPES_FETCH_FAILED);

export const createTeamEventType = (input: TeamEventTypeInput): Promise<TeamEventType> => untypedCall<TeamEventType>("POST", "/api/event-types", input, EVENT_TYPE_CREATE_FAILED);

export const updateTeamEventType = (id: number, input: TeamEventTypeInput): Promise<TeamEventType> =>
  untypedCall<TeamEventType>("PUT", `/api/event-types/${id}`, input, EVENT_TYPE_UPDATE_FAILED);

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
