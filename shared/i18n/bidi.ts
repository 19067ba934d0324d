/*
 * A value placed inside a translated sentence (a name, a time, an address) is isolated with FSI … PDI
 * (Unicode bidi, UAX #9): a Latin name in a Hebrew sentence, or "9:00 AM" in an Arabic one, keeps
 * its own order and does not reorder the words around it. Markup uses <bdi> for the same reason.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;
