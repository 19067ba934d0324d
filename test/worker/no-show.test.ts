import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { createHost } from "./bookings-fixtures";
import { api, registerUser } from "./helpers";
import { seedInsightBooking } from "./insights-fixtures";
import { addMember, createTeam, seedTeamType } from "./team-fixtures";
import { addEndpoint, deliveriesOf } from "./webhooks-helpers";

/* No-shows (docs/INSIGHTS.md): marked after the end by a host of the booking or a team's owner or admin, undone within a week, heard by webhooks only. */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const noShowOf = async (id: number) =>
  (await env.DB.prepare("select no_show, no_show_at from bookings where id = ?").bind(id).first<{ no_show: string | null; no_show_at: number | null }>())!;

const mark = (token: string, id: number, party: unknown) => api<{ booking?: { no_show: string | null; no_show_changeable_until: string | null }; error?: string }>("POST", `/api/bookings/${id}/no-show`, { token, json: { party } });

describe("POST /api/bookings/{id}/no-show", () => {
  it("marks the booker as a no-show after the end, tells the host's webhook and not the booker, and undoes it", async () => {
    const host = await createHost();
    await addEndpoint(host.user.token, ["booking.no_show"]);
    const id = await seedInsightBooking({ hostUserId: host.userId, eventTypeId: host.eventTypeId, start: Date.now() - 3 * HOUR });
    const marked = await mark(host.user.token, id, "booker");
    expect(marked.status).toBe(200);
    expect(marked.body.booking?.no_show).toBe("booker");
    expect(Date.parse(marked.body.booking!.no_show_changeable_until!)).toBeGreaterThan(Date.now() + 6 * DAY);
    const [delivery] = await deliveriesOf({ bookingId: id });
    expect(delivery?.event_type).toBe("booking.no_show");
    expect(JSON.parse(delivery!.snapshot)).toMatchObject({ booking: { id, noShow: "booker" } });
    const mails = await env.DB.prepare("select count(*) as n from email_outbox where booking_id = ?").bind(id).first<{ n: number }>();
    expect(mails?.n).toBe(0);

    // Marking the same again changes nothing and sends nothing.
    expect((await mark(host.user.token, id, "booker")).status).toBe(200);
    expect(await deliveriesOf({ bookingId: id })).toHaveLength(1);

    const undone = await mark(host.user.token, id, null);
    expect(undone.body.booking).toMatchObject({ no_show: null, no_show_changeable_until: null });
    const deliveries = await deliveriesOf({ bookingId: id });
    expect(deliveries).toHaveLength(2);
    expect(JSON.parse(deliveries[1]!.snapshot)).toMatchObject({ booking: { noShow: null } });
  });

  it("marks the host as a no-show", async () => {
    const host = await createHost();
    const id = await seedInsightBooking({ hostUserId: host.userId, eventTypeId: host.eventTypeId, start: Date.now() - 2 * DAY });
    expect((await mark(host.user.token, id, "host")).body.booking?.no_show).toBe("host");
    expect((await noShowOf(id)).no_show).toBe("host");
  });

  it("refuses a booking that has not ended, a cancelled one, and an undo after a week, changing nothing", async () => {
    const host = await createHost();
    const ahead = await seedInsightBooking({ hostUserId: host.userId, eventTypeId: host.eventTypeId, start: Date.now() + DAY });
    const running = await seedInsightBooking({ hostUserId: host.userId, eventTypeId: host.eventTypeId, start: Date.now() - 10 * 60_000, minutes: 60 });
    const cancelled = await seedInsightBooking({ hostUserId: host.userId, eventTypeId: host.eventTypeId, start: Date.now() - DAY, status: "cancelled", cancelledBy: "booker" });
    const old = await seedInsightBooking({ hostUserId: host.userId, eventTypeId: host.eventTypeId, start: Date.now() - 10 * DAY, noShow: "booker", noShowAt: Date.now() - 8 * DAY });
    for (const [id, error] of [
      [ahead, "A booking can be marked as a no-show only after it has ended."],
      [running, "A booking can be marked as a no-show only after it has ended."],
      [cancelled, "Only a booking that took place can be marked as a no-show."],
    ] as const) {
      expect(await mark(host.user.token, id, "booker")).toMatchObject({ status: 400, body: { error } });
      expect((await noShowOf(id)).no_show).toBeNull();
    }
    expect(await mark(host.user.token, old, null)).toMatchObject({ status: 400, body: { error: "This no-show was marked more than 7 days ago and can no longer be changed." } });
    expect((await noShowOf(old)).no_show).toBe("booker");
  });

  it("answers a clear 400 for a party that is not booker, host or null", async () => {
    const host = await createHost();
    const id = await seedInsightBooking({ hostUserId: host.userId, eventTypeId: host.eventTypeId, start: Date.now() - DAY });
    for (const body of [{ party: "guest" }, {}]) {
      const answer = await api<{ error: string }>("POST", `/api/bookings/${id}/no-show`, { token: host.user.token, json: body });
      expect(answer.status).toBe(400);
      expect(answer.body.error).toContain("party must be booker, host or null");
    }
    expect((await noShowOf(id)).no_show).toBeNull();
  });

  it("lets a collective booking's other host and the team's admin mark it; a plain member or a stranger gets a 404", async () => {
    const team = await createTeam();
    const admin = await addMember(team, "admin");
    const cohost = await addMember(team, "member");
    const member = await addMember(team, "member");
    const stranger = await registerUser("stranger");
    const type = await seedTeamType(team, { assignment: "collective", hosts: [{ userId: team.owner.id }, { userId: cohost.id }] });
    const id = await seedInsightBooking({ hostUserId: team.owner.id, otherHostIds: [cohost.id], eventTypeId: type.id, teamId: team.id, start: Date.now() - DAY });
    for (const outsider of [member, stranger]) {
      expect(await mark(outsider.token, id, "booker")).toMatchObject({ status: 404, body: { error: "Booking not found." } });
    }
    expect((await noShowOf(id)).no_show).toBeNull();
    expect((await mark(cohost.token, id, "booker")).body.booking?.no_show).toBe("booker");
    expect((await mark(admin.token, id, "host")).body.booking?.no_show).toBe("host");
  });
});
