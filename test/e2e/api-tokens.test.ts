import { describe, expect, it } from "vitest";
import { testClientAddress } from "./accounts";
import { seedHost } from "./booking-host";
import { appUrl, screenshot, useBrowser } from "./browser";

/* Settings → API tokens: a host makes a token and a script uses it. */

const browser = useBrowser();

const withToken = (path: string, token: string, init: RequestInit = {}) =>
  fetch(new URL(path, appUrl()), { ...init, headers: { authorization: `Bearer ${token}`, "content-type": "application/json", "CF-Connecting-IP": testClientAddress() } });

describe("API tokens", () => {
  it("are made in Settings, shown once, read the host's booking types, cannot write when read-only, and stop working when revoked", async () => {
    const host = await seedHost({ timezone: "UTC" });
    const page = await browser.newPage({ token: host.token });
    await page.goto("/settings");
    const section = page.getByRole("region", { name: "API tokens" });
    await section.getByLabel("Token name").fill("Reporting script");
    await section.getByLabel("Access").selectOption({ label: "Read only" });
    await section.getByLabel("Expires after").selectOption({ label: "90 days" });
    await section.getByRole("button", { name: "Create token" }).click();
    const field = section.getByLabel("Your new token");
    await field.waitFor();
    const token = await field.inputValue();
    expect(token).toMatch(/^hgt_[A-Za-z0-9_-]{43}$/);
    const row = section.getByRole("listitem").filter({ hasText: "Reporting script" });
    await expect.poll(() => row.textContent()).toContain("Read only");
    expect(await row.textContent()).toContain("Never used");
    await screenshot(page, "settings-api-tokens");

    const listed = await withToken("/api/event-types", token);
    expect(listed.status).toBe(200);
    expect(((await listed.json()) as { slug: string }[]).map((type) => type.slug)).toEqual(host.slugs);
    const write = await withToken("/api/availability/schedules", token, { method: "POST", body: JSON.stringify({ name: "Nights", timezone: "UTC" }) });
    expect([write.status, await write.json()]).toEqual([403, { error: "This API token can only read." }]);
    const settings = await withToken("/api/settings", token);
    expect(settings.status).toBe(403);

    await page.reload();
    await expect.poll(() => section.getByRole("listitem").filter({ hasText: "Reporting script" }).textContent()).toContain("Last used");
    expect(await section.getByLabel("Your new token").count()).toBe(0);

    await section.getByRole("button", { name: "Revoke Reporting script" }).click();
    await section.getByText("Reporting script is revoked.").waitFor();
    expect(await section.getByRole("listitem").count()).toBe(0);
    expect((await withToken("/api/event-types", token)).status).toBe(401);
  });
});
