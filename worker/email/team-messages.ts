import type { TeamRole } from "../domain/team-terms";
import type { OutgoingMessage } from "./outgoing-message";
import { headerSafeSubject, singleLine } from "./header-safe";
import { type MailParagraph, paragraphsAsHtml, paragraphsAsText } from "./mail-body";

/* The mail an invitation to a team sends (docs/TEAMS.md): who invites, to which team, and the link. */

export interface TeamInvitationFacts {
  toAddress: string;
  inviterUsername: string;
  teamName: string;
  role: TeamRole;
  /** `{origin}/teams/join/{token}`. */
  joinUrl: string;
  validDays: number;
}

export function teamInvitationMessage(facts: TeamInvitationFacts): OutgoingMessage {
  const team = singleLine(facts.teamName);
  const inviter = singleLine(facts.inviterUsername);
  const paragraphs: MailParagraph[] = [
    [`${inviter} invited you to join the team ${team} on Hangout as ${facts.role === "admin" ? "an admin" : "a member"}.`],
    [{ text: "Accept the invitation: ", href: facts.joinUrl }],
    [`The link works for ${facts.validDays} days. Sign in with this email address to accept it; if you have no Hangout account yet, register with this address first.`],
  ];
  return {
    kind: "team-invitation",
    toAddress: facts.toAddress,
    replyTo: null,
    subject: headerSafeSubject(`${inviter} invited you to ${team} on Hangout`),
    body: paragraphsAsText(paragraphs),
    html: paragraphsAsHtml(paragraphs),
    ics: null,
    icsMethod: null,
  };
}
