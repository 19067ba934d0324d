import { Secret, TOTP } from "otpauth";
import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "./accounts";
import { appUrl, useBrowser } from "./browser";

const browser = useBrowser();
const PERIOD_MS = 30_000;

const codeAt = (secret: string, timestamp: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({ timestamp });

async function authed<T>(method: string, path: string, token: string, json?: unknown): Promise<T> {
  const response = await fetch(new URL(path, appUrl()), {
    method,
    headers: { "x-auth-token": token, "content-type": "application/json" },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!response.ok) throw new Error(`${method} ${path} failed (${response.status}): ${await response.text()}`);
  return (await response.json()) as T;
}

/** Codes are accepted once per 30-second step: stay clear of a step boundary while using two. */
async function awayFromStepBoundary(): Promise<void> {
  const intoStep = Date.now() % PERIOD_MS;
  if (intoStep > PERIOD_MS - 3_000) await new Promise((resolve) => setTimeout(resolve, PERIOD_MS - intoStep + 200));
}

/**
 * A user with two-factor on, enabled with the previous step's code (accepted for clock drift), so
 * the current step's code is still unused for the login under test.
 */
async function userWithTwoFactor(prefix: string) {
  const user = await createUser(appUrl(), prefix);
  const setup = await authed<{ secret: string; recoveryCodes: string[] }>("POST", "/api/settings/2fa/generate", user.token);
  await awayFromStepBoundary();
  await authed("POST", "/api/settings/2fa/verify", user.token, { otp: codeAt(setup.secret, Date.now() - PERIOD_MS) });
  return { ...user, ...setup };
}

async function submitPassword(page: Page, email: string, password: string): Promise<void> {
  await page.goto("/login");
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign In" }).click();
}

it("asks for the authentication code after the password and signs in with it", async () => {
  const user = await userWithTwoFactor("tfacode");
  const page = await browser.newPage();
  await submitPassword(page, user.email, user.password);
  await page.getByRole("heading", { name: "Two-Factor Authentication" }).waitFor();
  expect(await page.evaluate(() => localStorage.getItem("token"))).toBeNull();

  await page.getByLabel("Authentication code").fill(codeAt(user.secret, Date.now()));
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(`${appUrl()}/`);
  await page.getByRole("banner").getByText(user.username).waitFor();
});

it("shows the server's error for a wrong code, and signs in with a recovery code instead", async () => {
  const user = await userWithTwoFactor("tfarecover");
  const page = await browser.newPage();
  await submitPassword(page, user.email, user.password);
  await page.getByRole("heading", { name: "Two-Factor Authentication" }).waitFor();

  const wrongCode = codeAt(user.secret, Date.now()) === "000000" ? "111111" : "000000";
  await page.getByLabel("Authentication code").fill(wrongCode);
  const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/auth/2fa/verify"));
  await page.getByRole("button", { name: "Verify" }).click();
  const { error } = (await (await responsePromise).json()) as { error: string };
  await page.getByRole("alert").getByText(error).waitFor();

  await page.getByRole("button", { name: "Use a recovery code" }).click();
  await page.getByRole("heading", { name: "Enter Recovery Code" }).waitFor();
  await page.getByRole("button", { name: "Use an authentication code" }).waitFor();
  await page.getByLabel("Recovery code").fill(user.recoveryCodes[0] ?? "");
  await page.getByRole("button", { name: "Verify" }).click();
  await page.waitForURL(`${appUrl()}/`);
  await page.getByRole("banner").getByText(user.username).waitFor();

  const settings = await authed<{ is_two_factor_enabled: boolean }>("GET", "/api/settings", user.token);
  expect(settings.is_two_factor_enabled).toBe(false);
});
