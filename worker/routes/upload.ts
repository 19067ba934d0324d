import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { AppEnv } from "../env";
import { requireAuth } from "../auth/require-auth";
import { HttpError } from "../http/http-error";
import { enforceRateLimit } from "../http/rate-limit";
import { imageUrlFor } from "../uploads/image-keys";
import { MAX_IMAGE_BYTES, imageTooLarge, storeImage } from "../uploads/store-image";

/** Room for the multipart boundaries and part headers around a file of the largest allowed size. */
const MULTIPART_OVERHEAD = 64 * 1024;

/** Refuses an oversized body by its Content-Length before reading it, or while streaming it if absent. */
const uploadBodyLimit = bodyLimit({
  maxSize: MAX_IMAGE_BYTES + MULTIPART_OVERHEAD,
  onError: () => {
    throw imageTooLarge();
  },
});

/** parseBody answers {} for a body that is not a form, and a string for a non-file field. */
async function readImageField(body: Promise<Record<string, string | File>>): Promise<File> {
  let image: string | File | undefined;
  try {
    image = (await body).image;
  } catch {
    throw new HttpError(400, "The upload could not be read. Send the image as multipart/form-data.");
  }
  if (!(image instanceof File)) throw new HttpError(400, "No image file was uploaded.");
  return image;
}

export const uploadRoutes = new Hono<AppEnv>().post("/image", requireAuth, uploadBodyLimit, async (c) => {
  // Far above what a person uploads while setting up booking types; keeps one account from filling R2.
  await enforceRateLimit(c.var.db, { key: `upload:user:${c.var.user.id}`, limit: 60, windowSeconds: 3600 });
  const image = await readImageField(c.req.parseBody());
  const key = await storeImage(c.env.IMAGES, c.var.user.id, image);
  return c.json({ imageUrl: imageUrlFor(key) }, 200);
});
