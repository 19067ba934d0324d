import { execFileSync } from "node:child_process";
import { inject } from "vitest";

/*
 * Bookings that have already happened, written straight into the running app's local D1 file (no API
 * books a past time): Python's sqlite3 opens it beside workerd, as SQLite allows, and takes its locks.
 */

const SEED = `
import glob, json, sqlite3, sys
state, rows = sys.argv[1], json.loads(sys.argv[2])
files = [f for f in glob.glob(state + "/v3/d1/**/*.sqlite", recursive=True)
         if sqlite3.connect(f).execute("select count(*) from sqlite_master where name = 'bookings'").fetchone()[0]]
db = sqlite3.connect(files[0], timeout=10)
for row in rows:
    db.execute("""insert into bookings (host_user_id, event_type_id, title, start_time, end_time, block_start, block_end, booker_name,
        booker_email, cancellation_token_hash, ics_uid, status, cancelled_by, created_at)
      select e.user_id, e.id, e.title, :start, :end, :start, :end, :name, :email, lower(hex(randomblob(32))), lower(hex(randomblob(16))) || '@hangout',
        :status, :cancelled_by, :created from event_types e where e.slug = :slug""", row)
db.commit()
`;

export interface PastBooking {
  slug: string;
  start: number;
  minutes: number;
  name: string;
  status?: "confirmed" | "cancelled";
  cancelledBy?: "booker" | "host";
}

export function seedPastBookings(bookings: readonly PastBooking[]): void {
  const rows = bookings.map((booking) => ({
    slug: booking.slug,
    start: booking.start,
    end: booking.start + booking.minutes * 60_000,
    name: booking.name,
    email: `${booking.name.toLowerCase().replace(/\W+/g, "-")}@example.com`,
    status: booking.status ?? "confirmed",
    cancelled_by: booking.cancelledBy ?? null,
    created: booking.start - 3 * 86_400_000,
  }));
  execFileSync("python3", ["-c", SEED, inject("stateDir"), JSON.stringify(rows)], { stdio: ["ignore", "pipe", "pipe"] });
}
