import { Hono } from "hono";
import type { AppEnv } from "../env";
import { requireAuthOrApiToken } from "../auth/require-auth";
import { deleteOverride, listOverrides, saveOverride } from "../availability/overrides";
import { listRules, replaceRules } from "../availability/rules";
import { createSchedule, deleteSchedule, listSchedules, updateSchedule } from "../availability/schedules";
import {
  createScheduleSchema,
  overrideBodySchema,
  overrideDeleteParam,
  overridesQuery,
  rulesBodySchema,
  scheduleIdPathParam,
  scheduleIdParam,
  updateScheduleSchema,
} from "../availability/schemas";
import { validate } from "../http/validate";

/** Schedules, their weekly rules and date overrides; always the caller's own. */
export const availabilityRoutes = new Hono<AppEnv>()
  .use(requireAuthOrApiToken)
  .get("/schedules", async (c) => c.json(await listSchedules(c.var.db, c.var.user.id), 200))
  .post("/schedules", validate("json", createScheduleSchema), async (c) => {
    return c.json(await createSchedule(c.var.db, c.var.user.id, c.req.valid("json")), 201);
  })
  .put("/schedules/:id", validate("param", scheduleIdParam), validate("json", updateScheduleSchema), async (c) => {
    const { id } = c.req.valid("param");
    return c.json(await updateSchedule(c.var.db, c.var.user.id, id, c.req.valid("json")), 200);
  })
  .delete("/schedules/:id", validate("param", scheduleIdParam), async (c) => {
    await deleteSchedule(c.var.db, c.var.user.id, c.req.valid("param").id);
    return c.json({ message: "Schedule deleted." }, 200);
  })
  .get("/rules/:scheduleId", validate("param", scheduleIdPathParam), async (c) => {
    return c.json(await listRules(c.var.db, c.var.user.id, c.req.valid("param").scheduleId), 200);
  })
  .put("/rules/:scheduleId", validate("param", scheduleIdPathParam), validate("json", rulesBodySchema), async (c) => {
    const { scheduleId } = c.req.valid("param");
    return c.json(await replaceRules(c.var.db, c.var.user.id, scheduleId, c.req.valid("json").rules), 200);
  })
  .get("/overrides/:scheduleId", validate("param", scheduleIdPathParam), validate("query", overridesQuery), async (c) => {
    const { scheduleId } = c.req.valid("param");
    return c.json(await listOverrides(c.var.db, c.var.user.id, scheduleId, c.req.valid("query").month), 200);
  })
  .post("/overrides", validate("json", overrideBodySchema), async (c) => {
    return c.json(await saveOverride(c.var.db, c.var.user.id, c.req.valid("json")), 200);
  })
  .delete("/overrides/:scheduleId/:date", validate("param", overrideDeleteParam), async (c) => {
    const { scheduleId, date } = c.req.valid("param");
    await deleteOverride(c.var.db, c.var.user.id, scheduleId, date);
    return c.json({ message: "Override removed." }, 200);
  });
