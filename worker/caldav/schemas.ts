import * as z from "zod/mini";
import { idParam } from "../http/fields";

/** Said for any address that is not one; plain http:// is let through here and refused later unless the app runs on loopback. */
export const SERVER_ADDRESS_RULE = "server_url must be the CalDAV server's address, starting with https://.";

function isServerAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
  } catch {
    return false;
  }
}

const calendarUrl = z.string("Each calendar must be one of the account's calendars.").check(z.maxLength(2000, "Each calendar must be one of the account's calendars."));

export const caldavAccountBodySchema = z.strictObject({
  server_url: z
    .string("server_url is required.")
    .check(
      z.trim(),
      z.maxLength(2000, "server_url can be at most 2000 characters."),
      z.refine(isServerAddress, SERVER_ADDRESS_RULE),
    ),
  username: z.string("username is required.").check(z.trim(), z.minLength(1, "username is required."), z.maxLength(200, "username can be at most 200 characters.")),
  password: z.string("password is required.").check(z.minLength(1, "password is required."), z.maxLength(500, "password can be at most 500 characters.")),
});

export type CalDavAccountBody = z.output<typeof caldavAccountBodySchema>;

export const caldavChoiceBodySchema = z.strictObject({
  busy_calendars: z.array(calendarUrl).check(z.maxLength(50, "Tick at most 50 calendars.")),
  write_calendar: z.nullable(calendarUrl),
});

export type CalDavChoiceBody = z.output<typeof caldavChoiceBodySchema>;

export const caldavParams = z.strictObject({ id: idParam });
