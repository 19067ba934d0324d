import { Hono } from "hono";
import * as z from "zod/mini";
import type { AppEnv } from "../env";
import { requireAuthOrApiToken } from "../auth/require-auth";
import { createEventType, deleteEventType, listEventTypes, updateEventType } from "../event-types/event-types";
import { createEventTypeSchema, updateEventTypeSchema } from "../event-types/schemas";
import { idParam } from "../http/fields";
import { HttpError } from "../http/http-error";
import { describeIssue, validate } from "../http/validate";

const eventTypeIdParam = z.strictObject({ id: idParam });
const listQuery = z.strictObject({ team_id: z.optional(idParam) });

/** The caller's booking types, or a team's; someone else's id is a 404 like a missing one. */
export const eventTypeRoutes = new Hono<AppEnv>()
  .use(requireAuthOrApiToken)
  // Parsed here rather than by validate(): the typed clients keep calling the plain list without a query.
  .get("/", async (c) => {
    const query = listQuery.safeParse(c.req.query());
    if (!query.success) throw new HttpError(400, describeIssue(query.error));
    return c.json(await listEventTypes(c.var.db, c.var.user.id, query.data.team_id), 200);
  })
  .post("/", validate("json", createEventTypeSchema), async (c) => {
    return c.json(await createEventType(c.var.db, c.env.IMAGES, c.var.user.id, c.req.valid("json")), 201);
  })
  .put("/:id", validate("param", eventTypeIdParam), validate("json", updateEventTypeSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await updateEventType(c.var.db, c.env.IMAGES, c.var.user.id, id, c.req.valid("json")), 200);
  })
  .delete("/:id", validate("param", eventTypeIdParam), async (c) => {
    await deleteEventType(c.var.db, c.env.IMAGES, c.var.user.id, c.req.valid("param").id);
    return c.json({ message: "Event type deleted." }, 200);
  });
