import type { InferResponseType } from "hono/client";
import { call } from "../../api/call";
import { api } from "../../api/client";
import { SETTINGS_FETCH_FAILED, SETTINGS_UPDATE_FAILED } from "../../api/messages";

/* Settings → Language of your booking pages (docs/LANGUAGES.md): the host's default language for their bookers. */

const language = api.settings.language;

export type HostLanguage = InferResponseType<typeof language.$get, 200>;

export const fetchHostLanguage = () => call((init) => language.$get({}, { init }), { fallback: SETTINGS_FETCH_FAILED });

export const updateHostLanguage = (locale: string) => call((init) => language.$put({ json: { locale } }, { init }), { fallback: SETTINGS_UPDATE_FAILED });
