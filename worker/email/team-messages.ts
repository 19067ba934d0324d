import type { Translator } from "../../shared/i18n/translator";
import type { TeamRole } from "../domain/team-terms";
import type { OutgoingMessage } from "./outgoing-message";
import { headerSafeSubject, singleLine } from "./header-safe";
import { type MailParagraph, paragraphsAsHtmlIn, paragraphsAsText } from "./mail-body";

/*
 * The mail an invitation to a team sends (docs/TEAMS.md): who invites, to which team, and the link;
 * in the invitee's language when they have an account, else the inviter's (docs/LANGUAGES.md).
 */

export interface TeamInvitationFacts {
  toAddress: string;
  inviterUsername: string;
  teamName: string;
  role: TeamRole;
  /** `{origin}/teams/join/{token}`. */
  joinUrl: string;
  validDays: number;
}

export function teamInvitationMessage(t: Translator, facts: TeamInvitationFacts): OutgoingMessage {
  const team = singleLine(facts.teamName);
  const inviter = singleLine(facts.inviterUsername);
  const paragraphs: MailParagraph[] = [
    [t.t("hostmail.team.intro", { inviter, team, role: facts.role })],
    [{ text: t.t("hostmail.team.accept"), href: facts.joinUrl }],
    [t.t("hostmail.team.validity", { days: facts.validDays })],
  ];
  return {
    kind: "team-invitation",
    toAddress: facts.toAddress,
    replyTo: null,
    subject: headerSafeSubject(t.t("hostmail.team.subject", { inviter, team })),
    body: paragraphsAsText(paragraphs),
    html: paragraphsAsHtmlIn(t.locale, paragraphs),
    ics: null,
    icsMethod: null,
  };
}
