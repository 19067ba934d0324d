import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { createUser } from "./accounts";
import { appUrl, screenshot, useBrowser } from "./browser";
import { mailTo } from "./dev-mailbox";

/* Teams (issue 27) in the host app: a team made, a member invited and joining, roles, leaving. */

const browser = useBrowser();

/** The join link of the newest invitation mailed to `address`, as a path. */
async function mailedJoinPath(address: string): Promise<string> {
  let link: string | undefined;
  await expect.poll(async () => (link = (await mailTo(address)).map((mail) => /\S+\/teams\/join\/\S+/.exec(mail.text)?.[0]).find(Boolean))).toBeTruthy();
  return new URL(link ?? "").pathname;
}

async function createTeamInUi(page: Page, name: string): Promise<string> {
  await page.goto("/");
  await page.getByRole("navigation").getByRole("link", { name: "Teams" }).first().click();
  await page.getByRole("heading", { name: "Teams", level: 1 }).waitFor();
  await page.getByLabel("Team name").fill(name);
  const slug = await page.getByLabel("Team address").inputValue();
  await page.getByRole("button", { name: "Create team" }).click();
  await page.getByRole("heading", { name, level: 1 }).waitFor();
  return slug;
}

describe("teams", () => {
  it("an owner creates a team and invites a member, who logs in from the mail's link, accepts and sees the team", async () => {
    const owner = await createUser(appUrl(), "owner");
    const member = await createUser(appUrl(), "member");
    const name = `Sales ${Date.now().toString(36)}`;

    const ownerPage = await browser.newPage({ token: owner.token });
    const slug = await createTeamInUi(ownerPage, name);
    expect(slug).toBe(name.toLowerCase().replace(" ", "-"));
    await ownerPage.getByText("Your role: Owner").waitFor();
    await expect.poll(() => ownerPage.getByLabel("Team page").inputValue()).toBe(`${new URL(appUrl()).origin}/team/${slug}`);

    await ownerPage.getByLabel("Email").fill(member.email);
    await ownerPage.getByLabel("Role", { exact: true }).selectOption("admin");
    await ownerPage.getByRole("button", { name: "Send invitation" }).click();
    await ownerPage.getByText(`Invitation sent to ${member.email}.`).waitFor();
    await ownerPage.getByRole("list", { name: "Pending invitations" }).getByText(member.email).waitFor();
    await screenshot(ownerPage, "team-owner");

    // Signed out, the link offers to log in, and the login comes back to it.
    const joinPath = await mailedJoinPath(member.email);
    const memberPage = await browser.newPage();
    await memberPage.goto(joinPath);
    await memberPage.getByRole("link", { name: "Log in to accept" }).click();
    await memberPage.getByLabel("Email").fill(member.email);
    await memberPage.getByLabel("Password").fill(member.password);
    await memberPage.getByRole("button", { name: "Sign In" }).click();
    await memberPage.getByRole("heading", { name: `Join ${name}` }).waitFor();
    await memberPage.getByText(`You are invited to join ${name} as admin.`).waitFor();
    await memberPage.getByRole("button", { name: "Accept invitation" }).click();
    await memberPage.getByRole("heading", { name, level: 1 }).waitFor();
    await memberPage.getByText("Your role: Admin").waitFor();

    // A used link says so in the API's words.
    await memberPage.goto(joinPath);
    await memberPage.getByText("This invitation is no longer valid.").waitFor();

    await ownerPage.reload();
    await ownerPage.getByRole("cell", { name: member.username, exact: true }).waitFor();
    await ownerPage.getByLabel(`Role of ${member.username}`).selectOption("member");
    await ownerPage.getByText(`${member.username} is now member.`).waitFor();

    await memberPage.goto("/teams");
    await memberPage.getByRole("list", { name: "Your teams" }).getByText("Member").waitFor();
  });

  it("shows the invitation's refusal for another account, and lets a member leave", async () => {
    const owner = await createUser(appUrl(), "owner");
    const invited = await createUser(appUrl(), "invited");
    const stranger = await createUser(appUrl(), "stranger");
    const name = `Panel ${Date.now().toString(36)}`;
    const ownerPage = await browser.newPage({ token: owner.token });
    await createTeamInUi(ownerPage, name);
    await ownerPage.getByLabel("Email").fill(invited.email);
    await ownerPage.getByRole("button", { name: "Send invitation" }).click();
    const joinPath = await mailedJoinPath(invited.email);

    const strangerPage = await browser.newPage({ token: stranger.token });
    await strangerPage.goto(joinPath);
    await strangerPage.getByRole("button", { name: "Accept invitation" }).click();
    await strangerPage.getByText("This invitation was sent to another email address.").waitFor();

    const invitedPage = await browser.newPage({ token: invited.token });
    await invitedPage.goto(joinPath);
    await invitedPage.getByRole("button", { name: "Accept invitation" }).click();
    await invitedPage.getByText("Your role: Member").waitFor();
    await invitedPage.getByRole("button", { name: "Leave team" }).click();
    const dialog = invitedPage.getByRole("dialog", { name: "Leave team" });
    await dialog.getByLabel("Cancel their upcoming bookings").check();
    await dialog.getByRole("button", { name: "Leave team" }).click();
    await invitedPage.getByRole("heading", { name: "Teams", level: 1 }).waitFor();
    await invitedPage.getByText("You are not in a team yet.").waitFor();
  });
});
