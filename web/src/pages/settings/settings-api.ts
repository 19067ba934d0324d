import { call } from "../../api/call";
import { api } from "../../api/client";
import { ensureOk, signOutIfUnauthorized, type ApiResponse } from "../../api/errors";
import { fetchJson } from "../../api/fetch-json";
import {
  ACCOUNT_DELETE_FAILED,
  PASSWORD_CHANGE_FAILED,
  SETTINGS_FETCH_FAILED,
  SETTINGS_UPDATE_FAILED,
  UNEXPECTED_ERROR,
  VERIFICATION_FAILED,
} from "../../api/messages";

/*
 * The calls of the Settings screen (spec §7 Settings, plus the calendar import). Each resolves to
 * the success body or throws an ApiError carrying the server's `error` or the spec §8 fallback.
 * Wrong input on these routes is a 400; a 401 means the session was revoked, so it signs out.
 */
export interface Settings {
  email_notifications: boolean;
  is_two_factor_enabled: boolean;
}

export interface TwoFactorSetup {
  /** A data: URL of an SVG QR code, for <img src>. */
  qrCode: string;
  /** The base32 secret, for typing into an authenticator by hand. */
  secret: string;
  recoveryCodes: string[];
}

async function succeeded<T extends ApiResponse>(response: T, fallback: string): Promise<T> {
  signOutIfUnauthorized(response);
  return ensureOk(response, fallback);
}

const twoFactor = api.settings["2fa"];

export const fetchSettings = async (): Promise<Settings> =>
  (await succeeded(await api.settings.$get(), SETTINGS_FETCH_FAILED)).json();

export const updateNotifications = async (enabled: boolean): Promise<Settings> =>
  (await succeeded(await api.settings.$put({ json: { email_notifications: enabled } }), SETTINGS_UPDATE_FAILED)).json();

export interface PasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** Resolves to the server's message and the fresh session token (older tokens stop working). */
export const changePassword = async (change: PasswordChange): Promise<{ message: string; token: string }> =>
  (await succeeded(await api.settings.password.$put({ json: change }), PASSWORD_CHANGE_FAILED)).json();

export const generateTwoFactor = async (): Promise<TwoFactorSetup> =>
  (await succeeded(await twoFactor.generate.$post(), UNEXPECTED_ERROR)).json();

export const verifyTwoFactor = async (otp: string): Promise<{ message: string }> =>
  (await succeeded(await twoFactor.verify.$post({ json: { otp } }), VERIFICATION_FAILED)).json();

export const disableTwoFactor = async (password: string, otp: string): Promise<{ message: string }> =>
  (await succeeded(await twoFactor.disable.$post({ json: { password, otp } }), UNEXPECTED_ERROR)).json();

/** How many upcoming bookings deleting the account would cancel (0 when it cannot tell). */
export async function fetchUpcomingBookings(): Promise<number> {
  try {
    return (await call((init) => api.settings.account.$get({}, { init }), { fallback: UNEXPECTED_ERROR })).upcoming_bookings;
  } catch {
    return 0;
  }
}

export const deleteAccount = async (): Promise<{ message: string }> =>
  (await succeeded(await api.settings.account.$delete(), ACCOUNT_DELETE_FAILED)).json();

/** POST /api/events/import-ics with the file in the multipart field `icsfile`. */
export function importCalendar(file: File): Promise<{ message: string }> {
  const body = new FormData();
  body.append("icsfile", file);
  return fetchJson<{ message: string }>("/api/events/import-ics", { method: "POST", body, fallback: UNEXPECTED_ERROR });
}
