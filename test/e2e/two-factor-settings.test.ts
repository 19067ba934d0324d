import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { PERIOD_MS, totpCode } from "../worker/two-factor-totp";
import { createUser } from "./accounts";
import { downloadedText, appUrl, screenshot as saveScreenshot, useBrowser } from "./browser";

/*
 * Two-factor through the Settings screen, end to end: the test reads the secret off the page and
 * computes codes with its own RFC 6238 implementation (test/worker/two-factor-totp.ts, not the
 * server's library). The server accepts each 30-second step once and one step either side of now,
 * so setup uses the previous step's code, a login the current one, disabling the next one.
 */
const browser = useBrowser();

/** A full-page screenshot from the top, so the sticky header sits where it belongs. */
async function screenshot(page: Page, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

const twoFactor = (page: Page) => page.getByRole("region", { name: "Two-Factor Authentication" });

/** Keeps a code typed now from expiring (or being from a stale step) before the server checks it. */
async function awayFromStepBoundary(): Promise<void> {
  const intoStep = Date.now() % PERIOD_MS;
  if (intoStep > PERIOD_MS - 4_000) await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - intoStep + 200));
}

async function openSettings(page: Page): Promise<void> {
  await page.goto("/settings");
  await twoFactor(page).getByRole("button", { name: /^(Enable|Disable)$/ }).waitFor();
}

async function recoveryCodesOnPage(page: Page): Promise<string[]> {
  const items = twoFactor(page).getByRole("list", { name: "Recovery codes" }).getByRole("listitem");
  await items.first().waitFor();
  return (await items.allTextContents()).map((code) => code.trim());
}

/** Walks the setup on the page and returns what it showed: the secret and the recovery codes. */
async function enableThroughSettings(page: Page): Promise<{ secret: string; recoveryCodes: string[] }> {
  const area = twoFactor(page);
  await area.getByRole("button", { name: "Enable" }).click();
  const secret = await area.getByLabel("Can't scan it? Enter this secret key instead").inputValue();
  await area.getByRole("button", { name: "Next" }).click();
  const recoveryCodes = await recoveryCodesOnPage(page);
  await area.getByRole("button", { name: "Next" }).click();
  await awayFromStepBoundary();
  await area.getByLabel("Authentication code").fill(totpCode(secret, Date.now() - PERIOD_MS));
  await area.getByRole("button", { name: "Verify" }).click();
  await area.getByRole("button", { name: "Disable" }).waitFor();
  return { secret, recoveryCodes };
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole("banner").getByRole("button", { name: "Logout" }).click();
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
}

async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.getByRole("heading", { name: "Two-Factor Authentication" }).waitFor();
}

it("walks the setup with Back and Cancel, enables it with a code computed from the page's secret, signs in with a code and disables it", async () => {
  const user = await createUser(appUrl(), "tfasetup");
  const page = await browser.newPage({ token: user.token });
  await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
  await openSettings(page);
  const area = twoFactor(page);
  await area.getByText("Two-factor authentication is disabled for your account.").waitFor();

  // idle -> generated: the QR code (an SVG data: URL) and the secret as text.
  await area.getByRole("button", { name: "Enable" }).click();
  const qr = area.getByRole("img", { name: "QR code for your authenticator app" });
  await qr.waitFor();
  await expect.poll(() => qr.getAttribute("src")).toMatch(/^data:image\/svg\+xml/);
  const firstSecret = await area.getByLabel("Can't scan it? Enter this secret key instead").inputValue();
  expect(firstSecret).toMatch(/^[A-Z2-7]{16,}$/);
  await expect.poll(() => area.getByRole("button", { name: "Back" }).count()).toBe(0);
  await screenshot(page, "settings-two-factor-qr-light");

  // generated -> recovery -> back to generated -> Cancel: idle again.
  await area.getByRole("button", { name: "Next" }).click();
  expect(await recoveryCodesOnPage(page)).toHaveLength(10);
  await area.getByRole("button", { name: "Back" }).click();
  await qr.waitFor();
  await area.getByRole("button", { name: "Cancel" }).click();
  await area.getByRole("button", { name: "Enable" }).waitFor();
  await expect.poll(() => qr.count()).toBe(0);

  // A fresh setup: recovery codes with Copy ('copied' for 2 s) and Download (a text file).
  await area.getByRole("button", { name: "Enable" }).click();
  const secret = await area.getByLabel("Can't scan it? Enter this secret key instead").inputValue();
  expect(secret).not.toBe(firstSecret);
  await area.getByRole("button", { name: "Next" }).click();
  const recoveryCodes = await recoveryCodesOnPage(page);
  expect(recoveryCodes).toHaveLength(10);
  for (const code of recoveryCodes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}$/);

  await area.getByRole("button", { name: "Copy" }).click();
  const copied = area.getByRole("button", { name: "Copied!" });
  await copied.waitFor();
  const copiedAt = Date.now();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(recoveryCodes.join("\n"));
  await screenshot(page, "settings-two-factor-recovery-light");
  await area.getByRole("button", { name: "Copy" }).waitFor({ timeout: 5_000 });
  const copiedFor = Date.now() - copiedAt;
  expect(copiedFor).toBeGreaterThan(1_200);
  expect(copiedFor).toBeLessThan(3_500);

  const downloadStarted = page.waitForEvent("download");
  await area.getByRole("button", { name: "Download" }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toMatch(/\.txt$/);
  const file = await downloadedText(download);
  for (const code of recoveryCodes) expect(file).toContain(code);

  // recovery -> verify -> back -> verify; a code that is not 6 digits never reaches the server.
  await area.getByRole("button", { name: "Next" }).click();
  await area.getByRole("button", { name: "Back" }).click();
  await area.getByRole("list", { name: "Recovery codes" }).waitFor();
  await area.getByRole("button", { name: "Next" }).click();
  const verifyCalls: string[] = [];
  page.on("request", (request) => {
    if (request.url().endsWith("/api/settings/2fa/verify")) verifyCalls.push(request.url());
  });
  await area.getByLabel("Authentication code").fill("123");
  await area.getByRole("button", { name: "Verify" }).click();
  await area.getByRole("alert").getByText("Authentication code must be 6 digits.", { exact: true }).waitFor();
  expect(verifyCalls).toHaveLength(0);

  await awayFromStepBoundary();
  await area.getByLabel("Authentication code").fill(totpCode(secret, Date.now() - PERIOD_MS));
  await area.getByRole("button", { name: "Verify" }).click();
  await area.getByRole("status").getByText("Two-factor authentication enabled.", { exact: true }).waitFor();
  await area.getByText("Two-factor authentication is enabled for your account.").waitFor();
  await screenshot(page, "settings-two-factor-enabled-light");

  // Log out; the password alone no longer signs in: the code computed from the secret does.
  await logOut(page);
  await submitPassword(page, user.email, user.password);
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();
  await awayFromStepBoundary();
  await page.getByLabel("Authentication code").fill(totpCode(secret, Date.now()));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(`${appUrl()}/`);
  await page.getByRole("banner").getByText(user.username).waitFor();

  // Disable: Cancel keeps it on; a wrong password shows the server's error; the right one turns it off.
  await openSettings(page);
  await area.getByText("Two-factor authentication is enabled for your account.").waitFor();
  await area.getByRole("button", { name: "Disable" }).click();
  await area.getByRole("button", { name: "Cancel" }).click();
  await area.getByRole("button", { name: "Disable" }).click();
  await area.getByLabel("Current password").fill("not the password");
  await area.getByLabel("Authentication code").fill(totpCode(secret, Date.now() + PERIOD_MS));
  await area.getByRole("button", { name: "Disable Two-Factor" }).click();
  await area.getByRole("alert").getByText("Current password is incorrect.", { exact: true }).waitFor();
  await area.getByLabel("Current password").fill(user.password);
  await awayFromStepBoundary();
  await area.getByLabel("Authentication code").fill(totpCode(secret, Date.now() + PERIOD_MS));
  await area.getByRole("button", { name: "Disable Two-Factor" }).click();
  await area.getByRole("status").getByText("Two-factor authentication disabled.", { exact: true }).waitFor();
  await area.getByRole("button", { name: "Enable" }).waitFor();
  await area.getByText("Two-factor authentication is disabled for your account.").waitFor();

  // Off means off: the password alone signs in again.
  await logOut(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${appUrl()}/`);
});

it("signs in with a recovery code saved during setup, after which settings show two-factor disabled", async () => {
  const user = await createUser(appUrl(), "tfarecov");
  const page = await browser.newPage({ token: user.token, colorScheme: "dark" });
  await openSettings(page);
  await twoFactor(page).getByRole("button", { name: "Enable" }).click();
  await twoFactor(page).getByRole("img", { name: "QR code for your authenticator app" }).waitFor();
  await screenshot(page, "settings-two-factor-qr-dark");
  await twoFactor(page).getByRole("button", { name: "Cancel" }).click();
  const { recoveryCodes } = await enableThroughSettings(page);
  await screenshot(page, "settings-two-factor-enabled-dark");

  await logOut(page);
  await submitPassword(page, user.email, user.password);
  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByRole("heading", { name: "Enter Recovery Code" }).waitFor();
  await page.getByLabel("Recovery code").fill(recoveryCodes[3] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(`${appUrl()}/`);

  await openSettings(page);
  await twoFactor(page).getByText("Two-factor authentication is disabled for your account.").waitFor();
  await twoFactor(page).getByRole("button", { name: "Enable" }).waitFor();
  await screenshot(page, "settings-two-factor-disabled-dark");

  // With two-factor off, the password alone signs in.
  await logOut(page);
  await page.getByLabel("Email").fill(user.email);
  await page.getByLabel("Password").fill(user.password);
  await page.getByRole("button", { name: "Sign In" }).click();
  await page.waitForURL(`${appUrl()}/`);
});
