import * as z from "zod/mini";

/** A positive integer id taken from a path segment ("12" → 12); anything else is a 400. */
export const idParam = z.pipe(
  z.string().check(z.regex(/^[1-9][0-9]{0,15}$/, "must be a positive whole number")),
  z.transform(Number),
);
