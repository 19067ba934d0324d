/*
 * A value placed inside a translated sentence (a name, a time, an address) is isolated with FSI … PDI
 * (Unicode bidi, UAX #9) where its direction differs from the sentence's: a Latin name in a Hebrew
 * sentence, or an Arabic name in an English subject, keeps its own order and does not reorder the
 * words around it. Only there: some mail clients show the marks as boxes, so a value that runs the
 * sentence's way (or has no letters, like "09:00") stays as it is. Markup uses <bdi> for the same reason.
 */
export const isolate = (value: string): string => `\u2068${value}\u2069`;

/** The scripts written right to left (their letters are strong right-to-left characters). */
const RTL_SCRIPTS = ["Hebrew", "Arabic", "Syriac", "Thaana", "Nko", "Samaritan", "Mandaic", "Adlam", "Hanifi_Rohingya", "Yezidi"];
const rtlScripts = RTL_SCRIPTS.map((script) => `\\p{Script=${script}}`).join("");

const RTL_LETTER = new RegExp(`[${rtlScripts}]`, "u");
/** Any other letter runs left to right. */
const LTR_LETTER = new RegExp(`(?![${rtlScripts}])\\p{L}`, "u");

/** Whether `value` has a letter running against `direction`, so it needs isolating inside a sentence of that direction. */
export const runsAgainst = (value: string, direction: "ltr" | "rtl"): boolean => (direction === "rtl" ? LTR_LETTER : RTL_LETTER).test(value);

/** One value already isolated whole: isolating it again would only add marks. */
const ISOLATED = /^\u2068[^\u2066-\u2069]*\u2069$/;

/** `value` isolated where a sentence running `direction` needs it (see above), else as it is. */
export const isolateIn = (direction: "ltr" | "rtl", value: string): string => (runsAgainst(value, direction) && !ISOLATED.test(value) ? isolate(value) : value);
