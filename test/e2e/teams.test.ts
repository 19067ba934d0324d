import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { apiCall, app } from "./api";
import { openAnotherFreeDay, slotButtons } from "./booking-host";
import { createHost } from "../scenarios/hosts";
import { createUser } from "./accounts";
import { appUrl, screenshot, useBrowser } from "./browser";
import { mailTo } from "./dev-mailbox";

/* Teams in the host app: a team made, a member invited and joining, roles, leaving. */

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

/** An owner's team with a second member who accepted the mailed invitation, made through the API. */
async function teamOfTwo(prefix: string) {
  return joinedTeam(prefix, await createUser(appUrl(), "owner"), await createUser(appUrl(), "member"));
}

/** The owner's new team, which the member joins by accepting the mailed invitation, through the API. */
async function joinedTeam<U extends { token: string; email: string }>(prefix: string, owner: U, member: U) {
  const name = `${prefix} ${Date.now().toString(36)}`;
  const slug = name.toLowerCase().replace(" ", "-");
  const { team } = await apiCall<{ team: { id: number } }>("POST", "/api/teams", owner.token, { name, slug });
  await apiCall("POST", `/api/teams/${team.id}/invitations`, owner.token, { email: member.email, role: "member" });
  const token = (await mailedJoinPath(member.email)).split("/").pop() ?? "";
  await apiCall("POST", `/api/teams/invitations/${token}/accept`, member.token);
  return { owner, member, team: { id: team.id, name, slug } };
}

interface TypeView {
  title: string;
  assignment: string;
  use_weights: boolean;
  equal_distribution_limit: number | null;
  schedule_id: number | null;
  hosts: { username: string; priority: string; weight: number }[];
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

  it("an owner renames the team, moves its address, and deletes it", async () => {
    const owner = await createUser(appUrl(), "owner");
    const name = `Desk ${Date.now().toString(36)}`;
    const page = await browser.newPage({ token: owner.token });
    await createTeamInUi(page, name);
    const settings = page.getByRole("form", { name: "Team settings" });
    await settings.getByLabel("Team name").fill(`${name} EU`);
    await settings.getByLabel("Team address").fill(`${name.toLowerCase().replace(" ", "-")}-eu`);
    await settings.getByRole("button", { name: "Save team" }).click();
    await page.getByText("Team saved.").waitFor();
    await page.getByRole("heading", { name: `${name} EU`, level: 1 }).waitFor();
    await expect.poll(() => page.getByLabel("Team page").inputValue()).toMatch(/-eu$/);

    await page.getByRole("button", { name: "Delete team" }).click();
    await page.getByRole("dialog", { name: `Delete ${name} EU` }).getByRole("button", { name: "Delete team" }).click();
    await page.getByRole("heading", { name: "Teams", level: 1 }).waitFor();
    await page.getByText("You are not in a team yet.").waitFor();
  });

  it("an owner sets the team's video call server, withdraws an invitation, and cannot take another team's old address", async () => {
    const owner = await createUser(appUrl(), "owner");
    const name = `Studio ${Date.now().toString(36)}`;
    const page = await browser.newPage({ token: owner.token });
    await createTeamInUi(page, name);

    const video = page.getByRole("form", { name: "Team video calls" });
    await video.getByLabel("Team Jitsi server").fill("http://meet.example.org");
    await video.getByRole("button", { name: "Save server" }).click();
    await video.getByText("The Jitsi server must be an https:// address.").waitFor();
    await video.getByLabel("Team Jitsi server").fill("https://meet.example.org/");
    await video.getByRole("button", { name: "Save server" }).click();
    await page.getByText("Video call server saved.").waitFor();
    await expect.poll(() => page.getByLabel("Team Jitsi server").inputValue()).toBe("https://meet.example.org");

    const invitee = `withdrawn-${Date.now().toString(36)}@example.com`;
    await page.getByLabel("Email").fill(invitee);
    await page.getByRole("button", { name: "Send invitation" }).click();
    const pending = page.getByRole("list", { name: "Pending invitations" });
    await pending.getByText(invitee).waitFor();
    await pending.getByRole("button", { name: `Withdraw the invitation to ${invitee}` }).click();
    await page.getByText(`The invitation to ${invitee} was withdrawn.`).waitFor();
    await page.getByText("No pending invitations.").waitFor();

    // Another team moves away from its address: this team cannot take it.
    const other = await createUser(appUrl(), "other");
    const oldSlug = `old-${Date.now().toString(36)}`;
    const { team } = await apiCall<{ team: { id: number } }>("POST", "/api/teams", other.token, { name: "Other", slug: oldSlug });
    await apiCall("PATCH", `/api/teams/${team.id}`, other.token, { slug: `${oldSlug}-new` });
    const settings = page.getByRole("form", { name: "Team settings" });
    await settings.getByLabel("Team address").fill(oldSlug);
    await settings.getByRole("button", { name: "Save team" }).click();
    await settings.getByText("That team address belonged to another team and cannot be used again.").waitFor();
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

  it("an owner makes a round-robin and a collective type in Booking Setup's team view; a member sees them without changing them", async () => {
    const { owner, member, team } = await teamOfTwo("Support");
    const page = await browser.newPage({ token: owner.token });
    await page.goto("/event-types");
    await page.getByLabel("Booking types of").selectOption({ label: `${team.name} (Owner)` });
    await page.getByText(`${new URL(appUrl()).origin}/team/${team.slug}`).waitFor();

    await page.getByRole("button", { name: "New Booking Type" }).click();
    let form = page.getByRole("dialog", { name: "New Booking Type" });
    await form.getByLabel("Title*").fill("Support call");
    expect(await form.getByLabel("Availability Schedule*").count()).toBe(0);
    await form.getByLabel(owner.username, { exact: true }).uncheck();
    await form.getByLabel(member.username, { exact: true }).uncheck();
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByText("A team booking type needs at least one host.").waitFor();
    await form.getByLabel(owner.username, { exact: true }).check();
    await form.getByLabel(member.username, { exact: true }).check();
    await form.getByLabel(`Priority of ${owner.username}`).selectOption("high");
    await form.getByLabel("Use weights", { exact: false }).check();
    await form.getByLabel(`Weight of ${member.username}`).fill("2");
    await form.getByLabel("Equal distribution").fill("3");
    await screenshot(page, "team-type-form");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByText(`Round-robin among ${owner.username} and ${member.username}`).waitFor();

    await page.getByRole("button", { name: "New Booking Type" }).click();
    form = page.getByRole("dialog", { name: "New Booking Type" });
    await form.getByLabel("Title*").fill("Panel interview");
    await form.getByLabel("Collective").check();
    expect(await form.getByLabel(`Priority of ${owner.username}`).count()).toBe(0);
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.waitFor({ state: "detached" });
    await page.getByText(`Collective with ${owner.username} and ${member.username}`).waitFor();

    const types = await apiCall<TypeView[]>("GET", `/api/event-types?team_id=${team.id}`, owner.token);
    const roundRobin = types.find((type) => type.title === "Support call");
    expect(roundRobin).toMatchObject({ assignment: "round-robin", use_weights: true, equal_distribution_limit: 3, schedule_id: null });
    expect(roundRobin?.hosts.map(({ username, priority, weight }) => ({ username, priority, weight }))).toEqual([
      { username: owner.username, priority: "high", weight: 1 },
      { username: member.username, priority: "medium", weight: 2 },
    ]);
    expect(types.find((type) => type.title === "Panel interview")).toMatchObject({ assignment: "collective", equal_distribution_limit: null });
    expect(await apiCall<TypeView[]>("GET", "/api/event-types", owner.token)).toEqual([]);

    const memberPage = await browser.newPage({ token: member.token });
    await memberPage.goto(`/event-types?team=${team.id}`);
    await memberPage.getByRole("listitem", { name: "Panel interview" }).waitFor();
    expect(await memberPage.getByRole("button", { name: "Edit" }).count()).toBe(0);
    expect(await memberPage.getByRole("button", { name: "New Booking Type" }).count()).toBe(0);
  });
});

/** Two hosts free every day 09:00–17:00 UTC in one team, owner first (the lower user id). */
async function teamOfTwoHosts() {
  const owner = await createHost(app(), { prefix: "owner", eventTypes: [] });
  const member = await createHost(app(), { prefix: "member", eventTypes: [] });
  return joinedTeam("Crew", owner, member);
}

/** A visitor opens the team's page, picks the type, books its first free time and reads whom they meet. */
async function bookFromTeamPage(page: Page, teamSlug: string, title: string, email: string): Promise<string> {
  await page.goto(`/team/${teamSlug}`);
  await page.getByRole("link", { name: new RegExp(title) }).click();
  // A whole free day: today's first time may start before the booking is sent.
  await openAnotherFreeDay(page);
  await slotButtons(page).first().click();
  await page.getByLabel("Name *").fill("Vera Visitor");
  await page.getByLabel("Email").fill(email);
  await page.getByRole("button", { name: "Confirm Booking" }).click();
  await page.getByRole("heading", { name: "Booking Confirmed!" }).waitFor();
  return (await page.getByText(/^You are scheduled with /).textContent()) ?? "";
}

describe("a team type nobody can book", () => {
  it("says so on its card and in its form, with the way to Availability", async () => {
    const { owner, member, team } = await teamOfTwo("Idle");
    const hosts = [{ user_id: owner.id }, { user_id: member.id }];
    await apiCall("POST", "/api/event-types", owner.token, { title: "Idle chat", location: "Online", durations: [30], is_public: true, team_id: team.id, assignment: "round-robin", hosts });
    const page = await browser.newPage({ token: owner.token });
    await page.goto(`/event-types?team=${team.id}`);
    const card = page.getByRole("listitem", { name: "Idle chat", exact: true });
    const text = "Nobody can book this in the next 30 days: its hosts have no free time then. Each host adds their hours in Availability.";
    await card.getByText(text).waitFor();
    expect(await card.getByRole("link", { name: "Availability" }).getAttribute("href")).toBe("/availability");
    await card.getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog", { name: "Edit Booking Type" }).getByText(text).waitFor();
  });
});

describe("team bookings", () => {
  it("a visitor books a round-robin and a collective type from /team/{slug}; each host's mailbox and Bookings list show theirs", async () => {
    const { owner, member, team } = await teamOfTwoHosts();
    const hosts = [{ user_id: owner.id }, { user_id: member.id }];
    const common = { location: "Online", durations: [30], default_duration: 30, is_public: true, team_id: team.id, hosts };
    await apiCall("POST", "/api/event-types", owner.token, { ...common, title: "Quick chat", assignment: "round-robin" });
    await apiCall("POST", "/api/event-types", owner.token, { ...common, title: "Panel talk", assignment: "collective" });

    const page = await browser.newPage();
    await page.goto(`/team/${team.slug}`);
    await page.getByRole("link", { name: /Quick chat/ }).click();
    await page.getByText(`with one of ${owner.username}, ${member.username}`).waitFor();
    const visitor = `vera-${Date.now().toString(36)}@example.com`;
    const roundRobinLine = await bookFromTeamPage(page, team.slug, "Quick chat", visitor);
    const assigned = [owner, member].find((host) => roundRobinLine === `You are scheduled with ${host.username}.`);
    expect(assigned, roundRobinLine).toBeDefined();
    const other = assigned === owner ? member : owner;
    await screenshot(page, "team-round-robin-booked");

    await page.goto(`/team/${team.slug}`);
    await page.getByRole("link", { name: /Panel talk/ }).click();
    await page.getByText(`with ${owner.username} and ${member.username}`).waitFor();
    expect(await bookFromTeamPage(page, team.slug, "Panel talk", visitor)).toBe(`You are scheduled with ${owner.username} and ${member.username}.`);

    const subjects = async (address: string) => (await mailTo(address)).map((mail) => mail.subject);
    await expect.poll(async () => (await subjects(assigned!.email)).filter((subject) => /Quick chat|Panel talk/.test(subject)).length).toBe(2);
    await expect.poll(async () => (await subjects(other.email)).some((subject) => subject.includes("Panel talk"))).toBe(true);
    expect((await subjects(other.email)).some((subject) => subject.includes("Quick chat"))).toBe(false);

    // The assigned host sees both bookings; the other host only the collective one.
    const bookingsOf = async (token: string) => {
      const hostPage = await browser.newPage({ token });
      await hostPage.goto("/bookings");
      await hostPage.getByRole("columnheader", { name: "Hosts" }).waitFor();
      await hostPage.getByRole("cell", { name: "Panel talk" }).waitFor();
      return hostPage;
    };
    const assignedPage = await bookingsOf(assigned!.token);
    await assignedPage.getByRole("cell", { name: `${owner.username}, ${member.username} ${team.name}` }).waitFor();
    await assignedPage.getByRole("cell", { name: `${assigned!.username} ${team.name}`, exact: true }).waitFor();
    await screenshot(assignedPage, "team-bookings");
    const otherPage = await bookingsOf(other.token);
    if (other !== owner) expect(await otherPage.getByRole("cell", { name: "Quick chat" }).count()).toBe(0);
  });
});
