import type { InferRequestType, InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { UNEXPECTED_ERROR } from "../../api/messages";

/* The calls behind Settings → API tokens: personal tokens for the host API. */

const tokens = api.settings["api-tokens"];

export type ApiToken = InferResponseType<typeof tokens.$get, 200>[number];
export type NewApiToken = InferRequestType<typeof tokens.$post>["json"];

export const fetchApiTokens = () => call((init) => tokens.$get({}, { init }), { fallback: UNEXPECTED_ERROR });

/** The answer carries the token itself: the only time it is shown. */
export const createApiToken = (json: NewApiToken) => call((init) => tokens.$post({ json }, { init }), { fallback: UNEXPECTED_ERROR });

export const revokeApiToken = (id: number) => call((init) => tokens[":id"].$delete({ param: { id: String(id) } }, { init }), { fallback: UNEXPECTED_ERROR });
