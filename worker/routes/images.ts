import { Hono } from "hono";
import type { AppEnv } from "../env";
import { HttpError } from "../http/http-error";
import { isImageKey } from "../uploads/image-keys";

const SERVABLE_TYPES = new Set(["image/png", "image/jpeg", "image/webp", "image/gif"]);

/**
 * Header images, public (they appear on public booking pages). A key never changes content, so it may
 * be cached for a year; `nosniff` makes browsers trust only the type checked at upload.
 */
export const imageRoutes = new Hono<AppEnv>().get("/:key{.+}", async (c) => {
  const key = c.req.param("key");
  const object = isImageKey(key) ? await c.env.IMAGES.get(key) : null;
  if (!object) throw new HttpError(404, "Image not found.");
  const stored = object.httpMetadata?.contentType ?? "";
  return c.body(object.body, 200, {
    "Content-Type": SERVABLE_TYPES.has(stored) ? stored : "application/octet-stream",
    "Content-Length": String(object.size),
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "public, max-age=31536000, immutable",
    ETag: object.httpEtag,
  });
});
