import { describe, expect, it } from "vitest";
import { api } from "./helpers";
import { uniqueAddress } from "./client";
import { dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { seedTeam, seedTeamType } from "./team-fixtures";

/* A collective booking's private link names everyone the booker meets, not only the first host. */

describe("a collective booker's private link", () => {
  it("names every host, by user id, in the API, on the page without scripts and after a move", async () => {
    const team = await seedTeam(3);
    const panel = await seedTeamType(team, { assignment: "collective" });
    const created = (await postBooking({ eventTypeSlug: panel.slug, startTime: instantAt(dateAhead(9), "14:00", "UTC"), duration: 30 })) as unknown as {
      status: number;
      body: { booking: { cancellation_token: string } };
    };
    expect(created.status).toBe(201);
    const token = created.body.booking.cancellation_token;
    const names = [...team.hosts].sort((a, b) => a.userId - b.userId).map((host) => host.user.username);

    const read = await api<{ booking: { hosts: string[]; ownerUsername: string } }>("GET", `/api/public/bookings/${token}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
    expect(read.body.booking).toMatchObject({ hosts: names, ownerUsername: names[0] });

    const page = await api<string>("GET", `/cancel/${token}`, { headers: { "CF-Connecting-IP": uniqueAddress(), "Accept-Language": "en" } });
    expect(page.status).toBe(200);
    expect(page.body).toContain(`<bdi>${names[0]}</bdi>, <bdi>${names[1]}</bdi> and <bdi>${names[2]}</bdi>`);

    const moved = await api<{ booking: { hosts: string[] } }>("POST", `/api/public/bookings/${token}/reschedule`, {
      json: { startTime: instantAt(dateAhead(10), "14:00", "UTC"), timeZone: "UTC" },
      headers: { "CF-Connecting-IP": uniqueAddress() },
    });
    expect(moved.status).toBe(200);
    expect(moved.body.booking.hosts).toEqual(names);
  });
});
