import type { HostPriority, TeamAssignment } from "../../../../worker/domain/team-terms";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import type { TeamMember } from "../teams/teams-api";
import { type FormError, formError } from "./form-error";
import type { TeamEventType, TeamTypeFields } from "./team-event-types-api";

/*
 * The team part of the booking type form, as typed: every member is a row, ticked when
 * they host; weights and the equal-distribution limit stay text until checked. The server checks the
 * same rules again, with the same words.
 */
export interface HostDraft {
  userId: number;
  username: string;
  selected: boolean;
  priority: HostPriority;
  weight: string;
  /** Kept as it was: the form has no schedule picker, each host books from their own. */
  scheduleId: number | null;
}

export interface TeamTypeValues {
  assignment: TeamAssignment;
  useWeights: boolean;
  equalDistribution: string;
  hosts: HostDraft[];
}

export type TeamTypeErrors = Partial<Record<"hosts" | "weights" | "equalDistribution", FormError>>;

export const PRIORITY_LABELS: Record<HostPriority, HostMessageKey> = {
  high: "eventtypes.team.priorityHigh",
  medium: "eventtypes.team.priorityMedium",
  low: "eventtypes.team.priorityLow",
};

/** A new team type starts round-robin with every member hosting, all equal. */
export function initialTeamValues(eventType: TeamEventType | null, members: readonly TeamMember[]): TeamTypeValues {
  const hosts = members.map((member): HostDraft => {
    const host = eventType?.hosts.find((candidate) => candidate.user_id === member.user_id);
    return {
      userId: member.user_id,
      username: member.username,
      selected: eventType ? host !== undefined : true,
      priority: host?.priority ?? "medium",
      weight: String(host?.weight ?? 1),
      scheduleId: host?.schedule_id ?? null,
    };
  });
  return {
    assignment: eventType?.assignment ?? "round-robin",
    useWeights: eventType?.use_weights ?? false,
    equalDistribution: eventType?.equal_distribution_limit ? String(eventType.equal_distribution_limit) : "",
    hosts,
  };
}

const WHOLE_POSITIVE = /^[1-9]\d*$/;
const roundRobin = (values: TeamTypeValues) => values.assignment === "round-robin";

export function validateTeamValues(values: TeamTypeValues): TeamTypeErrors {
  const errors: TeamTypeErrors = {};
  const hosts = values.hosts.filter((host) => host.selected);
  if (hosts.length === 0) errors.hosts = formError("eventtypes.team.hostsError");
  if (roundRobin(values) && values.useWeights && hosts.some((host) => !WHOLE_POSITIVE.test(host.weight.trim()))) {
    errors.weights = formError("eventtypes.team.weightsError");
  }
  const limit = values.equalDistribution.trim();
  if (roundRobin(values) && limit && !WHOLE_POSITIVE.test(limit)) errors.equalDistribution = formError("eventtypes.team.equalDistributionError");
  return errors;
}

/** The request's team fields of valid values (validateTeamValues() found nothing). */
export function teamInput(values: TeamTypeValues, teamId: number): TeamTypeFields {
  const weighted = roundRobin(values) && values.useWeights;
  const limit = values.equalDistribution.trim();
  return {
    team_id: teamId,
    assignment: values.assignment,
    use_weights: weighted,
    equal_distribution_limit: roundRobin(values) && limit ? Number(limit) : null,
    hosts: values.hosts
      .filter((host) => host.selected)
      .map((host) => ({ user_id: host.userId, priority: host.priority, weight: WHOLE_POSITIVE.test(host.weight.trim()) ? Number(host.weight.trim()) : 1, schedule_id: host.scheduleId })),
  };
}
