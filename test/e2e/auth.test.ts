import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newAccount } from "../scenarios/accounts";
import { createUser } from "./accounts";
import { appUrl, screenshot, useBrowser } from "./browser";

const browser = useBrowser();
const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem("token"));

describe("registration and login", () => {
  it("registers, shows the server's message, lands on /login after about 2 s, then logs in and greets the user", async () => {
    const page = await browser.newPage();
    const account = newAccount("reg");
    await page.goto("/register");
    await page.getByRole("heading", { name: "Create an Account" }).waitFor();
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill(account.password);
    await screenshot(page, "register-light");

    const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/auth/register"));
    await page.getByRole("button", { name: "Create Account" }).click();
    const response = await responsePromise;
    const answeredAt = Date.now();
    const sent = response.request().postDataJSON() as Record<string, unknown>;
    // confirmPassword stays in the browser; the browser's language starts the account (docs/LANGUAGES.md, The host's language).
    expect(Object.keys(sent).sort()).toEqual(["email", "locale", "password", "username"]);
    expect(sent.locale).toBe("en");
    expect(response.status()).toBe(201);
    const { message } = (await response.json()) as { message: string };
    await page.getByRole("status").getByText(message).waitFor();
    expect(new URL(page.url()).pathname).toBe("/register");

    await page.waitForURL("**/login");
    const waited = Date.now() - answeredAt;
    expect(waited).toBeGreaterThanOrEqual(1_800);
    expect(waited).toBeLessThan(5_000);

    await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password").fill(account.password);
    await page.getByRole("button", { name: "Sign In" }).click();
    await page.waitForURL(`${appUrl()}/`);
    await page.getByRole("banner").getByText(account.username).waitFor();
    await expect.poll(() => page.getByRole("banner").textContent()).toContain(`Welcome, ${account.username}`);
    expect(await storedToken(page)).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
  });

  it("shows 'Passwords do not match.' and sends nothing when the passwords differ", async () => {
    const page = await browser.newPage();
    const registerCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/auth/register")) registerCalls.push(request.url());
    });
    const account = newAccount("mismatch");
    await page.goto("/register");
    await page.getByLabel("Username").fill(account.username);
    await page.getByLabel("Email").fill(account.email);
    await page.getByLabel("Password", { exact: true }).fill(account.password);
    await page.getByLabel("Confirm Password").fill(`${account.password}!`);
    await page.getByRole("button", { name: "Create Account" }).click();

    await page.getByRole("alert").getByText("Passwords do not match.").waitFor();
    await page.waitForTimeout(300);
    expect(registerCalls).toEqual([]);
  });

  it("shows the server's error when the password is wrong and stays signed out", async () => {
    const user = await createUser(appUrl(), "wrongpw");
    const page = await browser.newPage();
    await page.goto("/login");
    await page.getByLabel("Email").fill(user.email);
    await page.getByLabel("Password").fill("not the password");
    const responsePromise = page.waitForResponse((r) => r.url().endsWith("/api/auth/login"));
    await page.getByRole("button", { name: "Sign In" }).click();
    const response = await responsePromise;
    const { error } = (await response.json()) as { error: string };
    await page.getByRole("alert").getByText(error).waitFor();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(await storedToken(page)).toBeNull();
  });
});

describe("session", () => {
  it("logout clears localStorage.token and returns to /login", async () => {
    const user = await createUser(appUrl(), "logout");
    const page = await browser.newPage({ token: user.token });
    await page.goto("/");
    await page.getByRole("banner").getByText(user.username).waitFor();
    expect(await storedToken(page)).toBe(user.token);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL("**/login");
    expect(await storedToken(page)).toBeNull();
    await page.goto("/settings");
    await page.waitForURL("**/login");
  });

  it("sends signed-out visitors of every protected route to /login", async () => {
    const page = await browser.newPage();
    for (const path of ["/", "/availability", "/event-types", "/settings", "/admin"]) {
      await page.goto(path);
      await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
      expect(new URL(page.url()).pathname, path).toBe("/login");
    }
  });

  it("logs out when the stored token cannot be decoded", async () => {
    const page = await browser.newPage({ token: "not-a-jwt" });
    await page.goto("/");
    await page.waitForURL("**/login");
    expect(await storedToken(page)).toBeNull();
  });

  it("keeps a signed-in user away from /login", async () => {
    const user = await createUser(appUrl(), "signedin");
    const page = await browser.newPage({ token: user.token });
    await page.goto("/login");
    await page.getByRole("banner").getByText(user.username).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
  });
});
