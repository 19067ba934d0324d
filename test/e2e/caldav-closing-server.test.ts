import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { apiCall } from "./api";
import { apiSlots, bookAsVisitor, seedHost, type SeededHost } from "./booking-host";
import { eventsIn, makeCalendar, putEvent } from "./caldav-client";
import { type RadicaleServer, startRadicale } from "./radicale-server";

/*
 * The app's CalDAV client against Radicale's own server, which answers HTTP/1.0 and closes
 * each connection: workerd then hands about every second request a pooled socket the server has closed.
 * Without a retry, 9 of 20 sign-ins and 3 of the 11 first syncs after them failed with "could not be reached".
 */

const SIGN_INS = 20;
/**
 * An account may try 10 CalDAV sign-ins in 10 minutes, so the rounds are shared by hosts of their own,
 * made by each attempt: a retried test's sign-ins must not count against the first attempt's.
 */
const SIGN_INS_PER_HOST = 10;

interface Account {
  id: number;
  calendars: { url: string; name: string }[];
  write_error: string | null;
}
interface Connection {
  last_error: string | null;
  busy_count: number;
}

let server: RadicaleServer;
let host: SeededHost;
let signInHosts: SeededHost[] = [];
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
const accounts = (as = host) => apiCall<Account[]>("GET", "/api/caldav", as.token);
const connections = (as = host) => apiCall<Connection[]>("GET", "/api/subscriptions", as.token);

beforeAll(async () => {
  server = await startRadicale({ server: "radicale" });
  await makeCalendar(server, "work", "Work");
  await makeCalendar(server, "bookings", "Bookings");
  await putEvent(server, "work", "standup", `${tomorrow()}T07:00:00.000Z`, `${tomorrow()}T07:30:00.000Z`);
  host = await seedHost({ timezone: "UTC" });
});
afterEach(async () => {
  for (const as of [host, ...signInHosts]) {
    for (const account of await accounts(as)) await apiCall("DELETE", `/api/caldav/${account.id}`, as.token);
  }
});
afterAll(() => server?.close());

/** Signs in, then ticks Work as busy (synced at once) and Bookings for writes. */
async function connect(as = host): Promise<Account> {
  const account = await apiCall<Account>("POST", "/api/caldav", as.token, { server_url: server.url, username: server.username, password: server.password });
  const url = (name: string) => account.calendars.find((calendar) => calendar.name === name)?.url;
  await apiCall("PUT", `/api/caldav/${account.id}`, as.token, { busy_calendars: [url("Work")], write_calendar: url("Bookings") });
  expect(await connections(as)).toMatchObject([{ last_error: null, busy_count: 1 }]);
  return account;
}

describe("a CalDAV server that closes every connection", () => {
  it(`signs in and syncs ${SIGN_INS} times in a row`, async () => {
    signInHosts = await Promise.all(Array.from({ length: SIGN_INS / SIGN_INS_PER_HOST }, () => seedHost({ timezone: "UTC" })));
    for (let attempt = 0; attempt < SIGN_INS; attempt++) {
      const as = signInHosts[Math.floor(attempt / SIGN_INS_PER_HOST)]!;
      const account = await connect(as);
      await apiCall("DELETE", `/api/caldav/${account.id}`, as.token);
    }
  });

  it("syncs now, writes a booking into the calendar and deletes it on cancel, each at the first try", async () => {
    const account = await connect();
    await apiCall("POST", `/api/caldav/${account.id}/sync`, host.token);
    expect(await connections()).toMatchObject([{ last_error: null, busy_count: 1 }]);
    const [slot] = await apiSlots(host.slugs[0]!, tomorrow(), 30, "UTC");
    const booking = await bookAsVisitor({ name: "Ada Lovelace", eventTypeSlug: host.slugs[0]!, startTime: slot!, duration: 30 });
    // A failed write waits 30 s for the queue's next try, so within the poll's 10 s it lands at the first try or not at all.
    const uids = async () => (await eventsIn(server, "bookings")).map((event) => event.uid);
    await expect.poll(uids).toEqual([booking.ics_uid]);
    await apiCall("DELETE", `/api/public/bookings/${booking.cancellation_token}`, null);
    await expect.poll(uids).toEqual([]);
    expect(await accounts()).toMatchObject([{ write_error: null }]);
  });
});
