import { beforeAll, describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";
import { createTeam } from "./team-fixtures";

/*
 * Every visitor page in the booker's language beyond its words: the language switch the booking page
 * has (on /cancel, /reschedule, /u and /team too) and its <meta name="description"> (docs/LANGUAGES.md).
 */

/** The page's language switch: a GET form to `action`, the page's catalogue chosen. */
function languageSwitch(page: string): { action: string; chosen: string } | null {
  const form = /<form class="language-switch" method="get" action="([^"]*)">(.*?)<\/form>/.exec(page);
  if (!form) return null;
  return { action: form[1]!, chosen: /<option value="([^"]*)"[^>]*selected/.exec(form[2]!)?.[1] ?? "" };
}

const description = (page: string) => /<meta name="description" content="([^"]*)">/.exec(page)?.[1];

async function booked() {
  const host = await createHost({ durations: [30], title: "Intro call" });
  const booking = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(5), "10:00", "UTC"), duration: 30 });
  expect(booking.status).toBe(201);
  return { host, token: booking.body.booking.cancellation_token };
}

beforeAll(async () => {
  await registerUser("admin");
});

describe("the visitor pages' language switch", () => {
  it("sits on /cancel, in every state, reloading the page with the zone asked for", async () => {
    const { token } = await booked();
    const page = await api<string>("GET", `/cancel/${token}?lang=de&tz=Europe/Berlin`);
    expect(languageSwitch(page.body)).toEqual({ action: `/cancel/${token}`, chosen: "de" });
    expect(page.body).toContain('<input type="hidden" name="tz" value="Europe/Berlin">');
    expect(page.body).toContain(`href="/cancel/${token}?tz=Europe%2FBerlin&amp;clock=12"`);
    const unknown = await api<string>("GET", `/cancel/${"A".repeat(43)}`, { headers: { "Accept-Language": "fr" } });
    expect(languageSwitch(unknown.body)).toEqual({ action: `/cancel/${"A".repeat(43)}`, chosen: "fr" });
  });

  it("sits on an unknown /reschedule token's screen", async () => {
    const page = await api<string>("GET", `/reschedule/${"B".repeat(43)}?lang=pl`);
    expect(languageSwitch(page.body)).toEqual({ action: `/reschedule/${"B".repeat(43)}`, chosen: "pl" });
  });

  it("sits atop /u/{username}, now written by the server with its types", async () => {
    const { host } = await booked();
    const page = await api<string>("GET", `/u/${host.user.username}`, { headers: { "Accept-Language": "it-IT" } });
    expect(page.status).toBe(200);
    expect(languageSwitch(page.body)).toEqual({ action: `/u/${host.user.username}`, chosen: "it" });
    expect(page.body).toContain(`<h1 class="page-title">Prenota un incontro con <bdi>${host.user.username}</bdi></h1>`);
    expect(page.body).toContain(`<a class="card profile-event-card" href="/book/${host.slug}"><h2 class="profile-event-title">Intro call</h2>`);
  });

  it("sits atop /team/{slug}", async () => {
    const team = await createTeam();
    const page = await api<string>("GET", `/team/${team.slug}?lang=nl`);
    expect(languageSwitch(page.body)).toEqual({ action: `/team/${team.slug}`, chosen: "nl" });
  });
});

describe("the visitor pages' description", () => {
  it("is in the booker's language on every page, found or not", async () => {
    const { host, token } = await booked();
    const de = { "Accept-Language": "de" };
    const book = await api<string>("GET", `/book/${host.slug}`, { headers: de });
    expect(description(book.body)).toBe("Buche einen Termin bei einem Hangout-Gastgeber.");
    expect(description((await api<string>("GET", `/u/${host.user.username}?lang=ja`)).body)).toBe("Hangout のホストと時間を予約できます。");
    expect(description((await api<string>("GET", "/book/no-such-page?lang=es")).body)).toBe("Reserva una cita con un anfitrión de Hangout.");
    expect(description((await api<string>("GET", `/cancel/${token}?lang=fr`)).body)).toBe(
      "Votre réservation avec un hôte Hangout : consultez-la, annulez-la ou choisissez un autre créneau.",
    );
    expect(description((await api<string>("GET", `/reschedule/${token}?lang=he`)).body)).toBe("ההזמנה שלך אצל מארח ב-Hangout: צפייה, ביטול או בחירת זמן חדש.");
    expect(book.body.match(/<meta name="description"/g)).toHaveLength(1);
  });
});
