import type { TeamRole } from "../domain/team-terms";

/** A team as one of its members sees it in lists: with their own role. */
export interface TeamView {
  id: number;
  name: string;
  slug: string;
  role: TeamRole;
}

/** A team on its own screen: with its settings (docs/TEAMS.md). */
export interface TeamSettingsView extends TeamView {
  /** The team types' Jitsi server; null: the instance's. */
  jitsi_base: string | null;
}

export interface TeamMemberView {
  user_id: number;
  username: string;
  email: string;
  role: TeamRole;
}

/** A pending invitation, for the team's owners and admins. */
export interface InvitationView {
  id: number;
  email: string;
  role: TeamRole;
  expires_at: string;
}
