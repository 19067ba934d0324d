import { eq } from "drizzle-orm";
import { eventTypes } from "../../drizzle/schema";
import type { Db } from "../env";
import { HttpError } from "../http/http-error";
import { imageKeyFromUrl, imageKeyOwner } from "../uploads/image-keys";

/**
 * The R2 key an event type's `image_url` names, or null for no image. Only an image this user uploaded
 * (key prefix) and that still exists is accepted: nobody can show another user's upload as theirs.
 */
export async function resolveOwnImage(bucket: R2Bucket, userId: number, imageUrl: string | null): Promise<string | null> {
  if (imageUrl === null) return null;
  const key = imageKeyFromUrl(imageUrl);
  if (!key || imageKeyOwner(key) !== userId || !(await bucket.head(key))) {
    throw new HttpError(400, "The image was not found. Please upload it again.");
  }
  return key;
}

/** Deletes an image from R2 once no event type shows it any more. */
export async function releaseImage(db: Db, bucket: R2Bucket, key: string | null): Promise<void> {
  if (!key) return;
  const stillUsed = await db.select({ id: eventTypes.id }).from(eventTypes).where(eq(eventTypes.imageKey, key)).limit(1);
  if (stillUsed.length === 0) await bucket.delete(key);
}
