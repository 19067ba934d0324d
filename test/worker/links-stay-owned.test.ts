import { describe, expect, it } from "vitest";
import { createEventType, createSchedule, type EventType } from "./availability-helpers";
import { registerUser, unique } from "./helpers";
import { uniqueAddress, typedApi } from "./client";
import { answer } from "../scenarios/api";

/*
 * A /book or /u link, once issued, never points at someone else; any accepted title gets a slug;
 * the profile lists exactly the bookable types.
 */

const bookingPage = (slug: string) => answer(typedApi().public.availability[":slug"].$get({ param: { slug }, query: {} }));

async function hostWithSchedule(prefix: string) {
  const user = await registerUser(prefix);
  const schedule = await createSchedule(user.token);
  return { user, schedule };
}

describe("retired slugs", () => {
  it("keeps a deleted event type's slug from strangers; its link answers 'Booking page not found.'", async () => {
    const title = `Intro ${unique("call")}`;
    const first = await hostWithSchedule("slugold");
    const original = await createEventType(first.user.token, first.schedule.id, { title });
    expect((await answer(typedApi({ token: first.user.token })["event-types"][":id"].$delete({ param: { id: String(original.id) } }))).status).toBe(200);

    const stranger = await hostWithSchedule("slugnew");
    const other = await createEventType(stranger.user.token, stranger.schedule.id, { title });
    expect(other.slug).not.toBe(original.slug);
    const old = await bookingPage(original.slug);
    expect(old.status).toBe(404);
    expect(old.body).toEqual({ error: "Booking page not found." });

    // Its owner may have it back: it still points at the same person.
    const again = await createEventType(first.user.token, first.schedule.id, { title });
    expect(again.slug).toBe(original.slug);
  });

  it("retires a deleted account's username and slugs", async () => {
    const title = `Team ${unique("sync")}`;
    const gone = await hostWithSchedule("gone");
    const theirs = await createEventType(gone.user.token, gone.schedule.id, { title });
    expect((await answer(typedApi({ token: gone.user.token }).settings.account.$delete())).status).toBe(200);

    const again = await answer(
      typedApi({ address: uniqueAddress() }).auth.register.$post({
        json: { username: gone.user.username, email: `${unique("other")}@example.com`, password: "correct horse battery" },
      }),
    );
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: "That username is already taken." });
    const profile = await answer(typedApi().public.user[":username"].$get({ param: { username: gone.user.username } }));
    expect(profile.status).toBe(404);

    const stranger = await hostWithSchedule("heir");
    expect((await createEventType(stranger.user.token, stranger.schedule.id, { title })).slug).not.toBe(theirs.slug);
    expect((await bookingPage(theirs.slug)).status).toBe(404);
  });
});

describe("long titles", () => {
  it.each([
    ["an ordinary long title", "Quarterly business review with the product leadership team"],
    ["a title of the maximum length", `${"Planning ".repeat(22)}x`.slice(0, 200)],
  ])("saves %s twice with two unique slugs", async (_, title) => {
    const host = await hostWithSchedule("long");
    const first = await createEventType(host.user.token, host.schedule.id, { title });
    const second = await createEventType(host.user.token, host.schedule.id, { title });
    expect(first.slug).not.toBe(second.slug);
    expect(first.slug.length).toBeLessThanOrEqual(64);
    expect(second.slug.startsWith(first.slug)).toBe(true);
  });
});

describe("public profile", () => {
  it("lists exactly the event types whose booking page answers", async () => {
    const host = await hostWithSchedule("profile");
    const spare = await createSchedule(host.user.token, "Spare");
    const bookable = await createEventType(host.user.token, host.schedule.id, { title: "Bookable" });
    const orphaned: EventType = await createEventType(host.user.token, spare.id, { title: "Orphaned" });
    await createEventType(host.user.token, host.schedule.id, { title: "Private", is_public: false });
    expect((await answer(typedApi({ token: host.user.token }).availability.schedules[":id"].$delete({ param: { id: String(spare.id) } }))).status).toBe(200);

    const profile = await answer(typedApi().public.user[":username"].$get({ param: { username: host.user.username } }));
    expect(profile.body.eventTypes.map((type) => type.slug)).toEqual([bookable.slug]);
    expect((await bookingPage(bookable.slug)).status).toBe(200);
    expect((await bookingPage(orphaned.slug)).status).toBe(404);
  });
});
