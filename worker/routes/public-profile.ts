import { Hono } from "hono";
import type { AppEnv } from "../env";
import { replicaReads } from "../http/d1-session";
import { limitPublicReads } from "../http/rate-limit";
import { readPublicProfile } from "../profile/public-profile";
import { readPublicTeamProfile } from "../teams/public-team-profile";

/** No auth: /u/{username} and /team/{slug} are public. Mounted beside the booking routes, so no `.use()` here. */
export const publicProfileRoutes = new Hono<AppEnv>()
  .get("/user/:username", limitPublicReads, replicaReads, async (c) => {
    return c.json(await readPublicProfile(c.var.db, c.req.param("username").slice(0, 100)), 200);
  })
  .get("/teams/:slug", limitPublicReads, replicaReads, async (c) => {
    return c.json(await readPublicTeamProfile(c.var.db, c.req.param("slug").slice(0, 100)), 200);
  });
