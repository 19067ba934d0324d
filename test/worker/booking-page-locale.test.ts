import { env } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { type BookingHost, createHost, dateAhead, everyDay, instantAt } from "./bookings-fixtures";
import { uniqueAddress } from "./client";

/*
 * /book/{slug}'s first view (docs/LANGUAGES.md) speaks the booker's language: <html lang dir>, the month and
 * weekdays as the locale writes them from its own first day of the week, times on its clock, and the
 * no-JS form's answer in the language the form was in.
 */
const day = dateAhead(40);
const month = day.slice(0, 7);
const utcMonth = Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1, 1);
const monthName = (locale: string) => new Intl.DateTimeFormat(locale, { month: "long", year: "numeric", timeZone: "UTC" }).format(utcMonth);

async function page(host: BookingHost, query: string, headers: Record<string, string> = {}) {
  const response = await workerFetch(`http://hangout.test/book/${host.slug}?tz=UTC&date=${day}&${query}`, { headers: { "CF-Connecting-IP": uniqueAddress(), ...headers } });
  expect(response.status).toBe(200);
  const html = await response.text();
  const weekdays = [...html.matchAll(/class="calendar-weekday" aria-hidden="true">([^<]*)</g)].map((match) => match[1]);
  const times = [...html.matchAll(/class="slot-button">([^<]*)</g)].map((match) => match[1]);
  return { html, weekdays, times, cookie: response.headers.get("Set-Cookie") };
}

const oneHourHost = () => createHost({ rules: everyDay("09:00", "10:00"), durations: [30] });

describe("the booking page in the booker's language", () => {
  it("?lang=de and Accept-Language: de give German, Monday first; plain English stays Sunday first on HH:mm", async () => {
    const host = await oneHourHost();
    const asked = await page(host, "lang=de");
    expect(asked.html).toContain('<html lang="de" dir="ltr">');
    expect(asked.html).toContain(monthName("de"));
    expect(asked.weekdays[0]).toBe(new Intl.DateTimeFormat("de", { weekday: "short", timeZone: "UTC" }).format(Date.UTC(2026, 2, 2)));
    expect(asked.html).toContain("Zeitzone:");
    expect(asked.cookie).toContain("hangout_lang=de");

    const accepted = await page(host, "", { "Accept-Language": "de-AT,de;q=0.9,en;q=0.5" });
    expect(accepted.html).toContain('<html lang="de-AT" dir="ltr">');
    expect(accepted.weekdays[0]).toBe(asked.weekdays[0]);

    const plain = await page(host, "");
    expect(plain.html).toContain('<html lang="en" dir="ltr">');
    expect(plain.html).toContain(monthName("en"));
    expect(plain.weekdays).toEqual(["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]);
    expect(plain.times.slice(0, 2)).toEqual(["09:00", "09:15"]);
    // ?clock=12 switches the clock of that view without a script.
    expect((await page(host, "clock=12")).times[0]).toBe("9:00 AM");
  });

  it("en-US is Sunday first on the 12-hour clock; Arabic is right to left", async () => {
    const host = await oneHourHost();
    const american = await page(host, "lang=en-US");
    expect(american.weekdays[0]).toBe("Sun");
    expect(american.times[0]).toBe("9:00 AM");
    const arabic = await page(host, "lang=ar");
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.html).toContain("المنطقة الزمنية:");
  });

  it("the type's language beats Accept-Language; the host's default comes after it", async () => {
    const host = await oneHourHost();
    await env.DB.prepare("update users set locale = 'ja' where id = ?").bind(host.userId).run();
    expect((await page(host, "")).html).toContain('<html lang="ja" dir="ltr">');
    expect((await page(host, "", { "Accept-Language": "it" })).html).toContain('<html lang="it" dir="ltr">');

    const typed = await oneHourHost();
    await env.DB.prepare("update event_types set locale = 'fr' where id = ?").bind(typed.eventTypeId).run();
    expect((await page(typed, "", { "Accept-Language": "it" })).html).toContain('<html lang="fr" dir="ltr">');
  });

  it("the no-JS form posts its language and is answered in it", async () => {
    const host = await oneHourHost();
    const start = instantAt(day, "09:00", "UTC");
    const form = new URLSearchParams({ start, duration: "30", tz: "UTC", lang: "de", name: "Ada Lovelace", email: "ada@example.com", notes: "", guests: "" });
    const response = await workerFetch(`http://hangout.test/book/${host.slug}`, {
      method: "POST",
      body: form,
      headers: { "CF-Connecting-IP": uniqueAddress(), "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    });
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain("Buchung bestätigt!");
  });
});
