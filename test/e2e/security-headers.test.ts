import { expect, it } from "vitest";
import { createUser } from "./accounts";
import { appUrl, useBrowser } from "./browser";

const browser = useBrowser();

it("serves the SPA, deep links included, with a strict CSP and the other security headers", async () => {
  for (const path of ["/", "/settings", "/cancel/some-token"]) {
    const response = await fetch(new URL(path, appUrl()));
    // An unknown private link is a not-found page (404), its screen in the HTML.
    expect(response.status, path).toBe(path.startsWith("/cancel/") ? 404 : 200);
    expect(await response.text(), path).toContain('<div id="root">');
    const csp = response.headers.get("content-security-policy") ?? "";
    expect(csp, path).toContain("default-src 'self'");
    // A worker-written page also allows its one inline script loader, by its hash (worker/public-pages/script-after-paint.ts).
    expect(csp, path).toMatch(/script-src 'self'( 'sha256-[A-Za-z0-9+/=]+')?;/);
    expect(csp, path).toContain("frame-ancestors 'none'");
    expect(csp, path).not.toContain("unsafe-inline");
    expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
    expect(response.headers.get("referrer-policy"), path).toBe("no-referrer");
    expect(response.headers.get("x-frame-options"), path).toBe("DENY");
    expect(response.headers.get("strict-transport-security"), path).toContain("max-age=");
  }
});

it("runs the signed-in app under that CSP without a single violation", async () => {
  const user = await createUser(appUrl(), "csp");
  const page = await browser.newPage({ token: user.token });
  const violations: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/settings", "/login"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
  }
  await page.getByRole("radio", { name: "Dark theme" }).click();
  expect(violations).toEqual([]);
});
