import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser, logIn } from "./accounts";
import { adminAccount, appUrl, useBrowser } from "./browser";
import { SCRIPTED_SLOT, seedHost } from "./booking-host";

/*
 * When a failed response carries no `error`, the screens fall back to these texts. Each test
 * makes the server answer a bare 500 for one call (as a crashed proxy would) and looks for the text —
 * on screen, or in the console where the failure is only logged.
 */
const browser = useBrowser();

const failBare = (page: Page, pattern: string, method?: string) =>
  page.route(pattern, (route) => (method && route.request().method() !== method ? route.fallback() : route.fulfill({ status: 500, body: "" })));

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

describe("fallback messages", () => {
  it("login and register: 'Something went wrong'", async () => {
    const page = await browser.newPage();
    await failBare(page, "**/api/auth/login");
    await page.goto("/login");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password").fill("whatever password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByText("Something went wrong", { exact: true }).waitFor();

    await failBare(page, "**/api/auth/register");
    await page.goto("/register");
    await page.getByLabel("Username").fill("fallbackuser");
    await page.getByLabel("Email").fill("fallback@example.com");
    await page.getByLabel("Password", { exact: true }).fill("long enough password");
    await page.getByLabel("Confirm Password").fill("long enough password");
    await page.getByRole("button", { name: "Create Account" }).click();
    await page.getByText("Something went wrong", { exact: true }).waitFor();
  });

  it("two-factor step: 'Verification failed'", async () => {
    const page = await browser.newPage();
    await page.route("**/api/auth/login", (route) => route.fulfill({ json: { tfaRequired: true, tfaToken: "t" } }));
    await failBare(page, "**/api/auth/2fa/verify");
    await page.goto("/login");
    await page.getByLabel("Email").fill("someone@example.com");
    await page.getByLabel("Password").fill("whatever password");
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.getByLabel("Authentication code").fill("123456");
    await page.getByRole("button", { name: "Verify" }).click();
    await page.getByText("Verification failed", { exact: true }).waitFor();
  });

  it("admin: 'Failed to fetch users.'", async () => {
    const admin = await logIn(appUrl(), adminAccount());
    const page = await browser.newPage({ token: admin.token });
    await failBare(page, "**/api/admin/users");
    await page.goto("/admin");
    await page.getByText("Failed to fetch users.", { exact: true }).waitFor();
  });

  it("settings: 'Failed to change password.' and 'Failed to delete account.'", async () => {
    const user = await createUser(appUrl(), "fallback");
    const page = await browser.newPage({ token: user.token });
    await failBare(page, "**/api/settings/password");
    await failBare(page, "**/api/settings/account");
    await page.goto("/settings");
    await page.getByLabel("Current Password").fill(user.password);
    await page.getByLabel("New Password", { exact: true }).fill("another long password");
    await page.getByLabel("Confirm New Password").fill("another long password");
    await page.getByRole("button", { name: "Update Password" }).click();
    await page.getByText("Failed to change password.", { exact: true }).waitFor();

    await page.getByRole("button", { name: "Delete Account" }).click();
    await page.getByRole("dialog", { name: "Delete Account" }).getByRole("button", { name: "Delete My Account" }).click();
    await page.getByText("Failed to delete account.", { exact: true }).waitFor();
  });

  it("calendar: 'Network response was not ok' is logged when the events cannot be fetched", async () => {
    const user = await createUser(appUrl(), "fallback");
    const page = await browser.newPage({ token: user.token });
    const errors = consoleErrors(page);
    await failBare(page, "**/api/events/manual?**");
    await page.goto("/");
    await expect.poll(() => errors.some((text) => text.includes("Network response was not ok"))).toBe(true);
  });

  it("booking page: month and day failures are logged, and the list stays empty", async () => {
    const host = await seedHost({ eventTypes: [{ durations: [30, 60] }] });
    const page = await browser.newPage();
    const errors = consoleErrors(page);
    await page.goto(`/book/${host.slugs[0]}`);
    // The script's own buttons: a click before it takes over posts the server's form, and nothing is logged.
    await page.locator(SCRIPTED_SLOT).first().waitFor();

    // The first month arrives inlined; another duration and another month come from the API.
    const isMonth = (url: URL) => url.pathname.endsWith("/month");
    const failDays = (route: Route) => route.fulfill({ status: 500, body: "" });
    await page.route((url) => url.pathname.startsWith("/api/public/availability/") && !isMonth(url), failDays);
    await page.getByRole("group", { name: "Duration" }).getByRole("button", { name: "1h" }).click();
    await expect.poll(() => errors.some((text) => text.includes("Could not load slots for this day."))).toBe(true);
    await expect.poll(() => page.getByRole("list", { name: "Available times" }).getByRole("button").count()).toBe(0);

    await page.route((url) => url.pathname.startsWith("/api/public/availability/") && isMonth(url), failDays);
    await page.getByRole("button", { name: "Next month" }).click();
    await expect.poll(() => errors.some((text) => text.includes("Could not load monthly availability."))).toBe(true);
  });

  it("cancel page: 'An unexpected error occurred.' when the booking cannot be read", async () => {
    const page = await browser.newPage();
    // The server could not read the booking either: the page arrives as the bare public shell, without
    // data, and the script's own read fails.
    await page.route("**/cancel/some-token", async (route) => route.fulfill({ response: await route.fetch({ url: new URL("/public", appUrl()).href }) }));
    await failBare(page, "**/api/public/bookings/**");
    await page.goto("/cancel/some-token");
    await page.getByText("An unexpected error occurred.", { exact: true }).waitFor();
  });
});
