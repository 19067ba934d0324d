import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { Account } from "../scenarios/accounts";
import { createUser, logIn, testClientAddress } from "./accounts";
import { adminAccount, appUrl, screenshot as saveScreenshot, useBrowser } from "./browser";

const browser = useBrowser();

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const section = (page: Page, title: string) => page.getByRole("region", { name: title });
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

async function openSettings(token: string, colorScheme: "light" | "dark" = "light", viewport?: { width: number; height: number }): Promise<Page> {
  const page = await browser.newPage({ token, colorScheme, viewport });
  await page.goto("/settings");
  await page.getByRole("heading", { name: "Settings", level: 1 }).waitFor();
  return page;
}

async function statusOf(path: string, token: string): Promise<number> {
  const response = await fetch(new URL(path, appUrl()), { headers: { "x-auth-token": token } });
  return response.status;
}

async function loginStatus(account: Pick<Account, "email" | "password">): Promise<number> {
  const response = await fetch(new URL("/api/auth/login", appUrl()), {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": testClientAddress() },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  return response.status;
}

/** Collects the requests a page sends to one API path. */
function requestsTo(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

/** Milliseconds until the element goes away. */
async function millisUntilGone(page: Page, text: string): Promise<number> {
  const started = Date.now();
  await page.getByText(text, { exact: true }).waitFor({ state: "detached", timeout: 10_000 });
  return Date.now() - started;
}

describe("settings screen", () => {
  it("shows every section, and the notification toggle persists across a reload", async () => {
    const user = await createUser(appUrl(), "notify");
    const page = await openSettings(user.token);
    for (const title of ["Notifications", "Import Calendar", "Change Password", "Two-Factor Authentication", "Delete Account"]) {
      await section(page, title).waitFor();
    }
    const toggle = page.getByRole("switch", { name: "Notify me about new bookings" });
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await screenshot(page, "settings-light");

    const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings") && r.request().method() === "PUT");
    await toggle.click();
    expect((await saved).status()).toBe(200);
    await expect.poll(() => toggle.isChecked()).toBe(false);
    const message = section(page, "Notifications").getByRole("status");
    await message.waitFor();
    const shownFor = await millisUntilGone(page, (await message.textContent()) ?? "");
    expect(shownFor).toBeGreaterThan(2_000);
    expect(shownFor).toBeLessThan(4_500);

    await page.reload();
    await page.getByRole("switch", { name: "Notify me about new bookings" }).waitFor();
    await expect.poll(() => page.getByRole("switch", { name: "Notify me about new bookings" }).isChecked()).toBe(false);
    const stored = await fetch(new URL("/api/settings", appUrl()), { headers: { "x-auth-token": user.token } });
    expect(await stored.json()).toEqual({ email_notifications: false, is_two_factor_enabled: false });
  });

  it("saves the account's language as soon as it is picked, speaks it at once, and shows it after a reload", async () => {
    const user = await createUser(appUrl(), "language");
    const page = await openSettings(user.token);
    const select = (title: string, label: string) => section(page, title).getByRole("combobox", { name: label });
    await expect.poll(() => select("Language", "Your language").inputValue()).toBe("en");
    const saved = page.waitForResponse((r) => r.url().endsWith("/api/settings/language") && r.request().method() === "PUT");
    await select("Language", "Your language").selectOption({ label: "Deutsch" });
    expect((await saved).status()).toBe(200);
    await section(page, "Sprache").getByRole("status").getByText("Sprache gespeichert.").waitFor();
    await page.reload();
    await expect.poll(() => select("Sprache", "Deine Sprache").inputValue()).toBe("de");
  });

  it("reverts the toggle with 'Failed to update settings.' when saving fails", async () => {
    const user = await createUser(appUrl(), "revert");
    const page = await openSettings(user.token, "dark", { width: 390, height: 844 });
    await page.route("**/api/settings", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" }) : route.continue(),
    );
    const toggle = page.getByRole("switch", { name: "Notify me about new bookings" });
    await toggle.waitFor();
    await toggle.click();
    await section(page, "Notifications").getByRole("alert").getByText("Failed to update settings.", { exact: true }).waitFor();
    await expect.poll(() => toggle.isChecked()).toBe(true);
    await screenshot(page, "settings-mobile-dark");
  });

  it("shows 'Failed to fetch settings.' when the settings cannot be loaded, and keeps the other sections", async () => {
    const user = await createUser(appUrl(), "fetchfail");
    const page = await browser.newPage({ token: user.token });
    await page.route("**/api/settings", (route) => route.fulfill({ status: 503, contentType: "text/plain", body: "unavailable" }));
    await page.goto("/settings");
    await page.getByRole("alert").getByText("Failed to fetch settings.", { exact: true }).waitFor();
    await section(page, "Change Password").waitFor();
    await expect.poll(() => page.getByRole("switch", { name: "Notify me about new bookings" }).count()).toBe(0);
  });

  it("the Video calls and Language cards show that they are loading, then their fields; Video calls its field when the saved server cannot be read", async () => {
    const user = await createUser(appUrl(), "video");
    const page = await browser.newPage({ token: user.token });
    let answer: (() => void) | undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    for (const path of ["**/api/settings/meetings", "**/api/settings/language"]) {
      await page.route(path, async (route) => {
        await answered;
        await route.continue();
      });
    }
    await page.goto("/settings");
    const card = section(page, "Video calls");
    const language = section(page, "Language");
    await card.getByRole("status").getByText("Loading your video call server…").waitFor();
    await language.getByRole("status").getByText("Loading your language…").waitFor();
    answer!();
    await card.getByLabel("Jitsi server").waitFor();
    await language.getByLabel("Your language").waitFor();
    expect(await card.getByRole("status").count()).toBe(0);
    expect(await language.getByRole("status").count()).toBe(0);

    const failing = await browser.newPage({ token: user.token });
    await failing.route("**/api/settings/meetings", (route) => route.fulfill({ status: 500, contentType: "application/json", body: "{}" }));
    await failing.goto("/settings");
    const failedCard = section(failing, "Video calls");
    await failedCard.getByText("Failed to fetch settings.").waitFor();
    expect(await failedCard.getByLabel("Jitsi server").isVisible()).toBe(true);
  });
});

describe("change password", () => {
  it("checks the confirmation in the page, shows the server's error, then changes it and keeps the session", async () => {
    const user = await createUser(appUrl(), "passwd");
    const page = await openSettings(user.token);
    const form = section(page, "Change Password");
    const sent = requestsTo(page, "/api/settings/password");
    const newPassword = "a brand new passphrase";

    await form.getByLabel("Current Password").fill(user.password);
    await form.getByLabel("New Password", { exact: true }).fill(newPassword);
    await form.getByLabel("Confirm New Password").fill(`${newPassword}!`);
    await form.getByRole("button", { name: "Update Password" }).click();
    await form.getByRole("alert").getByText("New passwords do not match.", { exact: true }).waitFor();
    expect(sent).toHaveLength(0);

    await form.getByLabel("Current Password").fill("not my password");
    await form.getByLabel("Confirm New Password").fill(newPassword);
    await form.getByRole("button", { name: "Update Password" }).click();
    await form.getByRole("alert").getByText("Current password is incorrect.", { exact: true }).waitFor();
    expect(sent).toHaveLength(1);

    await form.getByLabel("Current Password").fill(user.password);
    await form.getByRole("button", { name: "Update Password" }).click();
    await form.getByRole("status").getByText("Password changed successfully.", { exact: true }).waitFor();
    expect(sent).toHaveLength(2);
    expect(Object.keys(sent[1]?.postDataJSON() as object).sort()).toEqual(["confirmPassword", "currentPassword", "newPassword"]);
    await expect.poll(() => form.getByLabel("Current Password").inputValue()).toBe("");
    await screenshot(page, "settings-password-changed-light");

    const freshToken = await storedToken(page);
    expect(freshToken).not.toBe(user.token);
    expect(await statusOf("/api/settings", user.token)).toBe(401);
    expect(await statusOf("/api/settings", freshToken ?? "")).toBe(200);

    await page.reload();
    await section(page, "Change Password").waitFor();
    await page.getByRole("banner").getByText(user.username).waitFor();
    expect(new URL(page.url()).pathname).toBe("/settings");

    expect(await loginStatus(user)).toBe(401);
    expect(await loginStatus({ email: user.email, password: newPassword })).toBe(200);
  });
});

describe("import calendar", () => {
  const ICS = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Hangout e2e//EN",
    "BEGIN:VEVENT",
    "UID:settings-import-1@hangout.test",
    "DTSTAMP:20260101T000000Z",
    "DTSTART:20260310T140000Z",
    "DTEND:20260310T150000Z",
    "SUMMARY:Imported stand-up",
    "END:VEVENT",
    "BEGIN:VEVENT",
    "UID:settings-import-2@hangout.test",
    "DTSTAMP:20260101T000000Z",
    "DTSTART:20260311T090000Z",
    "DTEND:20260311T093000Z",
    "SUMMARY:Imported review",
    "END:VEVENT",
    "END:VCALENDAR",
    "",
  ].join("\r\n");

  it("refuses a missing or non-calendar file in the page, then imports an .ics file and shows the server's message", async () => {
    const user = await createUser(appUrl(), "importer");
    const page = await openSettings(user.token);
    const area = section(page, "Import Calendar");
    const sent = requestsTo(page, "/api/events/import-ics");

    await area.getByRole("button", { name: "Import" }).click();
    await area.getByRole("alert").getByText("No file selected.", { exact: true }).waitFor();

    await area.getByLabel("Calendar file (.ics)").setInputFiles({ name: "notes.txt", mimeType: "text/plain", buffer: Buffer.from("hello") });
    await area.getByRole("button", { name: "Import" }).click();
    await area.getByRole("alert").getByText("Please select a valid .ics file.", { exact: true }).waitFor();
    expect(sent).toHaveLength(0);

    await area.getByLabel("Calendar file (.ics)").setInputFiles({ name: "team.ics", mimeType: "text/calendar", buffer: Buffer.from(ICS) });
    const answered = page.waitForResponse((r) => r.url().endsWith("/api/events/import-ics"));
    await area.getByRole("button", { name: "Import" }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    expect(sent[0]?.headers()["content-type"]).toMatch(/^multipart\/form-data/);
    const { message } = (await response.json()) as { message: string };
    expect(message).toBe("Imported 2 events.");
    await area.getByRole("status").getByText(message, { exact: true }).waitFor();
    await expect.poll(() => area.getByRole("alert").count()).toBe(0);
    await screenshot(page, "settings-import-light");
    const shownFor = await millisUntilGone(page, message);
    expect(shownFor).toBeGreaterThan(2_000);
    expect(shownFor).toBeLessThan(4_500);
  });
});

describe("delete account", () => {
  it("shows the server's refusal to an administrator and keeps the account", async () => {
    const admin = await logIn(appUrl(), adminAccount());
    const page = await openSettings(admin.token, "dark");
    await section(page, "Delete Account").getByRole("button", { name: "Delete Account" }).click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await dialog.getByRole("alert").getByText("Administrators cannot delete their own account.", { exact: true }).waitFor();
    await screenshot(page, "settings-delete-admin-dark");
    await dialog.getByRole("button", { name: "Cancel" }).click();
    expect(new URL(page.url()).pathname).toBe("/settings");
    expect(await statusOf("/api/settings", admin.token)).toBe(200);
  });

  it("deletes a user's account after the confirmation and signs out; the account no longer logs in", async () => {
    const user = await createUser(appUrl(), "leaver");
    const page = await openSettings(user.token);
    const open = section(page, "Delete Account").getByRole("button", { name: "Delete Account" });
    await open.click();
    const dialog = page.getByRole("dialog", { name: "Delete Account" });
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    expect(await statusOf("/api/settings", user.token)).toBe(200);

    await open.click();
    await dialog.getByText("Are you sure you want to permanently delete your account?", { exact: false }).waitFor();
    await screenshot(page, "settings-delete-confirm-light");
    await dialog.getByRole("button", { name: "Delete My Account" }).click();
    await page.waitForURL("**/login");
    await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    expect(await storedToken(page)).toBeNull();
    expect(await statusOf("/api/settings", user.token)).toBe(401);
    expect(await loginStatus(user)).toBe(401);
  });
});
