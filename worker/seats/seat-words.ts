import { type SQL, sql } from "drizzle-orm";
import { seatsTaken } from "./seat-writes";

/*
 * The English texts of seats the worker writes: the host's app and mail are English (docs/LANGUAGES.md);
 * what a booker reads of seats comes from the `seats` catalogues.
 */

/** The host's line "3 of 5 seats are now taken.", counted inside the statement that writes the mail. */
export const seatsTakenLine = (seatUid: SQL, capacity: number): SQL =>
  sql`${seatsTaken(seatUid)} || ' of ' || ${capacity} || ' seats are now taken.'`;
