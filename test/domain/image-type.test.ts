import { describe, expect, it } from "vitest";
import { sniffImageType } from "../../worker/domain/image-type";

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === "string" ? [...part].map((ch) => ch.charCodeAt(0)) : part)));

describe("sniffImageType", () => {
  it.each([
    ["PNG", bytes([0x89], "PNG", [0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), "image/png"],
    ["JPEG", bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], "JFIF"), "image/jpeg"],
    ["GIF87a", bytes("GIF87a", [1, 0, 1, 0]), "image/gif"],
    ["GIF89a", bytes("GIF89a", [1, 0, 1, 0]), "image/gif"],
    ["WEBP", bytes("RIFF", [26, 0, 0, 0], "WEBPVP8L"), "image/webp"],
  ])("recognises %s by its magic bytes", (_, head, type) => expect(sniffImageType(head)).toBe(type));

  it.each([
    ["HTML", bytes("<!DOCTYPE html><script>")],
    ["SVG", bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ["XML-prefixed SVG", bytes('<?xml version="1.0"?><svg>')],
    ["a RIFF that is not WEBP", bytes("RIFF", [26, 0, 0, 0], "WAVEfmt ")],
    ["a truncated PNG signature", bytes([0x89], "PNG")],
    ["nothing", bytes()],
  ])("refuses %s", (_, head) => expect(sniffImageType(head)).toBeNull());
});
