import * as z from "zod/mini";
import { CATALOGUES, supportedTag } from "../../shared/i18n/locales";

/** Longer than any tag Hangout speaks with its region and script (BCP 47 suggests 35): anything past it is no tag of ours. */
const MAX_TAG_LENGTH = 35;

export const UNSUPPORTED_LANGUAGE = `Unsupported language. Use one of ${CATALOGUES.join(", ")} (a regional tag such as de-AT or en-US is fine too).`;

/**
 * A language a host sets for their booking pages (their default, or one booking type's): a tag Hangout
 * speaks, stored in canonical spelling ("PT-br" → "pt-BR") so the pages negotiate with it as it is.
 */
export const languageTag = z.pipe(
  z.string('The language must be a tag such as "de" or "pt-BR".'),
  z.transform((value: string, ctx) => {
    const tag = value.length <= MAX_TAG_LENGTH ? supportedTag(value) : null;
    if (tag !== null) return tag;
    ctx.issues.push({ code: "custom", message: UNSUPPORTED_LANGUAGE, input: value });
    return z.NEVER;
  }),
);
