import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuth } from "../auth/require-auth";
import { validate } from "../http/validate";
import { acceptInvitation, inviteMember, readInvitation, withdrawInvitation } from "../teams/invitations";
import { changeMemberRole, removeMember } from "../teams/members";
import { createTeamSchema, invitationParams, invitationSchema, memberParams, removalSchema, roleChangeSchema, teamInvitationParams, teamParams, updateTeamSchema } from "../teams/schemas";
import { createTeam, deleteTeam, listTeams, readTeam, updateTeam } from "../teams/teams";

/** Teams (docs/TEAMS.md): signed-in sessions only, since they mail invitations and cancel bookings. */
export const teamRoutes = new Hono<AppEnv>()
  .use(requireAuth)
  .get("/", async (c) => c.json(await listTeams(c.var.db, c.var.user.id), 200))
  .post("/", validate("json", createTeamSchema), async (c) => c.json(await createTeam(c.var.db, c.var.user.id, c.req.valid("json")), 201))
  .get("/invitations/:token", validate("param", invitationParams), async (c) => {
    return c.json(await readInvitation(c.var.db, c.req.valid("param").token, Date.now()), 200);
  })
  .post("/invitations/:token/accept", validate("param", invitationParams), async (c) => {
    return c.json(await acceptInvitation(c.var.db, c.var.user, c.req.valid("param").token, Date.now()), 200);
  })
  .get("/:id", validate("param", teamParams), async (c) => c.json(await readTeam(c.var.db, c.req.valid("param").id, c.var.user.id, Date.now()), 200))
  .patch("/:id", validate("param", teamParams), validate("json", updateTeamSchema), async (c) => {
    return c.json(await updateTeam(c.var.db, c.req.valid("param").id, c.var.user.id, c.req.valid("json")), 200);
  })
  .delete("/:id", validate("param", teamParams), async (c) => {
    return c.json(await deleteTeam(c.var.db, c.env, c.req.valid("param").id, c.var.user.id, Date.now()), 200);
  })
  .post("/:id/invitations", validate("param", teamParams), validate("json", invitationSchema), async (c) => {
    const input = { teamId: c.req.valid("param").id, inviter: c.var.user, input: c.req.valid("json"), now: Date.now() };
    return c.json(await inviteMember(c.var.db, c.env, input), 201);
  })
  .delete("/:id/invitations/:invitationId", validate("param", teamInvitationParams), async (c) => {
    const { id, invitationId } = c.req.valid("param");
    return c.json(await withdrawInvitation(c.var.db, { teamId: id, actorId: c.var.user.id, invitationId }), 200);
  })
  .patch("/:id/members/:userId", validate("param", memberParams), validate("json", roleChangeSchema), async (c) => {
    const { id, userId } = c.req.valid("param");
    return c.json(await changeMemberRole(c.var.db, { teamId: id, actorId: c.var.user.id, userId, role: c.req.valid("json").role }), 200);
  })
  .delete("/:id/members/:userId", validate("param", memberParams), validate("json", removalSchema), async (c) => {
    const { id, userId } = c.req.valid("param");
    const removal = { teamId: id, actorId: c.var.user.id, userId, upcoming: c.req.valid("json").upcoming, now: Date.now() };
    return c.json(await removeMember(c.var.db, c.env, removal), 200);
  });
