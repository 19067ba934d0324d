import * as z from "zod/mini";
import { idParam } from "../http/fields";

export const API_TOKEN_SCOPES = ["read", "read-write"] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/** Tokens always expire: a forgotten token in an old script stops working within a year at most. */
export const MAX_TOKEN_DAYS = 365;

export const apiTokenBodySchema = z.strictObject({
  name: z.string("name is required.").check(z.trim(), z.minLength(1, "name is required."), z.maxLength(100, "name can be at most 100 characters.")),
  scope: z.enum(API_TOKEN_SCOPES, 'scope must be "read" or "read-write".'),
  expires_in_days: z
    .number(`expires_in_days must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}.`)
    .check(
      z.int(`expires_in_days must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}.`),
      z.gte(1, `expires_in_days must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}.`),
      z.lte(MAX_TOKEN_DAYS, `expires_in_days must be a whole number of days from 1 to ${MAX_TOKEN_DAYS}.`),
    ),
});

export type ApiTokenBody = z.output<typeof apiTokenBodySchema>;

export const apiTokenParams = z.strictObject({ id: idParam });
