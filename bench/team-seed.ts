import { type Connection, expectJson } from "../test/scenarios/api";
import { createHost, createSchedule, type Host } from "../test/scenarios/hosts";
import type { DirectWorker } from "./direct-worker";

/** The team the budgets measure: 10 members, two in each of 5 zones (three of them change clocks within the year). */
const TEAM_ZONES = ["America/New_York", "Europe/Berlin", "Asia/Kolkata", "Australia/Sydney", "America/Los_Angeles"];
const TEAM_SIZE = 10;
/** Per host, over each of the next two months: bookings on their own type and busy time from a subscribed calendar. */
const BOOKINGS_PER_MONTH = 20;
const BUSY_PER_MONTH = 20;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

export interface SeededTeam {
  roundRobinSlug: string;
  collectiveSlug: string;
  hostIds: number[];
}

/**
 * A team as its members would make it: 10 hosts through the API (each with a weekday schedule in
 * their zone and a personal type), the team and its two types (round-robin and collective, all 10
 * as hosts) through the API; the membership, bookings and calendar busy time in SQL, since joining
 * goes through a mailed token and many bookings through the API would only slow the seed.
 */
export async function seedTeam(connection: Connection, worker: DirectWorker): Promise<SeededTeam> {
  const hosts: Host[] = [];
  for (let index = 0; index < TEAM_SIZE; index++) {
    hosts.push(
      await createHost(connection, {
        prefix: "benchteam",
        timezone: TEAM_ZONES[index % TEAM_ZONES.length],
        rules: [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: "09:00", end_time: "17:00" })),
        eventTypes: [{ title: "One to one", description: "", durations: [30], default_duration: 30 }],
      }),
    );
  }
  const [owner, ...members] = hosts;
  if (!owner) throw new Error("the bench team has no owner");
  const slug = `benchteam${Date.now().toString(36)}`.slice(0, 30);
  const created = await expectJson(await connection.api(owner).teams.$post({ json: { name: "Bench team", slug } }), 201);
  const teamId = created.team.id;
  await worker.query(`insert into team_members (team_id, user_id, role) values ${members.map((member) => `(${teamId}, ${member.id}, 'member')`).join(", ")}`);

  // Five zones' working hours share no hour, so the panel's hosts open weekdays all day in their own zone
  // (a schedule of their own for this type): the collective month then has common times to compute.
  const panelSchedules = new Map<number, number>();
  for (const host of hosts) {
    const schedule = await createSchedule(connection, host.token, { name: "Panel hours", timezone: host.schedule.timezone });
    const rules = [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: "00:00", end_time: "23:59" }));
    await expectJson(await connection.api(host).availability.rules[":scheduleId"].$put({ param: { scheduleId: String(schedule.id) }, json: { rules } }), 200);
    panelSchedules.set(host.id, schedule.id);
  }
  const teamType = async (title: string, assignment: "round-robin" | "collective") => {
    const json = {
      title,
      location: "Online",
      description: "",
      durations: [30, 60],
      default_duration: 30,
      is_public: true,
      team_id: teamId,
      assignment,
      hosts: hosts.map((host) => ({ user_id: host.id, schedule_id: assignment === "collective" ? (panelSchedules.get(host.id) ?? null) : null })),
    };
    return (await expectJson(await connection.api(owner)["event-types"].$post({ json }), 201)).slug;
  };
  const roundRobinSlug = await teamType("Bench team call", "round-robin");
  const collectiveSlug = await teamType("Bench team panel", "collective");

  // Each host's busy time over the measured months, at staggered hours so that the hosts differ.
  const firstDay = Date.parse(`${new Date(Date.now() + 31 * DAY).toISOString().slice(0, 7)}-01T00:00:00Z`);
  for (const [index, host] of hosts.entries()) {
    const personalType = host.eventTypes[0]!.id;
    const bookings = Array.from({ length: 2 * BOOKINGS_PER_MONTH }, (_, i) => {
      const start = firstDay + Math.floor((i * 61) / (2 * BOOKINGS_PER_MONTH)) * DAY + ((index * 3 + i * 5) % 24) * HOUR;
      const token = `bench-${host.id}-${i}`;
      return `(${host.id}, ${personalType}, 'Seeded', ${start}, ${start + HOUR / 2}, ${start}, ${start + HOUR / 2}, 'Seed', '${token}', '${token}@hangout')`;
    });
    await worker.query(
      `insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end, booker_name, cancellation_token_hash, ics_uid)
       values ${bookings.join(", ")}`,
    );
    const [subscription] = await worker.query<{ id: number }>(
      `insert into calendar_subscriptions (user_id, name, url_sealed, url_host) values (${host.id}, 'Work', 'sealed', 'calendar.example') returning id`,
    );
    const busy = Array.from({ length: 2 * BUSY_PER_MONTH }, (_, i) => {
      const start = firstDay + Math.floor((i * 61) / (2 * BUSY_PER_MONTH)) * DAY + ((index * 7 + i * 11) % 24) * HOUR;
      return `(${subscription!.id}, ${host.id}, ${start}, ${start + HOUR})`;
    });
    await worker.query(`insert into subscription_busy (subscription_id, user_id, start_time, end_time) values ${busy.join(", ")}`);
  }
  return { roundRobinSlug, collectiveSlug, hostIds: hosts.map((host) => host.id) };
}
