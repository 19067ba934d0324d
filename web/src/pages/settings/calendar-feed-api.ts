import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { SETTINGS_UPDATE_FAILED, UNEXPECTED_ERROR } from "../../api/messages";

/* The calls behind Settings → Calendar feed: the private address of the host's bookings. */

const feed = api.settings.feed;

/** Whether the feed is on and carries the host's own events; `url` only right after a link was made (only its hash is stored). */
export type FeedState = InferResponseType<typeof feed.$get, 200> & Partial<InferResponseType<typeof feed.$post, 200>>;

export const fetchFeedSettings = () => call((init) => feed.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

/** A new private address (the old one stops working); the only time the address is shown. */
export const createFeedLink = () => call((init) => feed.$post({}, { init }), { fallback: UNEXPECTED_ERROR });

export const setFeedIncludesEvents = (includeEvents: boolean) =>
  call((init) => feed.$put({ json: { include_events: includeEvents } }, { init }), { fallback: SETTINGS_UPDATE_FAILED });

export const removeFeedLink = () => call((init) => feed.$delete({}, { init }), { fallback: UNEXPECTED_ERROR });
