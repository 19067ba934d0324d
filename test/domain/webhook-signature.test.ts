import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { webhookBody } from "../../worker/domain/webhook-payload";
import { webhookSignature } from "../../worker/domain/webhook-signature";
import { webhookUrlProblem } from "../../worker/domain/webhook-url";

describe("webhookSignature", () => {
  it("is Stripe's scheme: t=<unix>,v1=<hex HMAC-SHA256 of 't.body'>, as node:crypto computes it", () => {
    const body = '{"id":"evt_1","type":"ping","note":"Zoë ✓"}';
    const expected = createHmac("sha256", "whsec_secret").update(`1767225600.${body}`, "utf8").digest("hex");
    expect(webhookSignature("whsec_secret", 1767225600, body)).toBe(`t=1767225600,v1=${expected}`);
  });
});

describe("webhookBody", () => {
  const booking = {
    id: 7,
    status: "confirmed",
    slug: "intro",
    title: "Intro call",
    start: Date.UTC(2026, 2, 29, 0, 30),
    end: Date.UTC(2026, 2, 29, 1, 30),
    timeZone: "Europe/Berlin",
    bookerName: "Ada",
    bookerEmail: "ada@example.com",
    answers: [{ label: "Company", value: "Analytical Engines" }],
    previousStart: null,
    previousEnd: null,
    hosts: [{ username: "grace", email: "grace@example.com" }],
  };

  it("gives the times in UTC and on the host's clock, across a daylight-saving change", () => {
    const body = JSON.parse(webhookBody("evt_1", "booking.created", { created: Date.UTC(2026, 2, 1), booking }));
    expect(body).toEqual({
      id: "evt_1",
      type: "booking.created",
      created_at: "2026-03-01T00:00:00.000Z",
      data: {
        booking: {
          id: 7,
          status: "confirmed",
          event_type: { slug: "intro", title: "Intro call" },
          host_time_zone: "Europe/Berlin",
          start_time: "2026-03-29T00:30:00.000Z",
          end_time: "2026-03-29T01:30:00.000Z",
          start_time_local: "2026-03-29T01:30:00+01:00",
          end_time_local: "2026-03-29T03:30:00+02:00",
          booker: { name: "Ada", email: "ada@example.com" },
          hosts: [{ username: "grace", email: "grace@example.com" }],
          answers: [{ label: "Company", value: "Analytical Engines" }],
        },
      },
    });
  });

  it("adds the previous time of a reschedule, and a ping carries no booking", () => {
    const moved = { ...booking, previousStart: Date.UTC(2026, 2, 27, 9), previousEnd: Date.UTC(2026, 2, 27, 10) };
    expect(JSON.parse(webhookBody("evt_2", "booking.rescheduled", { created: 0, booking: moved })).data.booking.previous).toEqual({
      start_time: "2026-03-27T09:00:00.000Z",
      end_time: "2026-03-27T10:00:00.000Z",
      start_time_local: "2026-03-27T10:00:00+01:00",
      end_time_local: "2026-03-27T11:00:00+01:00",
    });
    expect(JSON.parse(webhookBody("evt_3", "ping", { created: 0, booking: null }))).toEqual({ id: "evt_3", type: "ping", created_at: "1970-01-01T00:00:00.000Z", data: {} });
  });
});

describe("webhookUrlProblem", () => {
  it.each([
    ["https://hooks.example.com/x", false, null],
    ["http://hooks.example.com/x", false, "url must start with https://."],
    ["http://127.0.0.1:9000/x", false, "url must start with https://."],
    ["http://127.0.0.1:9000/x", true, null],
    ["http://localhost:9000/x", true, null],
    ["http://hooks.example.com/x", true, "url must start with https://."],
    ["ftp://hooks.example.com/x", false, "url must start with https://."],
    ["ftp://localhost:9000/x", true, "url must start with https://."],
    ["hooks.example.com", false, "url must be a full address starting with https://."],
  ])("%s (local app: %s) → %s", (url, local, problem) => {
    expect(webhookUrlProblem(url, local)).toBe(problem);
  });
});
