import { asBookingJson } from "../test/scenarios/bookings";
import { nonOverlappingSlots } from "./booking-burst";
import type { DirectWorker } from "./direct-worker";
import { benchConnection } from "./seed";

/**
 * What pruning sent mail saves (docs/SCALING.md): bytes of mail content (text, HTML, invitation) per
 * booking once its mail is sent, then again after those rows are 31 days old and the cron's pruning ran.
 */
export interface MailBytes {
  bookings: number;
  beforeBytesPerBooking: number;
  afterBytesPerBooking: number;
}

const MAIL_CONTENT = "coalesce(length(body), 0) + coalesce(length(html), 0) + coalesce(length(ics), 0)";
const MONTH_MS = 31 * 86_400_000;
const SEND_TIMEOUT_MS = 60_000;

async function contentBytesPerBooking(worker: DirectWorker): Promise<number> {
  const [row] = await worker.query<{ bytes: number; bookings: number }>(
    `select sum(${MAIL_CONTENT}) as bytes, count(distinct booking_id) as bookings from email_outbox where booking_id is not null`,
  );
  return row && row.bookings > 0 ? row.bytes / row.bookings : NaN;
}

export async function measureMailPruning(worker: DirectWorker, slug: string, bookings = 40): Promise<MailBytes> {
  const app = benchConnection(worker.url);
  const starts = await nonOverlappingSlots(app, slug, bookings, 30, 200);
  for (const [i, startTime] of starts.entries()) {
    const json = asBookingJson({ eventTypeSlug: slug, startTime, duration: 30, name: `Mail ${i}`, email: `mail${i}@example.com`, notes: "", guests: [] });
    const response = await app.api({ address: `10.4.${i >> 8}.${i & 255}` }).public.bookings.$post({ json });
    if (response.status !== 201) throw new Error(`booking ${i} answered ${response.status}`);
  }
  // Reminders wait as 'scheduled' rows and held mail waits for its limit: only mail on its way is awaited.
  const deadline = Date.now() + SEND_TIMEOUT_MS;
  const unsent = async () => (await worker.query<{ n: number }>("select count(*) as n from email_outbox where status in ('pending', 'sending')"))[0]?.n ?? 0;
  while ((await unsent()) > 0) {
    if (Date.now() > deadline) throw new Error("the queue did not send the bench's mail within a minute");
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const beforeBytesPerBooking = await contentBytesPerBooking(worker);
  await worker.query(`update email_outbox set sent_at = sent_at - ${MONTH_MS}`);
  await worker.pruneSentMail();
  return { bookings, beforeBytesPerBooking, afterBytesPerBooking: await contentBytesPerBooking(worker) };
}
