import type { Page } from "playwright-core";
import { expect, it } from "vitest";
import { createUser } from "./accounts";
import { appUrl, screenshot, useBrowser } from "./browser";

const browser = useBrowser();
const isDark = (page: Page) => page.evaluate(() => document.documentElement.classList.contains("dark"));
const storedTheme = (page: Page) => page.evaluate(() => localStorage.getItem("theme"));

it("switches to dark, keeps it across a reload, and back to light", async () => {
  const user = await createUser(appUrl(), "theme");
  const page = await browser.newPage({ token: user.token, colorScheme: "light" });
  await page.goto("/");
  await page.getByRole("banner").getByText(user.username).waitFor();
  expect(await isDark(page)).toBe(false);
  await screenshot(page, "calendar-light");

  await page.getByRole("radio", { name: "Dark theme" }).click();
  expect(await isDark(page)).toBe(true);
  expect(await storedTheme(page)).toBe("dark");

  await page.reload();
  await page.getByRole("banner").getByText(user.username).waitFor();
  expect(await isDark(page)).toBe(true);
  await expect.poll(() => page.getByRole("radio", { name: "Dark theme" }).getAttribute("aria-checked")).toBe("true");
  await screenshot(page, "calendar-dark");

  await page.getByRole("radio", { name: "Light theme" }).click();
  await page.reload();
  await page.getByRole("banner").getByText(user.username).waitFor();
  expect(await isDark(page)).toBe(false);
  expect(await storedTheme(page)).toBe("light");
});

it("follows the operating system while the preference is system (the default)", async () => {
  const user = await createUser(appUrl(), "system");
  const page = await browser.newPage({ token: user.token, colorScheme: "dark" });
  await page.goto("/");
  await page.getByRole("banner").getByText(user.username).waitFor();
  expect(await storedTheme(page)).toBeNull();
  expect(await isDark(page)).toBe(true);
  await expect.poll(() => page.getByRole("radio", { name: "System theme" }).getAttribute("aria-checked")).toBe("true");

  await page.emulateMedia({ colorScheme: "light" });
  await page.waitForFunction(() => !document.documentElement.classList.contains("dark"));

  // An explicit choice stops following the OS.
  await page.getByRole("radio", { name: "Light theme" }).click();
  await page.emulateMedia({ colorScheme: "dark" });
  await page.waitForTimeout(200);
  expect(await isDark(page)).toBe(false);
});

it("applies the theme to the public pages too", async () => {
  const page = await browser.newPage({ colorScheme: "dark" });
  await page.goto("/login");
  await page.getByRole("heading", { name: "Welcome Back" }).waitFor();
  expect(await isDark(page)).toBe(true);
  await screenshot(page, "login-dark");
});
