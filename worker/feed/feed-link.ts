import { eq } from "drizzle-orm";
import { users } from "../../drizzle/schema";
import type { Db } from "../env";
import { notFound } from "../http/http-error";
import { hashLinkToken, newLinkToken } from "../http/link-token";

/** GET/PUT /api/settings/feed answer this; the address itself is shown only when it is made. */
export interface FeedSettingsResponse {
  active: boolean;
  include_events: boolean;
}

/** POST /api/settings/feed: the new private address, once. */
export interface FeedLinkResponse extends FeedSettingsResponse {
  url: string;
}

const columns = { feedTokenHash: users.feedTokenHash, feedIncludesEvents: users.feedIncludesEvents };

function toFeedSettingsResponse(row: { feedTokenHash: string | null; feedIncludesEvents: boolean } | undefined): FeedSettingsResponse {
  // requireAuth has just read the row, so only a deletion racing this request gets here.
  if (!row) throw notFound("Account");
  return { active: row.feedTokenHash !== null, include_events: row.feedIncludesEvents };
}

export const feedPath = (token: string) => `/feed/${token}.ics`;

export async function readFeedSettings(db: Db, userId: number): Promise<FeedSettingsResponse> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId));
  return toFeedSettingsResponse(row);
}

/** A new private address; the one before it stops working at once ("Reset link"). */
export async function createFeedLink(db: Db, userId: number, origin: string): Promise<FeedLinkResponse> {
  const token = newLinkToken();
  const [row] = await db.update(users).set({ feedTokenHash: hashLinkToken(token) }).where(eq(users.id, userId)).returning(columns);
  return { ...toFeedSettingsResponse(row), url: `${origin}${feedPath(token)}` };
}

export async function updateFeedSettings(db: Db, userId: number, includeEvents: boolean): Promise<FeedSettingsResponse> {
  const [row] = await db.update(users).set({ feedIncludesEvents: includeEvents }).where(eq(users.id, userId)).returning(columns);
  return toFeedSettingsResponse(row);
}

/** Turns the feed off: the address answers 404 from now on. */
export async function removeFeedLink(db: Db, userId: number): Promise<FeedSettingsResponse> {
  const [row] = await db.update(users).set({ feedTokenHash: null }).where(eq(users.id, userId)).returning(columns);
  return toFeedSettingsResponse(row);
}
