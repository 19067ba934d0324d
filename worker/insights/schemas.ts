import * as z from "zod/mini";
import { calendarDate, timeZone } from "../http/fields";
import { parseScope } from "./insight-scope";

/** GET /api/insights: a range of local days in a zone, a scope, and optionally how to bucket it over time. */
export const insightsQuery = z.strictObject({
  from: calendarDate,
  to: calendarDate,
  zone: timeZone,
  scope: z.pipe(
    z.string("scope is required: me, team:ID, type:ID or team:ID:host:ID."),
    z.transform((text, ctx) => {
      const scope = parseScope(text);
      if (scope) return scope;
      ctx.issues.push({ code: "custom", message: "scope must be me, team:ID, type:ID or team:ID:host:ID.", input: text });
      return z.NEVER;
    }),
  ),
  bucket: z.optional(z.enum(["day", "week"], "bucket must be day or week.")),
});
