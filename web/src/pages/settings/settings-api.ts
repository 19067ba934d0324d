import type { InferRequestType, InferResponseType } from "hono/client";
import { UPLOAD_TIMEOUT_MS, call } from "../../api/call";
import { api } from "../../api/client";
import {
  ACCOUNT_DELETE_FAILED,
  PASSWORD_CHANGE_FAILED,
  SETTINGS_FETCH_FAILED,
  SETTINGS_UPDATE_FAILED,
  UNEXPECTED_ERROR,
  VERIFICATION_FAILED,
} from "../../api/messages";

/*
 * The calls of the Settings screen, plus the calendar import. Each resolves to
 * the success body or throws an ApiError carrying the server's `error` or the fallback text.
 * Wrong input on these routes is a 400; a 401 means the session was revoked, so it signs out.
 */

const twoFactor = api.settings["2fa"];

export type Settings = InferResponseType<typeof api.settings.$get, 200>;
/** A data: URL of an SVG QR code (`qrCode`), the base32 secret to type by hand, and the recovery codes. */
export type TwoFactorSetup = InferResponseType<typeof twoFactor.generate.$post, 200>;
export type PasswordChange = InferRequestType<typeof api.settings.password.$put>["json"];

export const fetchSettings = (): Promise<Settings> => call((init) => api.settings.$get({}, { init }), { fallback: SETTINGS_FETCH_FAILED });

export const updateNotifications = (enabled: boolean): Promise<Settings> =>
  call((init) => api.settings.$put({ json: { email_notifications: enabled } }, { init }), { fallback: SETTINGS_UPDATE_FAILED });

/** Resolves to the server's message and the fresh session token (older tokens stop working). */
export const changePassword = (change: PasswordChange) =>
  call((init) => api.settings.password.$put({ json: change }, { init }), { fallback: PASSWORD_CHANGE_FAILED });

export const generateTwoFactor = (): Promise<TwoFactorSetup> => call((init) => twoFactor.generate.$post({}, { init }), { fallback: UNEXPECTED_ERROR });

export const verifyTwoFactor = (otp: string) => call((init) => twoFactor.verify.$post({ json: { otp } }, { init }), { fallback: VERIFICATION_FAILED });

export const disableTwoFactor = (password: string, otp: string) =>
  call((init) => twoFactor.disable.$post({ json: { password, otp } }, { init }), { fallback: UNEXPECTED_ERROR });

/** How many upcoming bookings deleting the account would cancel (0 when it cannot tell). */
export async function fetchUpcomingBookings(): Promise<number> {
  try {
    return (await call((init) => api.settings.account.$get({}, { init }), { fallback: UNEXPECTED_ERROR })).upcoming_bookings;
  } catch {
    return 0;
  }
}

export const deleteAccount = () => call((init) => api.settings.account.$delete({}, { init }), { fallback: ACCOUNT_DELETE_FAILED });

/** POST /api/events/import-ics with the file in the multipart field `icsfile`. */
export const importCalendar = (file: File) =>
  call((init) => api.events["import-ics"].$post({ form: { icsfile: file } }, { init }), { fallback: UNEXPECTED_ERROR, timeoutMs: UPLOAD_TIMEOUT_MS });
