import { env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { CATALOGUE_NAMES } from "../../shared/i18n/locales";
import { api, registerUser } from "./helpers";
import { createTeam, seedTeamType } from "./team-fixtures";

/* The booker's language on the pages after /book (docs/LANGUAGES.md): cancel, reschedule, profile and team. */

const htmlTag = (page: string) => /<html[^>]*>/.exec(page)?.[0] ?? "";

/** The words of the page's first view (#root), without its markup, what the host or the calendar wrote, and the language switch's own names of languages. */
function wordsOf(page: string, hostContent: string[]): string[] {
  let shown = (page.split('<div id="root">')[1] ?? "").split("<script")[0]!.replace(/<[^>]*>/g, " ");
  for (const value of [...hostContent, ...Object.values(CATALOGUE_NAMES)]) shown = shown.replaceAll(value, " ");
  return shown.match(/[A-Za-z]{3,}/g) ?? [];
}

async function bookingToken(locale?: string): Promise<{ token: string; username: string }> {
  const host = await createHost({ durations: [30] });
  const booked = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(5), "10:00", "UTC"), duration: 30 });
  expect(booked.status).toBe(201);
  const { id, cancellation_token } = booked.body.booking;
  if (locale) await env.DB.prepare("update bookings set locale = ? where id = ?").bind(locale, id).run();
  return { token: cancellation_token, username: host.user.username };
}

beforeAll(async () => {
  await registerUser("admin");
});

describe("the manage pages' language", () => {
  it("writes /cancel/{token}?lang=de in German, its form posting back in German", async () => {
    const { token } = await bookingToken();
    const page = await api<string>("GET", `/cancel/${token}?lang=de`);
    expect(htmlTag(page.body)).toContain('lang="de"');
    expect(page.body).toContain("<title>Buchung stornieren · Hangout</title>");
    expect(page.body).toContain("Stornierung bestätigen");
    expect(page.body).toContain(`action="/cancel/${token}?lang=de"`);
    expect(page.body).not.toContain("Confirm Cancellation");
  });

  it("answers a booking made in Japanese in Japanese, without ?lang=, on both its pages", async () => {
    const { token } = await bookingToken("ja");
    const cancel = await api<string>("GET", `/cancel/${token}`, { headers: { "Accept-Language": "de" } });
    expect(htmlTag(cancel.body)).toContain('lang="ja"');
    expect(cancel.body).toContain("キャンセルを確定");
    const reschedule = await api<string>("GET", `/reschedule/${token}`);
    expect(htmlTag(reschedule.body)).toContain('lang="ja"');
    expect(reschedule.body).toContain("<title>予約の日時変更 · Hangout</title>");
  });

  it("keeps the English page for an English booking, and an unknown token's error in the request's language", async () => {
    const { token } = await bookingToken();
    const english = await api<string>("GET", `/cancel/${token}`);
    expect(htmlTag(english.body)).toContain('lang="en"');
    expect(english.body).toContain("Confirm Cancellation");
    const unknown = await api<string>("GET", `/cancel/${"A".repeat(43)}`, { headers: { "Accept-Language": "fr" } });
    expect(htmlTag(unknown.body)).toContain('lang="fr"');
    expect(unknown.body).toContain("Annuler la réservation");
  });

  it("falls back to the host's default language when the booking's own is none Hangout speaks", async () => {
    const { token, username } = await bookingToken("tlh");
    await env.DB.prepare("update users set locale = 'it' where username = ?").bind(username).run();
    const page = await api<string>("GET", `/cancel/${token}`);
    expect(htmlTag(page.body)).toContain('lang="it"');
    expect(page.body).toContain("Conferma annullamento");
  });

  it("writes /u/{username} in the Accept-Language, else in the host's default language", async () => {
    const { username } = await bookingToken();
    const french = await api<string>("GET", `/u/${username}`, { headers: { "Accept-Language": "fr-CA,fr;q=0.9" } });
    expect(htmlTag(french.body)).toContain('lang="fr-CA"');
    expect(french.body).toContain(`<title>Réserver un créneau avec ${username}</title>`);
    await env.DB.prepare("update users set locale = 'pl' where username = ?").bind(username).run();
    const polish = await api<string>("GET", `/u/${username}`);
    expect(htmlTag(polish.body)).toContain('lang="pl"');
  });

  it("leaves no English word on the server-written pages under the pseudo-locale", async () => {
    const { token, username } = await bookingToken();
    const cancel = await api<string>("GET", `/cancel/${token}?lang=en-XA`);
    // Dates are Intl's (plain English under the pseudo-locale); the title, host, place and zone are not Hangout's words.
    expect(cancel.body).toContain("Çöñƒîŕɱ Çåñçéļļåţîöñ");
    const date = /<dd>([^<]*\d{4})<\/dd>/.exec(cancel.body)?.[1] ?? "";
    expect(wordsOf(cancel.body, [date, "Intro call", username, "UTC", "Online"])).toEqual([]);
    const team = await createTeam();
    await seedTeamType(team, { assignment: "round-robin", title: "Demo", hosts: [{ userId: team.owner.id }] });
    const page = await api<string>("GET", `/team/${team.slug}?lang=en-XA`);
    expect(wordsOf(page.body, ["Sales", "Demo", "Online", team.owner.username])).toEqual([]);
  });

  it("writes /team/{slug}?lang=he right to left, in Hebrew", async () => {
    const team = await createTeam();
    await seedTeamType(team, { assignment: "round-robin", title: "Demo", hosts: [{ userId: team.owner.id }] });
    const page = await api<string>("GET", `/team/${team.slug}?lang=he`);
    expect(page.status).toBe(200);
    expect(htmlTag(page.body)).toContain('lang="he" dir="rtl"');
    expect(page.body).toContain("כדי להתחיל, יש לבחור אחד מסוגי האירועים שלמטה.");
    expect(page.body).toContain(`<bdi>${team.owner.username}</bdi>`);
  });
});
