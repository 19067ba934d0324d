import * as z from "zod/mini";
import { CALENDAR_PROVIDERS } from "../domain/calendar-providers";
import { idParam } from "../http/fields";

/** RFC 7636: 43 to 128 characters of [A-Za-z0-9-._~]; S256 challenges are 43 of base64url. */
const PKCE_VALUE = /^[A-Za-z0-9._~-]{43,128}$/;

export const providerParams = z.strictObject({ provider: z.enum(CALENDAR_PROVIDERS, "Unknown calendar provider.") });

export const connectionParams = z.strictObject({ id: idParam });

export const connectStartSchema = z.strictObject({
  code_challenge: z.string("code_challenge is required.").check(z.regex(PKCE_VALUE, "code_challenge must be a PKCE S256 challenge.")),
});

export const connectCompleteSchema = z.strictObject({
  state: z.string("state is required.").check(z.minLength(1, "state is required."), z.maxLength(200, "state is not one Hangout issued.")),
  code: z.string("code is required.").check(z.minLength(1, "code is required."), z.maxLength(2000, "code can be at most 2000 characters.")),
  code_verifier: z.string("code_verifier is required.").check(z.regex(PKCE_VALUE, "code_verifier must be a PKCE verifier.")),
});

export type ConnectCompleteBody = z.output<typeof connectCompleteSchema>;

const calendarId = z.string("Each calendar must be one of the account's calendars.").check(z.maxLength(1000, "Each calendar must be one of the account's calendars."));

export const connectionChoiceSchema = z.strictObject({
  busy_calendars: z.array(calendarId).check(z.maxLength(50, "Tick at most 50 calendars.")),
  write_calendar: z.nullable(calendarId),
});

export type ConnectionChoiceBody = z.output<typeof connectionChoiceSchema>;
