import * as z from "zod/mini";
import { emailSchema } from "../auth/schemas";
import { TEAM_ROLES } from "../domain/team-terms";
import { idParam } from "../http/fields";
import { jitsiBaseField } from "../meeting/stored-jitsi-base";

/* What the team routes take: names, addresses, roles and what becomes of a leaving member's bookings. */

const teamName = z
  .string("Team name is required.")
  .check(z.trim(), z.minLength(1, "Team name is required."), z.maxLength(100, "Team name must be at most 100 characters."));

/** A team's address (/team/{slug}): the same rule as a username, in its own namespace. */
const teamSlug = z
  .string("Team address is required.")
  .check(z.trim(), z.toLowerCase(), z.regex(/^[a-z0-9_-]{3,30}$/, "Team address must be 3–30 characters: letters, digits, _ or -."));

export const createTeamSchema = z.strictObject({ name: teamName, slug: teamSlug });

export const updateTeamSchema = z.strictObject({ name: z.optional(teamName), slug: z.optional(teamSlug), jitsi_base: z.optional(jitsiBaseField) });

/** Invitees join as admins or members; owners are made from members afterwards. */
export const invitationSchema = z.strictObject({
  email: emailSchema,
  role: z.enum(["admin", "member"], 'role must be "admin" or "member".'),
});

export const roleChangeSchema = z.strictObject({ role: z.enum(TEAM_ROLES, 'role must be "owner", "admin" or "member".') });

/** What becomes of the leaving member's upcoming bookings on the team's types (UPCOMING_CHOICES in members.ts). */
export const removalSchema = z.strictObject({ upcoming: z.enum(["reassign", "cancel"], 'upcoming must be "reassign" or "cancel".') });

export const teamParams = z.strictObject({ id: idParam });
export const memberParams = z.strictObject({ id: idParam, userId: idParam });
export const teamInvitationParams = z.strictObject({ id: idParam, invitationId: idParam });
/** Tokens are checked by their shape in the use case; this only bounds the segment. */
export const invitationParams = z.strictObject({ token: z.string().check(z.maxLength(100)) });

export type CreateTeamInput = z.output<typeof createTeamSchema>;
export type UpdateTeamInput = z.output<typeof updateTeamSchema>;
export type InvitationInput = z.output<typeof invitationSchema>;
export type UpcomingChoice = z.output<typeof removalSchema>["upcoming"];
