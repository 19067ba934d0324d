import type { ValidationTargets } from "hono";
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

/** Parses one part of the request with a zod schema; failures become a uniform 400 `{ error }`. */
export function validate<Target extends keyof ValidationTargets, Schema extends z.ZodMiniType>(
  target: Target,
  schema: Schema,
) {
  return validator(target, (value): z.output<Schema> => {
    const result = schema.safeParse(value);
    if (!result.success) throw new HttpError(400, describeIssue(result.error));
    return result.data;
  });
}
