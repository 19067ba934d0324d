import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser, logIn } from "./accounts";
import { adminAccount, appUrl, screenshot, useBrowser } from "./browser";

const browser = useBrowser();

async function adminToken(): Promise<string> {
  return (await logIn(appUrl(), adminAccount())).token;
}

async function listUsers(token: string): Promise<{ id: number; username: string }[]> {
  const response = await fetch(new URL("/api/admin/users", appUrl()), { headers: { "x-auth-token": token } });
  expect(response.status).toBe(200);
  return (await response.json()) as { id: number; username: string }[];
}

const totalUsers = (page: Page) => page.getByText(/^Total users: \d+$/);
const userRow = (page: Page, username: string) => page.getByRole("row").filter({ hasText: username });

describe("admin dashboard", () => {
  it("shows the admin the Admin link and every user, with icons and no delete button for admins", async () => {
    const token = await adminToken();
    const other = await createUser(appUrl(), "listed");
    const page = await browser.newPage({ token });
    await page.goto("/");
    await page.getByRole("link", { name: "Admin" }).click();
    await page.waitForURL("**/admin");
    await page.getByRole("heading", { name: "User Management" }).waitFor();
    await userRow(page, other.username).waitFor();

    // The total is of the list the page loaded (files running beside this one may have registered since).
    const listed = (await page.getByRole("row").count()) - 1;
    await expect.poll(() => totalUsers(page).textContent()).toBe(`Total users: ${listed}`);
    await expect.poll(() => page.getByRole("columnheader").allTextContents()).toEqual(["User", "Email", "Joined", "Actions"]);

    const adminRow = userRow(page, adminAccount().email);
    await adminRow.getByRole("img", { name: "Administrator" }).waitFor();
    await expect.poll(() => adminRow.getByRole("button").count()).toBe(0);
    const otherRow = userRow(page, other.username);
    await expect.poll(() => otherRow.getByRole("img", { name: "Administrator" }).count()).toBe(0);
    await otherRow.getByRole("button", { name: `Delete ${other.username}` }).waitFor();
    await screenshot(page, "admin-light");
  });

  it("lets the admin delete a non-admin after confirming", async () => {
    const token = await adminToken();
    const victim = await createUser(appUrl(), "victim");
    const page = await browser.newPage({ token, colorScheme: "dark" });
    await page.goto("/admin");
    const row = userRow(page, victim.username);
    await row.waitFor();
    const before = (await page.getByRole("row").count()) - 1;

    await row.getByRole("button", { name: `Delete ${victim.username}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete User" });
    await dialog.waitFor();
    await screenshot(page, "admin-delete-dark");
    // Cancelling keeps the user.
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => row.count()).toBe(1);

    await row.getByRole("button", { name: `Delete ${victim.username}` }).click();
    await dialog.getByRole("button", { name: "Delete" }).click();
    await row.waitFor({ state: "detached" });
    await expect.poll(() => totalUsers(page).textContent()).toBe(`Total users: ${before - 1}`);
    expect((await listUsers(token)).map((u) => u.username)).not.toContain(victim.username);
  });

  it("closes the confirmation with Escape", async () => {
    const token = await adminToken();
    const user = await createUser(appUrl(), "escape");
    const page = await browser.newPage({ token });
    await page.goto("/admin");
    await userRow(page, user.username).getByRole("button", { name: `Delete ${user.username}` }).click();
    const dialog = page.getByRole("dialog", { name: "Delete User" });
    await dialog.waitFor();
    await page.keyboard.press("Escape");
    await dialog.waitFor({ state: "hidden" });
    await expect.poll(() => userRow(page, user.username).count()).toBe(1);
  });
});

describe("non-admins", () => {
  it("see no Admin link and are sent from /admin to /", async () => {
    const user = await createUser(appUrl(), "plain");
    expect(user.user.is_admin).toBe(false);
    const page = await browser.newPage({ token: user.token });
    await page.goto("/");
    await page.getByRole("link", { name: "Settings" }).waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Admin" }).count()).toBe(0);

    await page.goto("/admin");
    await page.getByRole("banner").getByText(user.username).waitFor();
    expect(new URL(page.url()).pathname).toBe("/");
    await expect.poll(() => page.getByRole("heading", { name: "User Management" }).count()).toBe(0);
  });
});

describe("small screens", () => {
  it("collapse the header into a menu without the Admin link", async () => {
    const page = await browser.newPage({ token: await adminToken(), viewport: { width: 390, height: 800 } });
    await page.goto("/");
    const menuButton = page.getByRole("button", { name: "Menu" });
    await menuButton.waitFor();
    await expect.poll(() => page.getByRole("link", { name: "Calendar" }).count()).toBe(0);

    await menuButton.click();
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("true");
    for (const name of ["Calendar", "Availability", "Booking Setup", "Settings"]) {
      await page.getByRole("link", { name }).waitFor();
    }
    await expect.poll(() => page.getByRole("link", { name: "Admin" }).count()).toBe(0);
    await screenshot(page, "mobile-menu-light");

    await page.getByRole("link", { name: "Settings" }).click();
    await page.waitForURL("**/settings");
    // Following a link closes the menu.
    await page.getByRole("link", { name: "Calendar" }).waitFor({ state: "detached" });
    await expect.poll(() => menuButton.getAttribute("aria-expanded")).toBe("false");
  });
});
