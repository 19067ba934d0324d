import type { RateLimit } from "../http/rate-limit";

/*
 * Adding a CalDAV account signs in to whatever server the host names, and the answer says whether the
 * password was right: each attempt is a password guess delivered for them. Like Hangout's own login,
 * attempts are counted per account and per address before the server is asked.
 */
const TEN_MINUTES = 10 * 60;
const TOO_MANY_SIGN_INS = "Too many sign-in attempts to CalDAV servers. Please wait a few minutes and try again.";

export const caldavSignInLimits = (userId: number, address: string): RateLimit[] => [
  { key: `caldav-sign-in:account:${userId}`, limit: 10, windowSeconds: TEN_MINUTES, message: TOO_MANY_SIGN_INS },
  { key: `caldav-sign-in:address:${address}`, limit: 30, windowSeconds: TEN_MINUTES, message: TOO_MANY_SIGN_INS },
];
