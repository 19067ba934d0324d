import { describe, expect, it } from "vitest";
import { countRows, dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { seedCollectiveBooking, seedTeam, seedTeamType } from "./team-write-fixtures";

const TAKEN = { error: "That time is no longer available." };
const HALF_HOUR = 30 * 60_000;

describe("a host's personal bookings and their team bookings never overlap", () => {
  it("a collective booking a host is on takes that time from their personal page", async () => {
    const team = await seedTeam(2);
    const panel = await seedTeamType(team, { assignment: "collective" });
    const [first, second] = team.hosts;
    const startTime = instantAt(dateAhead(5), "10:00", "UTC");
    const start = Date.parse(startTime);
    await seedCollectiveBooking(team.id, panel.id, [first!.userId, second!.userId], { start, end: start + HALF_HOUR });

    const personal = await postBooking({ eventTypeSlug: second!.slug, startTime, duration: 30 });
    expect(personal.status).toBe(409);
    expect(personal.body).toEqual(TAKEN);
    // Overlapping, not only the same start.
    const overlapping = await postBooking({ eventTypeSlug: second!.slug, startTime: instantAt(dateAhead(5), "09:45", "UTC"), duration: 30 });
    expect(overlapping.status).toBe(409);
    expect(await countRows("select count(*) as n from bookings where host_user_id = ?", second!.userId)).toBe(0);
    // Right after it is free.
    expect((await postBooking({ eventTypeSlug: second!.slug, startTime: instantAt(dateAhead(5), "10:30", "UTC"), duration: 30 })).status).toBe(201);
  });
});
