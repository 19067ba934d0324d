import * as z from "zod/mini";
import { idParam } from "../http/fields";

const ADDRESS_SCHEMES = new Set(["https:", "http:", "webcal:"]);

/** Said for any address that is not one; plain http:// is let through here and refused later unless the app runs on loopback. */
export const CALENDAR_ADDRESS_RULE = "url must be the calendar's address, starting with https:// or webcal://.";

function isCalendarAddress(text: string): boolean {
  try {
    const url = new URL(text);
    return ADDRESS_SCHEMES.has(url.protocol) && url.hostname !== "";
  } catch {
    return false;
  }
}

export const subscriptionBodySchema = z.strictObject({
  name: z.string("name is required.").check(z.trim(), z.minLength(1, "name is required."), z.maxLength(100, "name can be at most 100 characters.")),
  url: z
    .string("url is required.")
    .check(
      z.trim(),
      z.maxLength(2000, "url can be at most 2000 characters."),
      z.refine(isCalendarAddress, CALENDAR_ADDRESS_RULE),
    ),
});

export type SubscriptionBody = z.output<typeof subscriptionBodySchema>;

export const subscriptionParams = z.strictObject({ id: idParam });
