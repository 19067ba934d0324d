import { type SQL, sql } from "drizzle-orm";
import { seatsTaken } from "./seat-writes";

/*
 * The English texts of seats the worker writes: the host's app and mail are English (docs/LANGUAGES.md);
 * what a booker reads of seats comes from the `seats` catalogues.
 */

/**
 * The host's line "Seats taken: 3 of 5.", counted inside the statement that writes the mail (the
 * capacity bound as text: D1 binds numbers as reals, which would read "5.0").
 */
export const seatsTakenLine = (seatUid: SQL, capacity: number): SQL => sql`'Seats taken: ' || ${seatsTaken(seatUid)} || ' of ' || ${String(capacity)} || '.'`;
