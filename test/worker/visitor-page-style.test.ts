import { describe, expect, it } from "vitest";
import { api } from "./helpers";
import { uniqueAddress } from "./client";
import { createHost } from "./bookings-fixtures";

/* A visitor page paints from its HTML alone: its stylesheet is inlined, and the CSP allows that block by its hash only. */

const sha256 = async (text: string) => btoa(String.fromCharCode(...new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)))));

describe("the visitor pages' first paint", () => {
  it("needs no stylesheet request: the style is in the HTML, allowed by its hash and nothing else inline", async () => {
    const host = await createHost();
    for (const path of [`/book/${host.slug}`, `/book/${host.slug}?embed=1`, `/u/${host.user.username}`, "/book/no-such-page", "/cancel/not-a-real-token"]) {
      const page = await api<string>("GET", path, { headers: { "CF-Connecting-IP": uniqueAddress() } });
      expect(page.body, path).not.toContain('rel="stylesheet"');
      const styles = [...page.body.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      expect(styles, path).toHaveLength(1);
      expect(styles[0]!.length, path).toBeGreaterThan(1000);
      const styleSrc = /style-src ([^;]*)/.exec(page.headers.get("content-security-policy") ?? "")?.[1];
      expect(styleSrc, path).toBe(`'self' 'sha256-${await sha256(styles[0]!)}'`);
    }
  });
});
