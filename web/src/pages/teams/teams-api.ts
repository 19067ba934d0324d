import { authHeaders } from "../../api/client";
import { ApiError, ensureOk, signOutIfUnauthorized } from "../../api/errors";
import { UNEXPECTED_ERROR } from "../../api/messages";
import type { TeamRole } from "../../../../worker/domain/team-terms";

/*
 * The calls of the Teams screens (issue 27), with the shapes of the shared teams contract. Each throws
 * ApiError with the server's `error` (e.g. "That team address is taken.") or the fallback text; a 401
 * also ends the session.
 */

export type { TeamRole };

export interface Team {
  id: number;
  name: string;
  slug: string;
  /** The caller's role in it. */
  role: TeamRole;
}

export interface TeamMember {
  user_id: number;
  username: string;
  email: string;
  role: TeamRole;
}

export interface TeamInvitation {
  id: number;
  email: string;
  role: TeamRole;
  expires_at: string;
}

export interface TeamDetail {
  team: Team;
  members: TeamMember[];
  /** Only owners and admins see them; [] for members. */
  invitations: TeamInvitation[];
}

/** An invitation as its invitee sees it before accepting. */
export interface InvitationView {
  team: { name: string; slug: string };
  email: string;
  role: TeamRole;
}

/** What happens to a leaving member's upcoming bookings on the team's types. */
export type UpcomingChoice = "reassign" | "cancel";

const TIMEOUT_MS = 15_000;

/** A call the typed client cannot make yet: the teams routes are not in AppType. */
export async function send<T>(method: string, path: string, body?: unknown, fallback = UNEXPECTED_ERROR): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method,
      headers: body === undefined ? authHeaders() : { ...authHeaders(), "content-type": "application/json" },
      body: body === undefined ? null : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch {
    throw new ApiError(fallback, 0);
  }
  signOutIfUnauthorized(response);
  await ensureOk(response, fallback);
  return (await response.json()) as T;
}

const teamPath = (id: number) => `/api/teams/${id}`;

export const isManager = (role: TeamRole) => role === "owner" || role === "admin";

export const ROLE_LABELS: Record<TeamRole, string> = { owner: "Owner", admin: "Admin", member: "Member" };

export const fetchTeams = async (): Promise<Team[]> => (await send<{ teams: Team[] }>("GET", "/api/teams")).teams;

export const createTeam = async (name: string, slug: string): Promise<Team> => (await send<{ team: Team }>("POST", "/api/teams", { name, slug })).team;

export const fetchTeam = (id: number): Promise<TeamDetail> => send<TeamDetail>("GET", teamPath(id));

export async function inviteMember(teamId: number, email: string, role: Exclude<TeamRole, "owner">): Promise<void> {
  await send("POST", `${teamPath(teamId)}/invitations`, { email, role });
}

export async function changeRole(teamId: number, userId: number, role: TeamRole): Promise<void> {
  await send("PATCH", `${teamPath(teamId)}/members/${userId}`, { role });
}

/** Removes a member, or the caller themself (leaving the team). */
export async function removeMember(teamId: number, userId: number, upcoming: UpcomingChoice): Promise<void> {
  await send("DELETE", `${teamPath(teamId)}/members/${userId}`, { upcoming });
}

const invitationPath = (token: string) => `/api/teams/invitations/${encodeURIComponent(token)}`;

export const fetchInvitation = (token: string): Promise<InvitationView> => send<InvitationView>("GET", invitationPath(token));

export const acceptInvitation = async (token: string): Promise<Team> => (await send<{ team: Team }>("POST", `${invitationPath(token)}/accept`)).team;
