import { env } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { expect, it } from "vitest";
import { createHost, dateAhead, instantAt, waitForMail } from "./bookings-fixtures";
import { uniqueAddress } from "./client";

/* Absolute links and invitation UIDs come from PUBLIC_ORIGIN, never from the request. */

it("builds the cancel link and the UID from the configured origin whatever Host the request names", async () => {
  const host = await createHost();
  const email = `${crypto.randomUUID()}@example.com`;
  const response = await workerFetch("http://evil.example/api/public/bookings", {
    method: "POST",
    headers: { "content-type": "application/json", Host: "evil.example", "X-Forwarded-Host": "evil.example", "CF-Connecting-IP": uniqueAddress() },
    body: JSON.stringify({ eventTypeSlug: host.slug, startTime: instantAt(dateAhead(3), "10:00", "UTC"), duration: 30, name: "Ada", email }),
  });
  expect(response.status).toBe(201);
  const { booking } = (await response.json()) as { booking: { cancellation_token: string; ics_uid: string } };
  expect(booking.ics_uid).toMatch(/@hangout\.test$/);

  const [mail] = await waitForMail(email);
  expect(mail?.text).toContain(`https://hangout.test/cancel/${booking.cancellation_token}`);
  expect(mail?.text).not.toContain("evil.example");
  expect(mail?.ics).not.toContain("evil.example");
  const row = await env.DB.prepare("select manage_url from calendar_events where booking_id = (select id from bookings where ics_uid = ?)")
    .bind(booking.ics_uid)
    .first<{ manage_url: string }>();
  expect(row?.manage_url).toBe(`https://hangout.test/cancel/${booking.cancellation_token}`);
});
