import { createMiddleware } from "hono/factory";
import type { AppEnv } from "../env";
import { HttpError } from "./http-error";

const FORM_MEDIA_TYPE = /^\s*(multipart\/form-data|application\/x-www-form-urlencoded)\s*(;|$)/i;

/**
 * Reads a form body ahead of hono's `validator("form", …)`, which reuses the parsed form: a body that
 * says it is a form but cannot be read gets the route's own 400 text instead of the generic one.
 * Anything else (JSON, no body) passes on and meets the validator as an empty form.
 */
export const readableForm = (unreadable: string) =>
  createMiddleware<AppEnv>(async function readableForm(c, next) {
    if (FORM_MEDIA_TYPE.test(c.req.header("Content-Type") ?? "")) {
      try {
        await c.req.formData();
      } catch {
        throw new HttpError(400, unreadable);
      }
    }
    await next();
  });
