import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { appUrl, useBrowser } from "./browser";
import { seedHost } from "./booking-host";

const browser = useBrowser();

/** The headers web/public/_headers gives every SPA path ("/*"), which the worker-served pages must match. */
function spaHeaders(): Record<string, string> {
  const text = readFileSync(new URL("../../web/public/_headers", import.meta.url), "utf8");
  const block = text.split(/^\/\*\s*$/m)[1]?.split(/^\S/m)[0] ?? "";
  const headers: Record<string, string> = {};
  for (const line of block.split("\n")) {
    const match = /^\s+([\w-]+):\s*(.+)$/.exec(line);
    if (match) headers[match[1]!.toLowerCase()] = match[2]!.trim();
  }
  return headers;
}

function inlinedData(html: string): unknown {
  const match = /<script type="application\/json" id="page-data">([\s\S]*?)<\/script>/.exec(html);
  return match ? JSON.parse(match[1]!) : null;
}

describe("the public pages' HTML", () => {
  it("carries the SPA's security headers, no-store, and the first data of /book and /u inlined", async () => {
    const host = await seedHost();
    const expected = spaHeaders();
    expect(expected["content-security-policy"]).toContain("script-src 'self'");
    for (const path of [`/book/${host.slugs[0]}`, `/u/${host.username}`, "/cancel/not-a-real-token"]) {
      const response = await fetch(new URL(path, appUrl()));
      // An unknown private link is a not-found page (404) that still carries its screen and headers.
      expect(response.status, path).toBe(path.startsWith("/cancel/") ? 404 : 200);
      const html = await response.text();
      // The stylesheet is inlined (the first paint needs only the HTML), the script is imported by an inline loader
      // after that paint, and the CSP allows those two blocks alone, by their hashes.
      expect(html.match(/<link rel="stylesheet"/g), path).toBeNull();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
      expect(styles, path).toHaveLength(1);
      const loaders = [...html.matchAll(/<script type="module">([^<]*)<\/script>/g)].map((match) => match[1]!);
      expect(loaders, path).toHaveLength(1);
      expect(loaders[0], path).toMatch(/^requestAnimationFrame\(.*import\("\/assets\/[^"]+\.js"\)/);
      expect(html.match(/<script[^>]* src=/g), path).toBeNull();
      const hashOf = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
      for (const [name, value] of Object.entries(expected)) {
        const served =
          name === "content-security-policy"
            ? value.replace("style-src 'self'", `style-src 'self' ${hashOf(styles[0]!)}`).replace("script-src 'self'", `script-src 'self' ${hashOf(loaders[0]!)}`)
            : value;
        expect(response.headers.get(name), `${path} ${name}`).toBe(served);
      }
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(response.headers.get("content-type"), path).toBe("text/html; charset=utf-8");
      if (path.startsWith("/book/")) {
        const data = inlinedData(html) as { found: boolean; eventType: { ownerUsername: string }; slots: { duration: number; starts: number[] } };
        expect(data.found).toBe(true);
        expect(data.eventType.ownerUsername).toBe(host.username);
        expect(data.slots.duration).toBe(30);
        expect(data.slots.starts.length).toBeGreaterThan(0);
        expect(html).toContain("<title>Intro call · ");
      }
      if (path.startsWith("/u/")) {
        expect(inlinedData(html)).toMatchObject({ found: true, user: { username: host.username } });
        expect(html).toContain(`<title>Book a hangout with ${host.username}</title>`);
      }
      if (path.startsWith("/cancel/")) expect(inlinedData(html)).toMatchObject({ found: false, error: "Booking not found." });
    }
  });

  it("sends a trailing-slash address to the page itself, and deeper paths to the app's unknown page", async () => {
    const redirected = await fetch(new URL("/book/some-page/?ref=mail", appUrl()), { redirect: "manual" });
    expect(redirected.status).toBe(301);
    const location = new URL(redirected.headers.get("location")!, appUrl());
    expect(`${location.pathname}${location.search}`).toBe("/book/some-page?ref=mail");
    const deeper = await fetch(new URL("/u/someone/extra", appUrl()));
    expect(deeper.status).toBe(200);
    expect(await deeper.text()).not.toContain('id="page-data"');
  });

  it("keeps a host's markup inert: escaped in the data block and shown as text", async () => {
    const title = "Tea </script><script>alert(1)</script> & <b>cake</b>";
    const host = await seedHost({ eventTypes: [{ title, description: "<img src=x onerror=alert(2)>" }] });
    const html = await (await fetch(new URL(`/book/${host.slugs[0]}`, appUrl()))).text();
    expect(html).not.toContain("<script>alert(1)");
    expect(html).toContain("\\u003c/script>");
    expect(html).toContain("<title>Tea &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &amp; &lt;b&gt;cake&lt;/b&gt; · ");

    const page = await browser.newPage();
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The JSON block is data, not script: the strict CSP has nothing to object to.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.goto(`/book/${host.slugs[0]}`);
    await page.getByRole("heading", { name: title }).waitFor();
    await page.getByText("<img src=x onerror=alert(2)>").waitFor();
    await page.getByRole("button", { name: /^\d{2}:\d{2}$/ }).first().waitFor();
    expect(dialogs).toEqual([]);
    expect(violations).toEqual([]);
  });

  it("shows slots after at most 4 requests and ≤ 100 KB of gzipped JS (docs/DECISIONS.md, Performance budgets)", async () => {
    const host = await seedHost();
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    // A zone the worker cannot have guessed: the inlined slots serve every zone.
    await cdp.send("Emulation.setTimezoneOverride", { timezoneId: "Asia/Kathmandu" });
    const requests: string[] = [];
    const scriptSizes: Promise<number>[] = [];
    let slotsShown = false;
    page.on("request", (request) => {
      if (!slotsShown) requests.push(new URL(request.url()).pathname);
    });
    page.on("response", (response) => {
      if (!slotsShown && response.request().resourceType() === "script") scriptSizes.push(response.body().then((body) => gzipSync(body).length));
    });
    await page.goto(`/book/${host.slugs[0]}`);
    await page.getByRole("button", { name: /^\d{2}:\d{2}$/ }).first().waitFor();
    slotsShown = true;
    const jsBytes = (await Promise.all(scriptSizes)).reduce((sum, size) => sum + size, 0);
    console.log(`/book/{slug} before slots show: ${requests.length} requests (${requests.join(", ")}), ${(jsBytes / 1024).toFixed(1)} KB gzipped JS`);
    expect(requests.length).toBeLessThanOrEqual(4);
    expect(requests.filter((path) => path.startsWith("/api/"))).toEqual([]);
    expect(jsBytes).toBeLessThanOrEqual(100 * 1024);
  });
});
