import { crc32, deflateSync } from "node:zlib";
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { EventTypeView } from "../../worker/event-types/view";
import { createUser } from "./accounts";
import { appUrl, screenshot, useBrowser } from "./browser";
import { createSchedule as createScheduleAt } from "../scenarios/hosts";
import { apiCall, app } from "./api";

const browser = useBrowser();

type EventType = EventTypeView;

const call = <T>(token: string, method: string, path: string, json?: unknown) => apiCall<T>(method, path, token, json);

const createSchedule = (token: string, name: string) => createScheduleAt(app(), token, { name, timezone: "UTC" });

/** A real PNG of solid colour (a few pixels), so the server's magic-byte check sees a true image. */
function png(red: number, green: number, blue: number, width = 6, height = 3): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, checksum]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => [red, green, blue]).flat())]);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(pixels)),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const card = (page: Page, title: string) => page.getByRole("listitem", { name: title, exact: true });
const chipTexts = (dialog: Locator) => dialog.locator(".chip-label").allTextContents();
const fetchImage = (url: string) => fetch(new URL(url, appUrl()));

async function openBookingSetup(page: Page): Promise<void> {
  await page.goto("/event-types");
  await page.getByRole("heading", { name: "Booking Setup" }).waitFor();
}

describe("booking types", () => {
  it("creates, edits and deletes a booking type with an uploaded header image", async () => {
    const user = await createUser(appUrl(), "types");
    const schedule = await createSchedule(user.token, "Office hours");
    const page = await browser.newPage({ token: user.token });
    await openBookingSetup(page);
    const profileLink = page.getByRole("link", { name: `${new URL(appUrl()).origin}/u/${user.username}` });
    await expect.poll(() => profileLink.getAttribute("href")).toBe(`/u/${user.username}`);

    await page.getByRole("button", { name: "New Booking Type" }).click();
    const form = page.getByRole("dialog", { name: "New Booking Type" });
    await form.waitFor();
    await expect.poll(() => form.getByLabel("Location*").inputValue()).toBe("VRChat");
    await expect.poll(() => form.getByRole("switch", { name: "Public Booking" }).isChecked()).toBe(true);
    await expect.poll(() => chipTexts(form)).toEqual(["30 min", "60 min · default"]);
    await expect.poll(() => form.getByLabel("Buffer time (minutes)").inputValue()).toBe("0");
    await expect.poll(() => form.getByLabel("Availability Schedule*").inputValue()).toBe(String(schedule.id));
    await form.getByText("PNG, JPG, WEBP, GIF up to 40MB").waitFor();

    const header = png(37, 99, 235);
    await form.locator("input[type=file]").setInputFiles({ name: "header.png", mimeType: "image/png", buffer: header });
    const preview = form.getByRole("img", { name: "Header image preview" });
    await preview.waitFor();
    const imageUrl = await preview.getAttribute("src");
    expect(imageUrl).toMatch(/^\/api\/images\//);

    await form.getByLabel("Title*").fill("Intro Call");
    await form.getByLabel("Description").fill("A first chat to get to know each other.");
    const durationInput = form.getByLabel("Durations (minutes)*");
    await durationInput.fill("4x5");
    await expect.poll(() => durationInput.inputValue()).toBe("45");
    await durationInput.press("Enter");
    await durationInput.fill("15,");
    await expect.poll(() => durationInput.inputValue()).toBe("");
    await durationInput.fill("30");
    await durationInput.press("Enter");
    await expect.poll(() => chipTexts(form)).toEqual(["15 min", "30 min", "45 min", "60 min · default"]);
    await durationInput.fill("0");
    await durationInput.press("Enter");
    await form.getByText("Enter a whole number of minutes from 1 to 1440.").waitFor();
    await durationInput.fill("");
    await form.getByRole("button", { name: "15 min", exact: true }).click();
    await expect.poll(() => form.getByRole("button", { name: "15 min · default" }).getAttribute("aria-pressed")).toBe("true");
    await expect.poll(() => form.getByRole("button", { name: "60 min", exact: true }).getAttribute("aria-pressed")).toBe("false");
    // Removing the default chip makes the first remaining one the default.
    await form.getByRole("button", { name: "Remove 15 min" }).click();
    await expect.poll(() => chipTexts(form)).toEqual(["30 min · default", "45 min", "60 min"]);
    await form.getByLabel("Buffer time (minutes)").fill("10");
    await screenshot(page, "event-type-form-light");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.waitFor({ state: "hidden" });

    const created = card(page, "Intro Call");
    await created.getByText("Public", { exact: true }).waitFor();
    await expect.poll(() => created.getByRole("list", { name: "Durations" }).getByRole("listitem").allTextContents()).toEqual([
      "30 min",
      "45 min",
      "60 min",
    ]);
    await created.getByText("VRChat").waitFor();
    const [saved] = await call<EventType[]>(user.token, "GET", "/api/event-types");
    expect(saved).toMatchObject({
      title: "Intro Call",
      location: "VRChat",
      description: "A first chat to get to know each other.",
      durations: [30, 45, 60],
      default_duration: 30,
      buffer_time: 10,
      is_public: true,
      schedule_id: schedule.id,
      image_url: imageUrl,
      locale: null,
    });
    await expect.poll(() => created.getByRole("link", { name: "View booking page" }).getAttribute("href")).toBe(`/book/${saved!.slug}`);
    await expect.poll(() => created.locator("img").getAttribute("src")).toBe(imageUrl);
    const served = await fetchImage(imageUrl!);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(header)).toBe(true);
    await screenshot(page, "event-types-light");

    // Edit: new title, private, another image; the slug (and so every shared link) stays.
    await created.getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Booking Type" });
    await expect.poll(() => edit.getByLabel("Title*").inputValue()).toBe("Intro Call");
    await expect.poll(() => chipTexts(edit)).toEqual(["30 min · default", "45 min", "60 min"]);
    await edit.getByLabel("Title*").fill("Team intro");
    // The page's language: the booker's own until the host picks one.
    const language = edit.getByLabel("Booking page language");
    await expect.poll(() => language.inputValue()).toBe("");
    await language.selectOption({ label: "Français" });
    await edit.getByRole("switch", { name: "Public Booking" }).uncheck();
    await edit.locator("input[type=file]").setInputFiles({ name: "other.png", mimeType: "image/png", buffer: png(220, 38, 38) });
    await edit.getByRole("img", { name: "Header image preview" }).and(edit.locator(`img:not([src="${imageUrl}"])`)).waitFor();
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.waitFor({ state: "hidden" });
    const edited = card(page, "Team intro");
    await edited.getByText("Private", { exact: true }).waitFor();
    const [updated] = await call<EventType[]>(user.token, "GET", "/api/event-types");
    expect(updated).toMatchObject({ title: "Team intro", is_public: false, slug: saved!.slug, locale: "fr" });
    expect(updated!.image_url).not.toBe(imageUrl);
    expect((await fetchImage(imageUrl!)).status).toBe(404);

    // Delete, after the confirmation (Cancel keeps it).
    await edited.getByRole("button", { name: "Delete" }).click();
    const confirm = page.getByRole("dialog", { name: "Delete Event Type" });
    await confirm
      .getByText('Are you sure you want to delete "Team intro"? All associated booking links will stop working.')
      .waitFor();
    await confirm.getByRole("button", { name: "Cancel" }).click();
    await confirm.waitFor({ state: "hidden" });
    await expect.poll(() => edited.count()).toBe(1);
    await edited.getByRole("button", { name: "Delete" }).click();
    await confirm.getByRole("button", { name: "Delete" }).click();
    await edited.waitFor({ state: "detached" });
    expect(await call<EventType[]>(user.token, "GET", "/api/event-types")).toEqual([]);
    expect((await fetchImage(updated!.image_url!)).status).toBe(404);
  });

  it("requires Title, Location, Durations and a schedule, and a schedule to exist at all", async () => {
    const user = await createUser(appUrl(), "validate");
    const page = await browser.newPage({ token: user.token, colorScheme: "dark" });
    await openBookingSetup(page);
    await page.getByRole("button", { name: "New Booking Type" }).click();
    const form = page.getByRole("dialog", { name: "New Booking Type" });
    await form.getByLabel("Location*").fill("  ");
    await form.getByRole("button", { name: "Remove 30 min" }).click();
    await form.getByRole("button", { name: "Remove 60 min" }).click();
    await form.getByLabel("Buffer time (minutes)").fill("-5");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByText("You must create an availability schedule first.").waitFor();
    for (const message of [
      "Title is required.",
      "Location is required.",
      "Add at least one duration.",
      "Buffer time must be a whole number of minutes, 0 or more.",
      "Select an availability schedule.",
    ]) {
      await form.getByText(message).waitFor();
    }
    await screenshot(page, "event-type-form-errors-dark");
    // A chip added after the last one was removed becomes the default.
    await form.getByLabel("Durations (minutes)*").fill("20");
    await form.getByLabel("Durations (minutes)*").press("Enter");
    await expect.poll(() => chipTexts(form)).toEqual(["20 min · default"]);
    await form.getByRole("button", { name: "Cancel" }).click();
    await form.waitFor({ state: "hidden" });
    expect(await call<EventType[]>(user.token, "GET", "/api/event-types")).toEqual([]);
    await page.getByText("No booking types yet.", { exact: false }).waitFor();
  });

  it("lists booking types in the dark theme, and opens booking pages with a full page load", async () => {
    const user = await createUser(appUrl(), "links");
    const schedule = await createSchedule(user.token, "Evenings");
    const created = await call<EventType>(user.token, "POST", "/api/event-types", {
      title: "Game night",
      location: "VRChat",
      schedule_id: schedule.id,
      durations: [60, 90],
      default_duration: 90,
      is_public: false,
    });
    await call(user.token, "POST", "/api/event-types", { title: "Quick sync", location: "Discord", schedule_id: schedule.id, durations: [15] });
    const page = await browser.newPage({ token: user.token, colorScheme: "dark" });
    await openBookingSetup(page);
    await card(page, "Game night").getByText("Private", { exact: true }).waitFor();
    await card(page, "Quick sync").getByText("Public", { exact: true }).waitFor();
    await screenshot(page, "event-types-dark");

    await page.evaluate(() => Object.assign(window, { stillTheSameDocument: true }));
    await card(page, "Game night").getByRole("link", { name: "View booking page" }).click();
    await page.waitForURL(`**/book/${created.slug}`);
    await page.waitForLoadState("load");
    expect(await page.evaluate(() => "stillTheSameDocument" in window)).toBe(false);
  });

  it("shows on each card where to meet, its seats and whether the host confirms each booking", async () => {
    const user = await createUser(appUrl(), "facts");
    const schedule = await createSchedule(user.token, "Weekdays");
    const base = { schedule_id: schedule.id, durations: [30] };
    await call(user.token, "POST", "/api/event-types", { ...base, title: "Workshop", location_kind: "in_person", location: "Main Street 1", seats: 5 });
    await call(user.token, "POST", "/api/event-types", { ...base, title: "Interview", location_kind: "host_phone", location: "+49 30 1234567", requires_confirmation: true });
    await call(user.token, "POST", "/api/event-types", { ...base, title: "Video chat", location_kind: "jitsi", location: "Video call" });
    await call(user.token, "POST", "/api/event-types", { ...base, title: "Chat", location: "Discord" });
    const page = await browser.newPage({ token: user.token });
    await openBookingSetup(page);
    const facts = (title: string) => card(page, title).getByRole("list", { name: "Details" }).getByRole("listitem").allTextContents();
    await card(page, "Workshop").waitFor();
    expect(await facts("Workshop")).toEqual(["In person: Main Street 1", "Seats: 5 per time"]);
    expect(await facts("Interview")).toEqual(["Phone call (your number): +49 30 1234567", "Requires your confirmation"]);
    expect(await facts("Video chat")).toEqual(["Jitsi video room"]);
    expect(await facts("Chat")).toEqual(["Discord"]);
  });

  it("says when nobody can book a type in the next 30 days and links to Availability, where one click fills the week", async () => {
    const user = await createUser(appUrl(), "unbookable");
    const empty = await createSchedule(user.token, "New hours");
    const open = await createSchedule(user.token, "Open hours");
    await call(user.token, "PUT", `/api/availability/rules/${open.id}`, { rules: [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day_of_week: day, start_time: "00:00", end_time: "23:59" })) });
    const base = { location: "Online", durations: [30], is_public: true };
    const stuck = await call<EventType>(user.token, "POST", "/api/event-types", { ...base, title: "First call", schedule_id: empty.id });
    const bookable = await call<EventType>(user.token, "POST", "/api/event-types", { ...base, title: "Open call", schedule_id: open.id });
    const page = await browser.newPage({ token: user.token });
    const daysOf = (slug: string) =>
      page.waitForResponse(async (answer) => answer.url().includes(`/api/public/availability/${slug}/month`) && ((await answer.json()) as { availableDays: number[] }).availableDays.length > 0);
    const bookableAnswered = daysOf(bookable.slug);
    await openBookingSetup(page);
    const note = (title: string) => card(page, title).getByText("Nobody can book this in the next 30 days", { exact: false });
    await note("First call").waitFor();
    expect(await note("First call").textContent()).toBe("Nobody can book this in the next 30 days: its schedule has no free time then. Add your hours in Availability.");
    await bookableAnswered;
    expect(await note("Open call").count()).toBe(0);

    // Editing the type says it too, beside its schedule.
    await card(page, "First call").getByRole("button", { name: "Edit" }).click();
    await page.getByRole("dialog").getByText("Nobody can book this in the next 30 days", { exact: false }).waitFor();
    await page.getByRole("dialog").getByRole("button", { name: "Cancel" }).click();

    await card(page, "First call").getByRole("link", { name: "Availability" }).click();
    await page.getByRole("heading", { name: "Set your availability" }).waitFor();
    await page.getByRole("listitem", { name: "New hours", exact: true }).click();
    await page.getByRole("button", { name: "Fill Monday–Friday, 09:00–17:00" }).click();
    await page.getByRole("status").getByText("Saved").waitFor();

    const stuckAnswered = daysOf(stuck.slug);
    await openBookingSetup(page);
    await stuckAnswered;
    expect(await note("First call").count()).toBe(0);
  });
});

it("fits a phone screen without sideways scrolling", async () => {
  const user = await createUser(appUrl(), "phonetypes");
  const schedule = await createSchedule(user.token, "Any");
  await call(user.token, "POST", "/api/event-types", { title: "Coffee chat", location: "VRChat", schedule_id: schedule.id, durations: [15, 30] });
  const page = await browser.newPage({ token: user.token, viewport: { width: 390, height: 800 } });
  await openBookingSetup(page);
  await card(page, "Coffee chat").waitFor();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await screenshot(page, "event-types-phone-light");
});

describe("failures", () => {
  it("'Failed to create event type.' and 'Failed to update event type.' when the server gives no message", async () => {
    const user = await createUser(appUrl(), "savefail");
    const schedule = await createSchedule(user.token, "Any");
    await call(user.token, "POST", "/api/event-types", { title: "Existing", location: "VRChat", schedule_id: schedule.id, durations: [30] });
    const page = await browser.newPage({ token: user.token });
    await page.route("**/api/event-types", (route) =>
      route.request().method() === "POST" ? route.fulfill({ status: 500, body: "" }) : route.continue(),
    );
    await page.route("**/api/event-types/*", (route) =>
      route.request().method() === "PUT" ? route.fulfill({ status: 503, body: "<html>down</html>" }) : route.continue(),
    );
    await openBookingSetup(page);

    await page.getByRole("button", { name: "New Booking Type" }).click();
    const form = page.getByRole("dialog", { name: "New Booking Type" });
    await form.getByLabel("Title*").fill("Will fail");
    await form.getByRole("button", { name: "Save Changes" }).click();
    await form.getByRole("alert").getByText("Failed to create event type.").waitFor();
    await form.getByRole("button", { name: "Cancel" }).click();

    await card(page, "Existing").getByRole("button", { name: "Edit" }).click();
    const edit = page.getByRole("dialog", { name: "Edit Booking Type" });
    await edit.getByLabel("Title*").fill("Renamed");
    await edit.getByRole("button", { name: "Save Changes" }).click();
    await edit.getByRole("alert").getByText("Failed to update event type.").waitFor();
    expect((await call<EventType[]>(user.token, "GET", "/api/event-types")).map((e) => e.title)).toEqual(["Existing"]);
  });

  it("shows the server's upload errors, or 'Upload failed'", async () => {
    const user = await createUser(appUrl(), "upload");
    await createSchedule(user.token, "Any");
    const page = await browser.newPage({ token: user.token });
    await openBookingSetup(page);
    await page.getByRole("button", { name: "New Booking Type" }).click();
    const form = page.getByRole("dialog", { name: "New Booking Type" });
    const file = form.locator("input[type=file]");

    await file.setInputFiles({ name: "page.png", mimeType: "image/png", buffer: Buffer.from("<html><script>alert(1)</script></html>") });
    await form.getByText("Only PNG, JPEG, WEBP and GIF images can be uploaded.").waitFor();
    await expect.poll(() => form.getByRole("img", { name: "Header image preview" }).count()).toBe(0);

    await page.route("**/api/upload/image", (route) => route.fulfill({ status: 500, body: "" }));
    await file.setInputFiles({ name: "fine.png", mimeType: "image/png", buffer: png(0, 128, 0) });
    await form.getByText("Upload failed", { exact: true }).waitFor();
  });

  it("logs event type fetch and delete failures without a banner", async () => {
    const user = await createUser(appUrl(), "logged");
    const schedule = await createSchedule(user.token, "Any");
    await call(user.token, "POST", "/api/event-types", { title: "Sticky", location: "VRChat", schedule_id: schedule.id, durations: [30] });
    const page = await browser.newPage({ token: user.token });
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });

    await page.route("**/api/event-types", (route) => route.fulfill({ status: 500, body: "" }), { times: 1 });
    await openBookingSetup(page);
    await page.getByText("No booking types yet.", { exact: false }).waitFor();
    expect(errors.some((text) => text.includes("Failed to fetch event types."))).toBe(true);

    await page.reload();
    await page.route("**/api/event-types/*", (route) => route.fulfill({ status: 500, body: "" }));
    await card(page, "Sticky").getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete Event Type" }).getByRole("button", { name: "Delete" }).click();
    await page.getByRole("dialog", { name: "Delete Event Type" }).waitFor({ state: "hidden" });
    expect(errors.some((text) => text.includes("Failed to delete event type."))).toBe(true);
    await expect.poll(() => card(page, "Sticky").count()).toBe(1);
    await expect.poll(() => page.getByRole("alert").count()).toBe(0);
  });
});
