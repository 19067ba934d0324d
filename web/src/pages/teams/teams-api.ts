import type { InferRequestType, InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api, pathSegment } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";
import type { TeamRole } from "../../../../worker/domain/team-terms";
import type { HostMessageKey } from "../../i18n/host-message-keys";

/*
 * The calls of the Teams screens. Each throws ApiError with the server's `error` (e.g.
 * "That team address is taken.") or the fallback text; a 401 also ends the session.
 */

export type { TeamRole };

const teams = api.teams;
const oneTeam = teams[":id"];
const invitation = teams.invitations[":token"];

export type Team = InferResponseType<typeof teams.$get, 200>["teams"][number];
export type TeamDetail = InferResponseType<typeof oneTeam.$get, 200>;
export type TeamMember = TeamDetail["members"][number];
export type TeamInvitation = TeamDetail["invitations"][number];
/** An invitation as its invitee sees it before accepting. */
export type InvitationView = InferResponseType<typeof invitation.$get, 200>;
export type InvitedRole = InferRequestType<(typeof oneTeam.invitations)["$post"]>["json"]["role"];

/** What happens to a leaving member's upcoming bookings on the team's types. */
export type UpcomingChoice = InferRequestType<(typeof oneTeam.members)[":userId"]["$delete"]>["json"]["upcoming"];

export const isManager = (role: TeamRole) => role === "owner" || role === "admin";

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

/** A role's name in the host's language (the Teams screens). */
export const ROLE_KEYS: Record<TeamRole, HostMessageKey> = { owner: "teams.role.owner", admin: "teams.role.admin", member: "teams.role.member" };

const param = (id: number) => ({ id: String(id) });
const fallback = { fallback: UNEXPECTED_ERROR };

export const fetchTeams = async (): Promise<Team[]> => (await call((init) => teams.$get({}, { init }), fallback)).teams;

export const createTeam = async (name: string, slug: string): Promise<Team> => (await call((init) => teams.$post({ json: { name, slug } }, { init }), fallback)).team;

/** A team's new name and address, by one of its owners or admins. */
export const updateTeam = async (id: number, name: string, slug: string): Promise<Team> =>
  (await call((init) => oneTeam.$patch({ param: param(id), json: { name, slug } }, { init }), fallback)).team;

/** The team types' Jitsi server (docs/MEETING-PLACES.md); null: this Hangout's default. */
export const updateTeamJitsiBase = async (id: number, jitsiBase: string | null): Promise<TeamDetail["team"]> =>
  (await call((init) => oneTeam.$patch({ param: param(id), json: { jitsi_base: jitsiBase } }, { init }), fallback)).team;

/** Deletes a team (owners only): its upcoming bookings are cancelled with mail. */
export async function deleteTeam(id: number): Promise<void> {
  await call((init) => oneTeam.$delete({ param: param(id) }, { init }), fallback);
}

/** A team address as the server accepts it: 3–30 of a-z, 0-9, _ and -, lower-cased. */
export const TEAM_SLUG = /^[a-z0-9_-]{3,30}$/;

export const fetchTeam = (id: number): Promise<TeamDetail> => call((init) => oneTeam.$get({ param: param(id) }, { init }), fallback);

export async function inviteMember(teamId: number, email: string, role: InvitedRole): Promise<void> {
  await call((init) => oneTeam.invitations.$post({ param: param(teamId), json: { email, role } }, { init }), fallback);
}

/** Withdraws a pending invitation (owners and admins): its link stops working. */
export async function withdrawInvitation(teamId: number, invitationId: number): Promise<void> {
  await call((init) => oneTeam.invitations[":invitationId"].$delete({ param: { ...param(teamId), invitationId: String(invitationId) } }, { init }), fallback);
}

export async function changeRole(teamId: number, userId: number, role: TeamRole): Promise<void> {
  await call((init) => oneTeam.members[":userId"].$patch({ param: { ...param(teamId), userId: String(userId) }, json: { role } }, { init }), fallback);
}

/** Removes a member, or the caller themself (leaving the team). */
export async function removeMember(teamId: number, userId: number, upcoming: UpcomingChoice): Promise<void> {
  await call((init) => oneTeam.members[":userId"].$delete({ param: { ...param(teamId), userId: String(userId) }, json: { upcoming } }, { init }), fallback);
}

const token = (value: string) => ({ token: pathSegment(value) });

export const fetchInvitation = (value: string): Promise<InvitationView> => call((init) => invitation.$get({ param: token(value) }, { init }), fallback);

export const acceptInvitation = async (value: string): Promise<Team> => (await call((init) => invitation.accept.$post({ param: token(value) }, { init }), fallback)).team;
