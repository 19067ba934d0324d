import { env } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { beforeAll, describe, expect, it } from "vitest";
import * as schema from "../../drizzle/schema";
import { violatesConstraint } from "../../worker/db/constraint-violation";
import { withFreeSlug } from "../../worker/event-types/slugs";
import { createSchedule } from "./availability-helpers";
import { registerUser } from "./helpers";

const db = drizzle(env.DB, { schema });
let userId: number;
let scheduleId: number;

beforeAll(async () => {
  const host = await registerUser("race");
  userId = JSON.parse(atob(host.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/"))).user.id;
  scheduleId = (await createSchedule(host.token)).id;
});

const insertEventType = (slug: string, schedule = scheduleId) =>
  db
    .insert(schema.eventTypes)
    .values({ userId, scheduleId: schedule, title: "Race", slug, location: "Online" })
    .returning();

async function failureOf(write: Promise<unknown>): Promise<unknown> {
  try {
    await write;
  } catch (error) {
    return error;
  }
  throw new Error("the write succeeded");
}

describe("violatesConstraint (on real D1 errors)", () => {
  it("sees a unique clash through drizzle's wrapped error, and tells constraints apart", async () => {
    await insertEventType("clash");
    const clash = await failureOf(insertEventType("clash"));
    expect(violatesConstraint(clash, "UNIQUE", "event_types.slug")).toBe(true);
    expect(violatesConstraint(clash, "FOREIGN KEY")).toBe(false);
    expect(violatesConstraint(new Error("UNIQUE constraint failed: users.email"), "UNIQUE", "event_types.slug")).toBe(false);
  });

  it("sees a missing schedule as a foreign key failure, in a statement and in a batch", async () => {
    const single = await failureOf(insertEventType("orphan", 999_999));
    expect(violatesConstraint(single, "FOREIGN KEY")).toBe(true);
    const batch = await failureOf(db.batch([db.insert(schema.availabilityRules).values({ scheduleId: 999_999, dayOfWeek: 1, startTime: "09:00", endTime: "10:00" })]));
    expect(violatesConstraint(batch, "FOREIGN KEY")).toBe(true);
  });
});

describe("withFreeSlug", () => {
  it("takes the next free slug when another writer takes the chosen one first", async () => {
    const attempts: string[] = [];
    const row = await withFreeSlug(db, userId, "Racing Title", async (slug) => {
      attempts.push(slug);
      if (attempts.length === 1) await insertEventType(slug);
      const [created] = await insertEventType(slug);
      return created!;
    });
    expect(attempts).toEqual(["racing-title", "racing-title-2"]);
    expect(row.slug).toBe("racing-title-2");
  });

  it("passes on errors that are not slug clashes", async () => {
    const error = await failureOf(withFreeSlug(db, userId, "Broken", () => insertEventType("broken", 999_999)));
    expect(violatesConstraint(error, "FOREIGN KEY")).toBe(true);
  });
});
