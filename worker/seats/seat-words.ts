import { type SQL, sql } from "drizzle-orm";
import type { Translator } from "../../shared/i18n/translator";
import { seatsTaken } from "./seat-writes";

/** Where the statement puts the count it reads: a character no message has, and no letter, so no isolation marks surround it. */
const TAKEN_SLOT = "\u0001";

/**
 * The host's line "Seats taken: 3 of 5." in the host's words, counted inside the statement that
 * writes the mail (the capacity given as text: D1 binds numbers as reals, which would read "5.0").
 */
export const seatsTakenLine = (t: Translator, seatUid: SQL, capacity: number): SQL =>
  sql`replace(${t.t("hostmail.seatsTaken", { taken: TAKEN_SLOT, capacity: String(capacity) })}, ${TAKEN_SLOT}, ${seatsTaken(seatUid)})`;
