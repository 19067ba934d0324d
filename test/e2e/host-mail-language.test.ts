import { describe, expect, it } from "vitest";
import { dateAhead } from "../scenarios/bookings";
import { apiCall } from "./api";
import { apiSlots, seedHost, slotButton } from "./booking-host";
import { useBrowser } from "./browser";
import { mailTo } from "./dev-mailbox";

/*
 * Each side's mail in its own language (docs/LANGUAGES.md, "The host's mail"): a host who set Deutsch
 * in Settings → Language gets the new booking in German, while the booker, whose browser speaks
 * Japanese, books on a Japanese page and gets a Japanese confirmation. The app runs as `npm start`
 * runs it; the mail goes booking → outbox → queue → the dev mailbox.
 */

const browser = useBrowser();

const JAPANESE_SCRIPT = /[\u3040-\u30ff\u4e00-\u9fff]/;

describe("the host's language and the booker's", () => {
  it("a German host's notification is German, the Japanese booker's confirmation Japanese", async () => {
    const host = await seedHost({ timezone: "UTC", eventTypes: [{ durations: [30], title: "Intro call" }] });
    await apiCall("PUT", "/api/settings/language", host.token, { locale: "de" });
    const day = dateAhead(7);
    const [slot] = await apiSlots(host.slugs[0]!, day, 30, "UTC");
    expect(slot).toBeDefined();
    const start = Date.parse(slot!);
    const email = `hanako-${crypto.randomUUID().slice(0, 8)}@example.com`;

    const page = await browser.newPage({ timezoneId: "UTC", locale: "ja" });
    await page.goto(`/book/${host.slugs[0]}?tz=UTC&date=${day}&name=${encodeURIComponent("山田 花子")}&email=${email}`);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("ja");
    const time = new Intl.DateTimeFormat("ja", { hour: "2-digit", minute: "2-digit", hourCycle: "h23", timeZone: "UTC" }).format(start);
    // The script's own button (slotButton): a click before it takes over posts the server's form, not the API's booking call.
    await slotButton(page, time).click();
    await page.locator("input[autocomplete='email']").waitFor();
    const [response] = await Promise.all([
      page.waitForResponse((answer) => answer.url().endsWith("/api/public/bookings") && answer.request().method() === "POST"),
      page.locator("form.form button.primary[type='submit']").click(),
    ]);
    expect(response.status()).toBe(201);

    await expect.poll(async () => (await mailTo(host.email)).map((mail) => mail.subject)).toContainEqual(expect.stringMatching(/^Neue Buchung: Intro call mit 山田 花子 am /));
    const notification = (await mailTo(host.email)).find((mail) => mail.subject.startsWith("Neue Buchung:"))!;
    expect(notification.text).toContain(`Hallo ${host.username},`);
    expect(notification.text).toContain("山田 花子 hat einen Termin bei dir gebucht.");
    expect(notification.text).not.toContain("booked time with you");

    await expect.poll(async () => (await mailTo(email)).length).toBe(1);
    const [confirmation] = await mailTo(email);
    expect(confirmation!.subject).toMatch(/^【予約確定】Intro call（/);
    expect(confirmation!.text).toMatch(JAPANESE_SCRIPT);
    expect(confirmation!.text).not.toContain("Gebucht");
  });
});
