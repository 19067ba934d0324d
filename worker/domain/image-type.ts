/** The only image types we store and serve (docs/DECISIONS.md, Security); SVG can carry script, so it is never one. */
export type ImageType = "image/png" | "image/jpeg" | "image/webp" | "image/gif";

/** How many leading bytes sniffImageType needs to see. */
export const IMAGE_SIGNATURE_LENGTH = 12;

const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
const startsWith = (bytes: Uint8Array, signature: readonly number[]) => signature.every((byte, i) => bytes[i] === byte);

/**
 * The image type a file's magic bytes announce, or null. The client's file name and declared type are
 * never trusted: a ".png" holding HTML is not an image.
 */
export function sniffImageType(bytes: Uint8Array): ImageType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  const gif = ascii(bytes, 0, 6);
  if (gif === "GIF87a" || gif === "GIF89a") return "image/gif";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  return null;
}
