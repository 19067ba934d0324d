import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { readBookingPageData } from "../../worker/public-pages/booking-page-data";
import { type BookingHost, countRows, createHost, dateAhead, instantAt, postBooking, waitForMail } from "./bookings-fixtures";
import { uniqueAddress } from "./client";
import { api } from "./helpers";

/* Booking questions: set per event type, answered on the booking page, checked by the server. */

const QUESTIONS = [
  { label: "Company", kind: "short_text", required: true },
  { label: "Agenda", kind: "long_text" },
  { label: "Phone", kind: "phone" },
  { label: "Plan", kind: "single_choice", choices: ["Free", "Pro"] },
  { label: "I accept the terms", kind: "checkbox", required: true },
];

async function hostAsking(questions: unknown[] = QUESTIONS): Promise<BookingHost> {
  const host = await createHost({ durations: [30] });
  const updated = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { questions } });
  expect(updated.status).toBe(200);
  return host;
}

const bookingsOf = (host: BookingHost) => countRows("select count(*) as n from bookings where event_type_id = ?", host.eventTypeId);
const mailsOf = (host: BookingHost) =>
  countRows("select count(*) as n from email_outbox o join bookings b on b.id = o.booking_id where b.event_type_id = ?", host.eventTypeId);

const answering = (host: BookingHost, answers: unknown, hour = "10:00") =>
  postBooking({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(3), hour, "UTC"), duration: 30, answers } as Parameters<typeof postBooking>[0]);

const GOOD = [
  { label: "Company", value: "Acme" },
  { label: "Phone", value: "+1 555 123 4567" },
  { label: "Plan", value: "Pro" },
  { label: "I accept the terms", value: true },
];

describe("event type questions", () => {
  it("are stored in order with their defaults, shown publicly, and cleared", async () => {
    const host = await hostAsking();
    const stored = [
      { label: "Company", kind: "short_text", required: true, choices: [] },
      { label: "Agenda", kind: "long_text", required: false, choices: [] },
      { label: "Phone", kind: "phone", required: false, choices: [] },
      { label: "Plan", kind: "single_choice", required: false, choices: ["Free", "Pro"] },
      { label: "I accept the terms", kind: "checkbox", required: true, choices: [] },
    ];
    const own = await api<Array<{ questions: unknown }>>("GET", "/api/event-types", { token: host.user.token });
    expect(own.body[0]?.questions).toEqual(stored);
    const page = await api<{ eventType: { questions: unknown } }>("GET", `/api/public/availability/${host.slug}?date=${dateAhead(3)}`, {
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(page.body.eventType.questions).toEqual(stored);
    const cache = { edge: null, waitUntil: () => undefined };
    const ask = { zone: "UTC", zoneChosen: false, month: null, date: null, duration: undefined, start: null };
    const { value: inlined } = await readBookingPageData(drizzle(env.DB, { schema }), cache, { slug: host.slug, ask, now: Date.now() });
    expect(inlined.found && inlined.eventType.questions).toEqual(stored);
    const cleared = await api<{ questions: unknown }>("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { questions: [] } });
    expect(cleared.body.questions).toEqual([]);
  });

  it.each<[string, unknown, string]>([
    ["eleven questions", Array.from({ length: 11 }, (_, i) => ({ label: `Q${i}`, kind: "short_text" })), "questions: At most 10 questions."],
    ["an empty label", [{ label: "  ", kind: "short_text" }], "questions.0.label: Each question needs a label."],
    ["a label over 200 characters", [{ label: "x".repeat(201), kind: "short_text" }], "questions.0.label: A question's label must be at most 200 characters."],
    ["an unknown kind", [{ label: "Age", kind: "number" }], "questions.0.kind: kind must be short_text, long_text, phone, single_choice or checkbox."],
    ["the same label twice", [{ label: "Company", kind: "short_text" }, { label: "company", kind: "phone" }], "questions: Each question must have its own label."],
    ["a single choice with one choice", [{ label: "Plan", kind: "single_choice", choices: ["Free"] }], "questions.0.choices: A single choice needs at least 2 choices."],
    ["choices on a text", [{ label: "Company", kind: "short_text", choices: ["A", "B"] }], "questions.0.choices: Only a single choice has choices."],
    ["the same choice twice", [{ label: "Plan", kind: "single_choice", choices: ["Free", "Free"] }], "questions.0.choices: Each choice must be different."],
    ["an empty choice", [{ label: "Plan", kind: "single_choice", choices: ["Free", " "] }], "questions.0.choices.1: A choice cannot be empty."],
    ["a field it does not know", [{ label: "Company", kind: "short_text", hint: "x" }], "Unknown field: hint."],
    ["required as text", [{ label: "Company", kind: "short_text", required: "yes" }], "questions.0.required: required must be true or false."],
    ["no list", "Company?", "questions: questions must be a list."],
  ])("refuses %s with 400 and keeps the questions", async (_, questions, error) => {
    const host = await hostAsking([{ label: "Before", kind: "short_text" }]);
    const response = await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { questions } });
    expect(response).toMatchObject({ status: 400, body: { error } });
    const row = await env.DB.prepare("select questions from event_types where id = ?").bind(host.eventTypeId).first<{ questions: string }>();
    expect(JSON.parse(row!.questions)).toEqual([{ label: "Before", kind: "short_text", required: false, choices: [] }]);
  });
});

describe("POST /api/public/bookings with answers", () => {
  it("stores the answers with their labels, in the questions' order; later edits leave them as they were", async () => {
    const host = await hostAsking();
    const booked = await answering(host, [...GOOD].reverse());
    expect(booked.status).toBe(201);
    const answers = [
      { label: "Company", value: "Acme" },
      { label: "Phone", value: "+1 555 123 4567" },
      { label: "Plan", value: "Pro" },
      { label: "I accept the terms", value: "Yes" },
    ];
    expect(booked.body.booking.answers).toEqual(answers);
    await api("PUT", `/api/event-types/${host.eventTypeId}`, { token: host.user.token, json: { questions: [{ label: "Company name", kind: "short_text" }] } });
    const listed = await api<{ bookings: Array<{ answers: unknown }> }>("GET", "/api/bookings?view=upcoming", { token: host.user.token });
    expect(listed.body.bookings[0]?.answers).toEqual(answers);
    const one = await api<{ booking: { answers: unknown } }>("GET", `/api/bookings/${booked.body.booking.id}`, { token: host.user.token });
    expect(one.body.booking.answers).toEqual(answers);
    const csv = await api<string>("GET", "/api/bookings/export?view=upcoming", { token: host.user.token });
    expect(csv.body).toContain('"Company: Acme\nPhone: +1 555 123 4567\nPlan: Pro\nI accept the terms: Yes","confirmed"');
  });

  it("tells the host the answers in the notification mail", async () => {
    const host = await hostAsking();
    expect((await answering(host, [...GOOD, { label: "Agenda", value: "Budget\nTimeline" }])).status).toBe(201);
    const [mail] = await waitForMail(host.user.email, 1, 10_000, (message) => message.subject.startsWith("New booking:"));
    expect(mail?.text).toContain("Answers:\nCompany: Acme\nAgenda: Budget\nTimeline\nPhone: +1 555 123 4567\nPlan: Pro\nI accept the terms: Yes\n");
  });

  it("books an event type without questions as before", async () => {
    const host = await createHost({ durations: [30] });
    const booked = await answering(host, undefined);
    expect(booked.status).toBe(201);
    expect(booked.body.booking.answers).toEqual([]);
  });

  const without = (label: string) => GOOD.filter((answer) => answer.label !== label);

  it.each<[string, unknown, string]>([
    ["a required text missing", without("Company"), '"Company" is required.'],
    ["a required checkbox unchecked", [...without("I accept the terms"), { label: "I accept the terms", value: false }], 'Please check "I accept the terms".'],
    ["a checkbox given as text", [...without("I accept the terms"), { label: "I accept the terms", value: "yes" }], '"I accept the terms" must be true or false.'],
    ["a text given as true", [...without("Company"), { label: "Company", value: true }], 'The answer to "Company" must be text.'],
    ["a short text too long", [...without("Company"), { label: "Company", value: "x".repeat(201) }], 'The answer to "Company" must be at most 200 characters.'],
    ["a long text too long", [...GOOD, { label: "Agenda", value: "x".repeat(2001) }], 'The answer to "Agenda" must be at most 2000 characters.'],
    ["a phone number with letters", [...without("Phone"), { label: "Phone", value: "call me maybe" }], '"Phone" must be a phone number, e.g. +1 555 123 4567.'],
    ["a choice not offered", [...without("Plan"), { label: "Plan", value: "Gold" }], 'The answer to "Plan" must be one of: Free, Pro.'],
    ["an answer to a question not asked", [...GOOD, { label: "Budget", value: "1" }], 'This booking page does not ask "Budget". Please reload the page.'],
    ["a question answered twice", [...GOOD, { label: "Company", value: "Other" }], '"Company" is answered twice.'],
    ["answers that are no list", "Acme", "answers: answers must be a list of { label, value }."],
    ["an answer without a label", [{ value: "Acme" }], "answers.0.label: Each answer needs its question's label."],
    ["an answer of a number", [{ label: "Company", value: 7 }], "answers.0.value: Each answer must be text, or true or false for a checkbox."],
    ["an answer with an extra field", [{ label: "Company", value: "Acme", kind: "x" }], "Unknown field: kind."],
  ])("refuses %s with 400 and writes nothing", async (_, answers, error) => {
    const host = await hostAsking();
    const response = await answering(host, answers);
    expect(response).toMatchObject({ status: 400, body: { error } });
    expect(await bookingsOf(host)).toBe(0);
    expect(await mailsOf(host)).toBe(0);
    expect(await countRows("select count(*) as n from calendar_events where user_id = ?", host.userId)).toBe(0);
  });
});
