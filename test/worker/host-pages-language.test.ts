import { describe, expect, it } from "vitest";
import { type BookingHost, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { api } from "./helpers";

/*
 * What the worker writes for a host outside the app speaks the account's language (users.locale,
 * docs/LANGUAGES.md, The host's language): the Bookings CSV's header row, and the Approve / Decline
 * pages behind the request mail's links. A personal API token's CSV keeps the English header
 * (scripts read it); an account in English reads the product's English.
 */

const ENGLISH_HEADER = '"Start","End","Time zone","Booking type","Hosts","Booker","Email","Guests","Notes","Answers","Status"';
const GERMAN_HEADER = '"Beginn","Ende","Zeitzone","Buchungsart","Gastgeber","Gebucht von","E-Mail","Gäste","Notizen","Antworten","Status"';
const SAME_ORIGIN = { "Sec-Fetch-Site": "same-origin", "content-type": "application/x-www-form-urlencoded" };

async function hostSpeaking(locale: string, options: { approval?: boolean } = {}): Promise<BookingHost> {
  const host = await createHost({ durations: [30] });
  const set = await api("PUT", "/api/settings/language", { token: host.user.token, json: { locale } });
  expect(set.status, JSON.stringify(set.body)).toBe(200);
  if (options.approval) {
    const updated = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { requires_confirmation: true, confirmation_hours: 24 } });
    expect(updated.status, JSON.stringify(updated.body)).toBe(200);
  }
  return host;
}

const csvHeader = async (headers: Record<string, string>) => {
  const response = await api<string>("GET", "/api/bookings/export?view=upcoming", { headers });
  expect(response.status).toBe(200);
  return response.body.split("\r\n")[0];
};

/** The request mail's link for `action` (its subject is in the host's language), as a path on the app. */
async function requestLink(host: BookingHost, action: "approve" | "decline"): Promise<string> {
  const [mail] = await waitForMail(host.user.email, 1, 10_000, (message) => message.text.includes("/requests/"));
  const path = mail?.text.match(new RegExp(`https://hangout\\.test(/requests/\\d+/${action}/[0-9a-f]{64})`))?.[1];
  if (!path) throw new Error(`no ${action} link in ${mail?.text}`);
  return path;
}

async function requestTo(host: BookingHost): Promise<void> {
  const response = await postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(3), "10:00", "UTC"), duration: 30, name: "Ada Lovelace", email: "ada@example.com" });
  expect(response.status, JSON.stringify(response.body)).toBe(201);
}

describe("the Bookings CSV's header row", () => {
  it("is German for a German account's session, English for its API token, and the product's English for an English account", async () => {
    const german = await hostSpeaking("de");
    expect(await csvHeader({ "x-auth-token": german.user.token })).toBe(GERMAN_HEADER);
    const created = await api<{ token: string }>("POST", "/api/settings/api-tokens", { token: german.user.token, json: { name: "script", scope: "read", expires_in_days: 30 } });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(await csvHeader({ authorization: `Bearer ${created.body.token}` })).toBe(ENGLISH_HEADER);
    const english = await hostSpeaking("en");
    expect(await csvHeader({ "x-auth-token": english.user.token })).toBe(ENGLISH_HEADER);
  });
});

describe("the /requests pages", () => {
  it("speak a German host's language: the request, the button, the answer and a second click", async () => {
    const host = await hostSpeaking("de", { approval: true });
    await requestTo(host);
    const path = await requestLink(host, "approve");
    const page = await api<string>("GET", path);
    expect(page.status).toBe(200);
    expect(page.body).toContain('<html lang="de">');
    expect(page.body).toContain("<h1>Buchungsanfrage annehmen</h1>");
    expect(page.body).toContain("<dt>Angefragt von</dt>");
    expect(page.body).toContain("Unbeantwortete Anfragen werden am ");
    expect(page.body).toContain(">Anfrage annehmen</button>");
    const approved = await api<string>("POST", path, { headers: SAME_ORIGIN, body: "" });
    expect(approved.status).toBe(200);
    expect(approved.body).toContain("Angenommen. Ada Lovelace hat die Bestätigung und die Kalendereinladung erhalten.");
    const again = await api<string>("GET", path);
    expect(again.body).toContain('role="alert">Diese Anfrage wurde bereits angenommen.</p>');
  });

  it("run right to left for a Hebrew host, the decline reason's label included", async () => {
    const host = await hostSpeaking("he", { approval: true });
    await requestTo(host);
    const page = await api<string>("GET", await requestLink(host, "decline"));
    expect(page.body).toContain('<html lang="he" dir="rtl">');
    expect(page.body).toContain("<h1>דחיית בקשת ההזמנה</h1>");
    expect(page.body).toContain("סיבה (לא חובה, תישלח למזמין)");
  });

  it("keep the product's English for an English host", async () => {
    const host = await hostSpeaking("en", { approval: true });
    await requestTo(host);
    const page = await api<string>("GET", await requestLink(host, "approve"));
    expect(page.body).toContain('<html lang="en">');
    expect(page.body).toContain("<h1>Approve booking request</h1>");
    expect(page.body).toContain("<dt>Requested by</dt><dd>Ada Lovelace &lt;ada@example.com&gt;</dd>");
    expect(page.body).toMatch(/Unanswered requests are declined automatically at \w{3}, \d{2} \w{3} \d{4} \d{2}:\d{2}:\d{2} GMT\./);
  });
});
