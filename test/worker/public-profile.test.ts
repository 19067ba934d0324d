import { describe, expect, it } from "vitest";
import { registerUser } from "./helpers";
import { createEventType, createSchedule, uploadSampleImage } from "./availability-helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

describe("GET /api/public/user/{username}", () => {
  it("shows only public event types, only their public fields, to anyone", async () => {
    const host = await registerUser("profile");
    const schedule = await createSchedule(host.token);
    const image = await uploadSampleImage(host.token);
    const open = await createEventType(host.token, schedule.id, {
      title: "Open Hangout",
      description: "Let's talk.",
      durations: [15, 45],
      location: "Park",
      image_url: image,
      buffer_time: 10,
    });
    await createEventType(host.token, schedule.id, { title: "Secret Meeting", is_public: false });
    const second = await createEventType(host.token, schedule.id, { title: "Second Public" });

    const profile = await answer(typedApi().public.user[":username"].$get({ param: { username: host.username.toUpperCase() } }));
    expect(profile.status).toBe(200);
    expect(profile.body).toEqual({
      user: { username: host.username },
      eventTypes: [
        {
          title: "Open Hangout",
          slug: open.slug,
          description: "Let's talk.",
          durations: [15, 45],
          default_duration: 15,
          location: "Park",
          location_kind: "custom",
          image_url: image,
        },
        {
          title: "Second Public",
          slug: second.slug,
          description: "",
          durations: [30, 60],
          default_duration: 60,
          location: "Online",
          location_kind: "custom",
          image_url: null,
        },
      ],
    });
    const text = JSON.stringify(profile.body);
    expect(text).not.toContain(host.email);
    expect(text).not.toContain("Secret Meeting");
  });

  it("drops an event type once it is made private or deleted", async () => {
    const host = await registerUser("toggle");
    const schedule = await createSchedule(host.token);
    const first = await createEventType(host.token, schedule.id, { title: "Soon Private" });
    const second = await createEventType(host.token, schedule.id, { title: "Soon Gone" });
    await answer(typedApi({ token: host.token })["event-types"][":id"].$put({ param: { id: String(first.id) }, json: { is_public: false } }));
    await answer(typedApi({ token: host.token })["event-types"][":id"].$delete({ param: { id: String(second.id) } }));
    const profile = await answer(typedApi().public.user[":username"].$get({ param: { username: host.username } }));
    expect(profile.body).toEqual({ user: { username: host.username }, eventTypes: [] });
  });

  it.each(["nobody-here-at-all", "x".repeat(300), "%20"])("answers 404 for an unknown user (%j)", async (username) => {
    const profile = await answer(typedApi().public.user[":username"].$get({ param: { username: username } }));
    expect(profile.status).toBe(404);
    expect(profile.body).toEqual({ error: "This user or page does not exist." });
  });
});
