/** The words of teams, shared by the tables, the API's validation and the SPA. */

/** Owners and admins manage members and the team's booking types; members host and see their own team bookings. */
export const TEAM_ROLES = ["owner", "admin", "member"] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

/** Round-robin: one free host per booking. Collective: every host on every booking. */
export const TEAM_ASSIGNMENTS = ["round-robin", "collective"] as const;
export type TeamAssignment = (typeof TEAM_ASSIGNMENTS)[number];

/** A round-robin host's priority: higher goes first among the free hosts. */
export const HOST_PRIORITIES = ["high", "medium", "low"] as const;
export type HostPriority = (typeof HOST_PRIORITIES)[number];
