import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { createMiddleware } from "hono/factory";
import { validator } from "hono/validator";
import type { AppEnv } from "../env";
import { requireAuth } from "../auth/require-auth";
import { readableForm } from "../http/form";
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

/** Far above what a person uploads while setting up booking types; keeps one account from filling R2. */
const limitUploads = createMiddleware<AppEnv>(async function limitUploads(c, next) {
  await enforceRateLimit(c.var.db, { key: `upload:user:${c.var.user.id}`, limit: 60, windowSeconds: 3600 });
  await next();
});

/** The multipart form's `image` file; a form without one (or a body that is no form) is a 400. */
const imageForm = validator("form", (form): { image: File } => {
  const { image } = form;
  if (!(image instanceof File)) throw new HttpError(400, "No image file was uploaded.");
  return { image };
});

export const uploadRoutes = new Hono<AppEnv>().post(
  "/image",
  requireAuth,
  uploadBodyLimit,
  limitUploads,
  readableForm("The upload could not be read. Send the image as multipart/form-data."),
  imageForm,
  async (c) => {
    const key = await storeImage(c.env.IMAGES, c.var.user.id, c.req.valid("form").image);
    return c.json({ imageUrl: imageUrlFor(key) }, 200);
  },
);
