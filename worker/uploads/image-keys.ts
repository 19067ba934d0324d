/**
 * R2 keys of uploaded images: `u<uploader id>/<22 random base64url characters>`. The prefix records who
 * uploaded an object, so an event type can only show images its owner uploaded; the random part
 * (128 bits) makes keys unguessable. User ids are never reused (AUTOINCREMENT), so neither are prefixes.
 */
export const IMAGE_URL_PREFIX = "/api/images/";
const IMAGE_KEY_PATTERN = /^u([1-9][0-9]{0,15})\/[A-Za-z0-9_-]{22}$/;

export function newImageKey(userId: number): string {
  const random = crypto.getRandomValues(new Uint8Array(16));
  const encoded = btoa(String.fromCharCode(...random)).replace(/=+$/, "").replace(/\+/g, "-").replace(/\//g, "_");
  return `u${userId}/${encoded}`;
}

export const isImageKey = (key: string) => IMAGE_KEY_PATTERN.test(key);

export const imageUrlFor = (key: string) => `${IMAGE_URL_PREFIX}${key}`;

/** The key an image URL from POST /api/upload/image points at, or null for any other text. */
export function imageKeyFromUrl(url: string): string | null {
  if (!url.startsWith(IMAGE_URL_PREFIX)) return null;
  const key = url.slice(IMAGE_URL_PREFIX.length);
  return isImageKey(key) ? key : null;
}

export const imageKeyOwner = (key: string): number | null => {
  const match = IMAGE_KEY_PATTERN.exec(key);
  return match ? Number(match[1]) : null;
};
