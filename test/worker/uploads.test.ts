import { env } from "cloudflare:test";
import { workerFetch } from "./worker-fetch";
import { beforeAll, describe, expect, it } from "vitest";
import { api, type TestUser, registerUser } from "./helpers";
import { SAMPLE_IMAGES, bucketKeys, createEventType, createSchedule, keyOf, snapshot, uploadImage, uploadSampleImage } from "./availability-helpers";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

const MAX_BYTES = 40 * 1024 * 1024;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const text = (value: string) => new TextEncoder().encode(value);

/** A file of `size` bytes that starts like a PNG, so only its size can be refused. */
function pngOfSize(size: number): Uint8Array {
  const bytes = new Uint8Array(size);
  bytes.set(PNG_SIGNATURE);
  return bytes;
}

let host: TestUser;
beforeAll(async () => {
  host = await registerUser("uploads");
});

describe("POST /api/upload/image", () => {
  it.each(Object.entries(SAMPLE_IMAGES))("stores a real %s and serves it back byte-identical", async (type, bytes) => {
    const uploaded = await uploadImage(host.token, bytes, "picture.bin", "application/octet-stream");
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toEqual({ imageUrl: expect.stringMatching(/^\/api\/images\/u\d+\/[A-Za-z0-9_-]{22}$/) });

    const served = await workerFetch(`http://hangout.test${uploaded.body.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("Content-Type")).toBe(type);
    expect(served.headers.get("X-Content-Type-Options")).toBe("nosniff");
    expect(served.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(bytes);
  });

  it("gives every upload its own random key under the uploader's prefix", async () => {
    const first = keyOf(await uploadSampleImage(host.token));
    const second = keyOf(await uploadSampleImage(host.token));
    expect(first).not.toBe(second);
    expect(first.split("/")[0]).toBe(second.split("/")[0]);
    expect(await bucketKeys()).toEqual(expect.arrayContaining([first, second]));
  });

  it("accepts exactly 40 MB", async () => {
    const uploaded = await uploadImage(host.token, pngOfSize(MAX_BYTES));
    expect(uploaded.status).toBe(200);
    const stored = await env.IMAGES.head(keyOf(uploaded.body.imageUrl!));
    expect(stored?.size).toBe(MAX_BYTES);
  });

  it.each([
    ["a file of 40 MB + 1 byte", () => uploadImage(host.token, pngOfSize(MAX_BYTES + 1))],
    [
      "a body far over the limit (refused by its Content-Length)",
      () => api("POST", "/api/upload/image", { token: host.token, body: pngOfSize(MAX_BYTES + 128 * 1024), headers: { "content-type": "multipart/form-data; boundary=x" } }),
    ],
  ])("refuses %s with 413 and stores nothing", async (_, send) => {
    const before = await bucketKeys();
    const response = await send();
    expect(response.status).toBe(413);
    expect(response.body).toEqual({ error: "Images must be at most 40 MB." });
    expect(await bucketKeys()).toEqual(before);
  });

  it.each([
    ["HTML named .png", text("<!DOCTYPE html><html><script>alert(1)</script></html>"), "evil.png", "image/png"],
    ["an SVG", text('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), "logo.svg", "image/svg+xml"],
    ["an SVG named .png", text('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"/>'), "logo.png", "image/png"],
    ["a PDF", text("%PDF-1.7\n%âãÏÓ"), "doc.png", "image/png"],
    ["an empty file", new Uint8Array(0), "empty.png", "image/png"],
  ])("refuses %s with 415 and stores nothing", async (_, bytes, name, type) => {
    const before = await bucketKeys();
    const response = await uploadImage(host.token, bytes, name, type);
    expect(response.status).toBe(415);
    expect(response.body).toEqual({ error: "Only PNG, JPEG, WEBP and GIF images can be uploaded." });
    expect(await bucketKeys()).toEqual(before);
  });

  it("refuses a form without an image file (400) and stores nothing", async () => {
    const before = await bucketKeys();
    const noField = new FormData();
    noField.append("picture", new File([SAMPLE_IMAGES["image/png"]], "a.png"));
    const textField = new FormData();
    textField.append("image", "not a file");
    for (const body of [noField, textField]) {
      const response = await api("POST", "/api/upload/image", { token: host.token, body });
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: "No image file was uploaded." });
    }
    const json = await api("POST", "/api/upload/image", { token: host.token, json: { image: "data:image/png;base64,AAAA" } });
    expect(json.status).toBe(400);
    expect(await bucketKeys()).toEqual(before);
  });

  it("requires a signed-in user", async () => {
    const before = await bucketKeys();
    const response = await uploadImage(undefined, SAMPLE_IMAGES["image/png"]);
    expect(response.status).toBe(401);
    expect(await bucketKeys()).toEqual(before);
  });
});

describe("GET /api/images/{key}", () => {
  it.each(["u1/doesnotexistdoesnotexi", "u1/short", "u1/a/b/c", "u1%2F..%2Fsecret", "nothing"])("answers 404 { error } for %j", async (key) => {
    const response = await api("GET", `/api/images/${key}`);
    expect(response.status).toBe(404);
    expect(response.body).toEqual({ error: "Image not found." });
  });
});

describe("header images of event types", () => {
  let scheduleId: number;
  beforeAll(async () => {
    scheduleId = (await createSchedule(host.token)).id;
  });

  it("shows an uploaded image, replaces it (deleting the old object) and removes it", async () => {
    const first = await uploadSampleImage(host.token);
    const created = await createEventType(host.token, scheduleId, { title: "With image", image_url: first });
    expect(created.image_url).toBe(first);

    const kept = await answer(
      typedApi({ token: host.token })["event-types"][":id"].$put({ param: { id: String(created.id) }, json: { image_url: first, title: "Renamed" } }),
    );
    expect(kept.body.image_url).toBe(first);
    expect(await bucketKeys()).toContain(keyOf(first));

    const second = await uploadSampleImage(host.token);
    const replaced = await answer(
      typedApi({ token: host.token })["event-types"][":id"].$put({ param: { id: String(created.id) }, json: { image_url: second } }),
    );
    expect(replaced.status).toBe(200);
    expect(replaced.body.image_url).toBe(second);
    const afterReplace = await bucketKeys();
    expect(afterReplace).not.toContain(keyOf(first));
    expect(afterReplace).toContain(keyOf(second));
    expect((await api("GET", first)).status).toBe(404);

    const removed = await answer(
      typedApi({ token: host.token })["event-types"][":id"].$put({ param: { id: String(created.id) }, json: { image_url: null } }),
    );
    expect(removed.body.image_url).toBeNull();
    expect(await bucketKeys()).not.toContain(keyOf(second));
  });

  it("deletes the image with its event type", async () => {
    const image = await uploadSampleImage(host.token);
    const created = await createEventType(host.token, scheduleId, { title: "Short-lived", image_url: image });
    expect((await answer(typedApi({ token: host.token })["event-types"][":id"].$delete({ param: { id: String(created.id) } }))).status).toBe(200);
    expect(await bucketKeys()).not.toContain(keyOf(image));
  });

  it("refuses an image another user uploaded, or one that is gone (400, nothing changes)", async () => {
    const other = await registerUser("imgother");
    const theirs = await uploadSampleImage(other.token);
    const gone = await uploadSampleImage(host.token);
    await env.IMAGES.delete(keyOf(gone));
    const mine = await createEventType(host.token, scheduleId, { title: "Mine" });
    const before = await snapshot("event_types");
    for (const imageUrl of [theirs, gone, `${theirs}/../../x`, "/api/images/u1/../../etc/passwd"]) {
      const create = await answer(
        typedApi({ token: host.token })["event-types"].$post({
          json: { title: "Borrowed image", location: "Online", durations: [30], schedule_id: scheduleId, image_url: imageUrl },
        }),
      );
      expect(create.status, imageUrl).toBe(400);
      expect(create.body).toEqual({ error: "The image was not found. Please upload it again." });
      const edit = await answer(
        typedApi({ token: host.token })["event-types"][":id"].$put({ param: { id: String(mine.id) }, json: { image_url: imageUrl } }),
      );
      expect(edit.status, imageUrl).toBe(400);
    }
    expect(await snapshot("event_types")).toBe(before);
    expect(await bucketKeys()).toContain(keyOf(theirs));
  });
});
