import { ApiError } from "../api/errors";
import {
  ACCOUNT_DELETE_FAILED,
  DELETE_TIMED_OUT,
  EVENT_CANCEL_FAILED,
  EVENT_DELETE_FAILED,
  EVENT_TYPE_CREATE_FAILED,
  EVENT_TYPE_UPDATE_FAILED,
  EVENTS_FETCH_FAILED,
  LOGIN_FAILED,
  OVERRIDE_DELETE_FAILED,
  OVERRIDE_SAVE_FAILED,
  OVERRIDES_FETCH_FAILED,
  PASSWORD_CHANGE_FAILED,
  RULES_FETCH_FAILED,
  SCHEDULES_FETCH_FAILED,
  SETTINGS_FETCH_FAILED,
  SETTINGS_UPDATE_FAILED,
  UNEXPECTED_ERROR,
  UPLOAD_FAILED,
  USERS_FETCH_FAILED,
  VERIFICATION_FAILED,
} from "../api/messages";
import type { HostI18n } from "./host-i18n-context";
import type { HostMessageKey } from "./host-message-keys";

/*
 * The API modules name their fallback texts in English (web/src/api/messages.ts), the visitor pages'
 * and the tests' wording. The host app shows them in the host's language: a failure carrying one of
 * them is worded by its key; the server's own { error } is already in the account's language.
 */
const FALLBACK_KEYS: Readonly<Record<string, HostMessageKey>> = {
  [LOGIN_FAILED]: "auth.failed",
  [VERIFICATION_FAILED]: "auth.tfa.failed",
  [SETTINGS_FETCH_FAILED]: "settings.fetchFailed",
  [SETTINGS_UPDATE_FAILED]: "settings.updateFailed",
  [UNEXPECTED_ERROR]: "app.unexpectedError",
  [EVENTS_FETCH_FAILED]: "calendar.eventsFailed",
  [EVENT_CANCEL_FAILED]: "calendar.cancelFailed",
  [EVENT_DELETE_FAILED]: "calendar.deleteFailed",
  [DELETE_TIMED_OUT]: "calendar.timedOut",
  [PASSWORD_CHANGE_FAILED]: "settings.password.failed",
  [ACCOUNT_DELETE_FAILED]: "settings.delete.failed",
  [SCHEDULES_FETCH_FAILED]: "availability.schedulesFetchFailed",
  [RULES_FETCH_FAILED]: "availability.rulesFetchFailed",
  [OVERRIDES_FETCH_FAILED]: "availability.overridesFetchFailed",
  [OVERRIDE_SAVE_FAILED]: "availability.overrideSaveFailed",
  [OVERRIDE_DELETE_FAILED]: "availability.overrideDeleteFailed",
  [EVENT_TYPE_CREATE_FAILED]: "eventtypes.error.createFailed",
  [EVENT_TYPE_UPDATE_FAILED]: "eventtypes.error.updateFailed",
  [UPLOAD_FAILED]: "eventtypes.image.uploadFailed",
  [USERS_FETCH_FAILED]: "admin.fetchFailed",
};

/** The text of anything thrown while calling the API, in the host's language; `fallback` for what is no ApiError. */
export function hostErrorText({ t }: Pick<HostI18n, "t">, failure: unknown, fallback: HostMessageKey): string {
  if (!(failure instanceof ApiError)) return t(fallback);
  const key = FALLBACK_KEYS[failure.message];
  return key ? t(key) : failure.message;
}

/** A dialog's failure: an API failure as above, anything else by its own message (a dialog shows what went wrong). */
export function hostFailureText(i18n: Pick<HostI18n, "t">, failure: unknown): string {
  if (failure instanceof ApiError) return hostErrorText(i18n, failure, "app.unexpectedError");
  return failure instanceof Error ? failure.message : String(failure);
}
