import { describe, expect, it } from "vitest";
import { createHost, dateAhead, instantAt } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api, registerUser } from "./helpers";

/*
 * The API errors of the booker's pages in the booker's language (docs/LANGUAGES.md, API errors): the
 * visitor pages send their locale as Accept-Language; without it every answer stays the spec's English.
 */

type ErrorBody = { error: string };

const asVisitor = (language: string | null) => ({
  "CF-Connecting-IP": uniqueAddress(),
  ...(language === null ? {} : { "Accept-Language": language }),
});

const book = (json: unknown, language: string | null) => api<ErrorBody>("POST", "/api/public/bookings", { json, headers: asVisitor(language) });

const inThePast = { eventTypeSlug: "no-such-page", startTime: "2020-03-09T10:00:00.000Z", duration: 30, name: "Ada Lovelace" };

describe("errors on the booker's routes", () => {
  it("answer in the language Accept-Language names, and in the spec's English without it", async () => {
    expect(await book(inThePast, "de")).toMatchObject({ status: 400, body: { error: "Dieser Zeitpunkt liegt in der Vergangenheit." } });
    expect(await book(inThePast, "fr-CA,fr;q=0.9")).toMatchObject({ status: 400, body: { error: "Cet horaire est déjà passé." } });
    expect(await book(inThePast, null)).toMatchObject({ status: 400, body: { error: "That time is in the past." } });
    expect(await book(inThePast, "en-US,en;q=0.9")).toMatchObject({ status: 400, body: { error: "That time is in the past." } });
    // A language Hangout does not speak: English, as for no header.
    expect(await book(inThePast, "ru")).toMatchObject({ status: 400, body: { error: "That time is in the past." } });
  });

  it("translate a 409 for a time someone else just took", async () => {
    const host = await createHost({ durations: [30] });
    const request = { eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "10:00", "UTC"), duration: 30, name: "Ada Lovelace" };
    expect((await book(request, "ja")).status).toBe(201);
    expect(await book(request, "ja")).toMatchObject({ status: 409, body: { error: "その時間は予約できなくなりました。" } });
    expect(await book(request, null)).toMatchObject({ status: 409, body: { error: "That time is no longer available." } });
  });

  it("translate the request's validation and a malformed body", async () => {
    expect(await book({ ...inThePast, name: "  " }, "pl")).toMatchObject({ status: 400, body: { error: "Podaj swoje imię i nazwisko." } });
    expect(await book({ ...inThePast, name: "  " }, null)).toMatchObject({ status: 400, body: { error: "name: Name is required." } });
    const malformed = await api<ErrorBody>("POST", "/api/public/bookings", {
      body: "{name:",
      headers: { ...asVisitor("es"), "content-type": "application/json" },
    });
    expect(malformed).toMatchObject({ status: 400, body: { error: "La solicitud no tiene un formato válido." } });
  });

  it("carry a question's label into the translation, isolated for right-to-left text", async () => {
    const host = await createHost({ durations: [30] });
    const questions = [{ label: "Company", kind: "short_text", required: true }];
    expect((await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { questions } })).status).toBe(200);
    const request = { eventTypeSlug: host.slug, startTime: instantAt(dateAhead(4), "11:00", "UTC"), duration: 30, name: "Ada Lovelace", answers: [] };
    expect(await book(request, "de")).toMatchObject({ status: 400, body: { error: "„\u2068Company\u2069“ ist ein Pflichtfeld." } });
    expect(await book(request, "he")).toMatchObject({ status: 400, body: { error: "השדה “\u2068Company\u2069” הוא שדה חובה." } });
    expect(await book(request, null)).toMatchObject({ status: 400, body: { error: '"Company" is required.' } });
  });

  it("translate the cancel and reschedule links' answers", async () => {
    const lookUp = await api<ErrorBody>("GET", "/api/public/bookings/not-a-token", { headers: asVisitor("ar") });
    expect(lookUp).toMatchObject({ status: 404, body: { error: "لم يتم العثور على الحجز." } });
    const move = await api<ErrorBody>("POST", "/api/public/bookings/not-a-token/reschedule", {
      json: { startTime: instantAt(dateAhead(4), "12:00", "UTC") },
      headers: asVisitor("zh-CN"),
    });
    expect(move).toMatchObject({ status: 404, body: { error: "未找到预约。" } });
  });

  it("write the pseudo-locale's accented English where it is enabled", async () => {
    const response = await book(inThePast, "en-XA");
    expect(response.body.error).toBe("Ţĥåţ ţîɱé îš îñ ţĥé þåšţ.");
  });
});

describe("the pages' not-found screens", () => {
  it("carry their text in the page's language, and in English without one", async () => {
    const page = (path: string, language: string | null) => api<string>("GET", path, { headers: asVisitor(language) });
    const booking = await page("/book/no-such-page", "it");
    expect(booking.status).toBe(404);
    expect(booking.body).toContain('"error":"Pagina di prenotazione non trovata."');
    expect((await page("/u/no-such-user-here?lang=ja", null)).body).toContain('"error":"このユーザーまたはページは存在しません。"');
    expect((await page("/book/no-such-page", null)).body).toContain('"error":"Booking page not found."');
  });
});

describe("errors elsewhere", () => {
  it("stay English whatever the request's language: the host's app is English", async () => {
    const host = await registerUser("errhost");
    const refused = await api<ErrorBody>("PUT", "/api/settings/language", { token: host.token, json: { locale: "xx" }, headers: { "Accept-Language": "de" } });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatch(/^locale: Unsupported language\./);
  });
});
