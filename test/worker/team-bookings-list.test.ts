import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { dateAhead, instantAt, postBooking } from "./bookings-fixtures";
import { type TestUser, api, registerUser } from "./helpers";
import { createTeamType, seedTeamBooking, zonedHost } from "./team-fixtures";

/*
 * The Bookings list: team bookings show for the hosts on them, and all of a team's bookings
 * for its owners and admins; every row names its hosts (first host first) and its team.
 */

interface ListedBooking {
  id: number;
  booker_name: string;
  time_zone: string;
  hosts: string[];
  team: { id: number; name: string } | null;
}

interface ListedPage {
  bookings: ListedBooking[];
  total: number;
}

const idOf = async (user: TestUser) =>
  (await env.DB.prepare("select id from users where username = ?").bind(user.username).first<{ id: number }>())!.id;

const upcoming = async (user: TestUser) => (await api<ListedPage>("GET", "/api/bookings?view=upcoming", { token: user.token })).body;

const bookersOf = (page: ListedPage) => page.bookings.map((booking) => booking.booker_name).sort();

describe("team bookings in the Bookings list", () => {
  it("shows team bookings to their hosts and every team booking to owners and admins, with hosts and team", async () => {
    const first = await zonedHost("Europe/Berlin");
    const second = await zonedHost("America/New_York");
    const admin = await registerUser("teamadmin");
    const member = await registerUser("teammember");
    const otherMembers = [
      { userId: await idOf(admin), role: "admin" as const },
      { userId: await idOf(member), role: "member" as const },
    ];
    // The second host is the lower user id's other: collective bookings name the first host first.
    const team = await createTeamType({ assignment: "collective", hosts: [first, second], otherMembers });
    const day = dateAhead(5);
    const at = (time: string) => Date.parse(instantAt(day, time, "UTC"));
    const common = { eventTypeId: team.eventTypeId, teamId: team.teamId };
    const roundRobin = await seedTeamBooking({ ...common, hostUserId: first.userId, start: at("10:00"), bookerName: "Round Robin" });
    const collective = await seedTeamBooking({ ...common, hostUserId: first.userId, otherHostIds: [second.userId], start: at("14:00"), bookerName: "Collective" });
    const personal = await postBooking({ eventTypeSlug: second.slug, startTime: instantAt(day, "16:00", "America/New_York"), duration: 30, email: "", name: "Personal" });
    expect(personal.status).toBe(201);

    const firstList = await upcoming(first.user);
    expect(bookersOf(firstList)).toEqual(["Collective", "Round Robin"]);
    const secondList = await upcoming(second.user);
    expect(bookersOf(secondList)).toEqual(["Collective", "Personal"]);
    expect(bookersOf(await upcoming(admin))).toEqual(["Collective", "Round Robin"]);
    expect(await upcoming(member)).toMatchObject({ bookings: [], total: 0 });

    const teamView = { id: team.teamId, name: team.teamName };
    const names = [first.user.username, second.user.username];
    expect(secondList.bookings.find((booking) => booking.id === collective)).toMatchObject({ hosts: names, team: teamView, time_zone: "America/New_York" });
    expect(firstList.bookings.find((booking) => booking.id === collective)).toMatchObject({ hosts: names, team: teamView, time_zone: "Europe/Berlin" });
    expect(firstList.bookings.find((booking) => booking.id === roundRobin)).toMatchObject({ hosts: [first.user.username], team: teamView });
    // A personal row is as it was, naming its one host and no team.
    expect(secondList.bookings.find((booking) => booking.booker_name === "Personal")).toMatchObject({
      hosts: [second.user.username],
      team: null,
      time_zone: "America/New_York",
    });

    // The event dialog's read follows the list.
    expect((await api("GET", `/api/bookings/${collective}`, { token: second.user.token })).status).toBe(200);
    expect((await api("GET", `/api/bookings/${roundRobin}`, { token: admin.token })).status).toBe(200);
    expect((await api("GET", `/api/bookings/${roundRobin}`, { token: second.user.token })).status).toBe(404);
    expect((await api("GET", `/api/bookings/${collective}`, { token: member.token })).status).toBe(404);

    const csv = await api<string>("GET", "/api/bookings/export?view=upcoming", { token: second.user.token });
    const lines = csv.body.trimEnd().split("\r\n");
    expect(lines[0]).toBe('"Start","End","Time zone","Booking type","Hosts","Booker","Email","Guests","Notes","Answers","Status"');
    expect(lines.find((line) => line.includes('"Collective"'))).toContain(`"${names.join(", ")}"`);
    expect(lines.find((line) => line.includes('"Personal"'))).toContain(`"${second.user.username}"`);
  });
});
