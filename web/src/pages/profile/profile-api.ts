import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api, pathSegment } from "../../api/client";

const profile = api.public.user[":username"];

/** A host's public page (GET /api/public/user/{username}): the user and their public event types. */
export type PublicProfile = InferResponseType<typeof profile.$get, 200>;

/** `fallback`: the page's own words for a failure the server did not explain. */
export function fetchProfile(username: string, fallback: string): Promise<PublicProfile> {
  return call((init) => profile.$get({ param: { username: pathSegment(username) } }, { init }), { fallback });
}
