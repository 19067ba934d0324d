import { type Connection, connectTo } from "../test/scenarios/api";
import { createHost } from "../test/scenarios/hosts";

/** The app at `base` over HTTP; every caller comes from its own address in 10.6.0.0/16. */
export function benchConnection(base: string): Connection {
  let next = 0;
  return connectTo(base, { newAddress: () => `10.6.${(next >> 8) & 255}.${next++ & 255}` });
}

/**
 * A bookable host, made through the API as a real host would (weekdays 09:00–17:00 in New York):
 * answers its booking page's slug and the host's username (the profile page's).
 */
export async function seedBookingPage(connection: Connection): Promise<{ slug: string; username: string }> {
  const host = await createHost(connection, {
    prefix: "benchhost",
    timezone: "America/New_York",
    rules: [1, 2, 3, 4, 5].map((day) => ({ day_of_week: day, start_time: "09:00", end_time: "17:00" })),
    eventTypes: [{ title: "Bench Call", description: "", durations: [30, 60], default_duration: 30 }],
  });
  const [eventType] = host.eventTypes;
  if (!eventType) throw new Error("the bench host has no event type");
  return { slug: eventType.slug, username: host.username };
}
