import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { pruneSentMail } from "../../worker/email/prune-sent-mail";

/* Keeping the database small (docs/SCALING.md): sent mail loses its bodies after 30 days; its row stays. */

const DAY = 86_400_000;

async function mailRow(status: string, sentDaysAgo: number | null): Promise<number> {
  const sentAt = sentDaysAgo === null ? null : Date.now() - sentDaysAgo * DAY;
  const row = await env.DB.prepare(
    `insert into email_outbox (kind, to_address, subject, body, html, ics, ics_method, status, sent_at)
     values ('booking-confirmation', 'a@example.com', 'Confirmed', 'Hello', '<p>Hello</p>', 'BEGIN:VCALENDAR', 'REQUEST', ?, ?) returning id`,
  )
    .bind(status, sentAt)
    .first<{ id: number }>();
  return row!.id;
}

const bodiesOf = (id: number) => env.DB.prepare("select status, subject, body, html, ics from email_outbox where id = ?").bind(id).first();

describe("pruneSentMail", () => {
  it("empties the bodies of mail sent over 30 days ago and keeps its row and everything newer or unsent", async () => {
    const old = await mailRow("sent", 31);
    const recent = await mailRow("sent", 29);
    const held = await mailRow("held", null);
    const dead = await mailRow("dead", null);
    expect(await pruneSentMail(drizzle(env.DB, { schema }), Date.now())).toBe(1);
    expect(await bodiesOf(old)).toEqual({ status: "sent", subject: "Confirmed", body: "", html: null, ics: null });
    for (const kept of [recent, held, dead]) expect(await bodiesOf(kept)).toMatchObject({ body: "Hello", html: "<p>Hello</p>", ics: "BEGIN:VCALENDAR" });
    expect(await pruneSentMail(drizzle(env.DB, { schema }), Date.now())).toBe(0);
  });
});
