import { env } from "cloudflare:test";
import { expect } from "vitest";
import { expectJson } from "../scenarios/api";
import { type EventType, type EventTypeFields, type Schedule, createSchedule as createScenarioSchedule } from "../scenarios/hosts";
import { api } from "./helpers";
import { typedApi, worker } from "./client";

/** Fixtures for the availability, event type, upload and profile tests. */

export type { EventType, Schedule };

export const createSchedule = (token: string, name = "Work hours", timezone?: string): Promise<Schedule> =>
  createScenarioSchedule(worker, token, { name, timezone });

/** An event type with only the fields the form requires, so the server's defaults show. */
export async function createEventType(token: string, scheduleId: number, fields: EventTypeFields = {}): Promise<EventType> {
  const json = { title: "Intro Call", location: "Online", schedule_id: scheduleId, durations: [30, 60], ...fields };
  return expectJson(await typedApi({ token })["event-types"].$post({ json }), 201);
}

/** How many rows of `table` match `where` (fixed SQL written by the tests, values bound). */
export async function countRows(table: string, where = "1 = 1", ...values: unknown[]): Promise<number> {
  const row = await env.DB.prepare(`select count(*) as n from ${table} where ${where}`)
    .bind(...values)
    .first<{ n: number }>();
  return row!.n;
}

/** Every row of a table as JSON, to prove a refused request changed nothing. */
export async function snapshot(table: string): Promise<string> {
  const { results } = await env.DB.prepare(`select * from ${table} order by rowid`).all();
  return JSON.stringify(results);
}

const fromBase64 = (text: string) => Uint8Array.from(atob(text), (ch) => ch.charCodeAt(0));

/** Smallest valid 1×1 images of each accepted type, as real files carry them. */
export const SAMPLE_IMAGES = {
  "image/png": fromBase64("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=="),
  "image/jpeg": fromBase64(
    "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=",
  ),
  "image/gif": fromBase64("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7"),
  "image/webp": fromBase64("UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA=="),
} as const;

export async function uploadImage(token: string | undefined, bytes: Uint8Array, fileName = "header.png", type = "image/png") {
  const form = new FormData();
  form.append("image", new File([bytes], fileName, { type }));
  return api<{ imageUrl?: string; error?: string }>("POST", "/api/upload/image", { token, body: form });
}

export async function uploadSampleImage(token: string): Promise<string> {
  const uploaded = await uploadImage(token, SAMPLE_IMAGES["image/png"]);
  expect(uploaded.status).toBe(200);
  return uploaded.body.imageUrl!;
}

export async function bucketKeys(): Promise<string[]> {
  const listing = await env.IMAGES.list();
  return listing.objects.map((object) => object.key);
}

export const keyOf = (imageUrl: string) => imageUrl.replace("/api/images/", "");
