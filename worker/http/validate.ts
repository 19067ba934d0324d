import type { Context, Env, ValidationTargets } from "hono";
import { validator } from "hono/validator";
import type * as z from "zod/mini";
import { HttpError } from "./http-error";

/** Turns the first zod issue into one readable sentence: "email: Invalid email address". */
export function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0];
  if (!issue) return "Invalid input.";
  const path = issue.path.join(".");
  if (issue.code === "unrecognized_keys") return `Unknown field: ${issue.keys.join(", ")}.`;
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * Parses one part of the request with a zod schema; failures become a uniform 400 `{ error }`.
 * A typed client (hc) sends what the schema takes in (z.input: an ISO string where the route gets
 * epoch ms), so that is the input type it is given.
 */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodMiniType>(target: Target, schema: Schema) {
  return validator<z.input<Schema>, string, string, Target, string, (value: z.input<Schema>, c: Context<Env, string>) => z.output<Schema>>(
    target,
    (value) => {
      const result = schema.safeParse(value);
      if (!result.success) throw new HttpError(400, describeIssue(result.error));
      return result.data;
    },
  );
}
