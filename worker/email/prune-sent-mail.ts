import { and, eq, inArray, isNotNull, lt, ne, or } from "drizzle-orm";
import { emailOutbox } from "../../drizzle/schema";
import type { Db } from "../env";

/*
 * Keeps the database small (docs/SCALING.md): a sent mail's text, HTML and invitation are only useful while
 * someone might ask about it. After 30 days they are emptied; the row itself stays, so the admin's
 * counts and the per-recipient limits read as before.
 */
export const KEEP_SENT_MAIL_MS = 30 * 86_400_000;
/** Rows a pruning job changes per cron run: a bounded write, the rest wait for the next run. */
export const PRUNE_BATCH = 500;

/** Empties the bodies of mail sent more than 30 days ago; answers how many rows it emptied. */
export async function pruneSentMail(db: Db, now: number): Promise<number> {
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "sent"),
        lt(emailOutbox.sentAt, now - KEEP_SENT_MAIL_MS),
        or(ne(emailOutbox.body, ""), isNotNull(emailOutbox.html), isNotNull(emailOutbox.ics)),
      ),
    )
    .limit(PRUNE_BATCH);
  const emptied = await db.update(emailOutbox).set({ body: "", html: null, ics: null }).where(inArray(emailOutbox.id, due)).returning({ id: emailOutbox.id });
  return emptied.length;
}
