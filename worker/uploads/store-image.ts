import { IMAGE_SIGNATURE_LENGTH, sniffImageType } from "../domain/image-type";
import { HttpError } from "../http/http-error";
import { newImageKey } from "./image-keys";

/** docs/DECISIONS.md, Security: header images up to 40 MB. */
export const MAX_IMAGE_BYTES = 40 * 1024 * 1024;

export const imageTooLarge = () => new HttpError(413, "Images must be at most 40 MB.");

/**
 * Checks an uploaded file and stores it in R2 under a fresh random key of its uploader; answers the key.
 * Everything is checked before the write, so a refused upload leaves nothing behind.
 */
export async function storeImage(bucket: R2Bucket, userId: number, file: File): Promise<string> {
  if (file.size > MAX_IMAGE_BYTES) throw imageTooLarge();
  const head = new Uint8Array(await file.slice(0, IMAGE_SIGNATURE_LENGTH).arrayBuffer());
  const contentType = sniffImageType(head);
  if (!contentType) throw new HttpError(415, "Only PNG, JPEG, WEBP and GIF images can be uploaded.");
  const key = newImageKey(userId);
  await bucket.put(key, file, { httpMetadata: { contentType } });
  return key;
}
