import { useEffect, useState } from "react";
import type { BookingPageData, BookingView } from "../../../../shared/public-page-data";
import { messageOf } from "../../api/errors";
import { useI18n } from "../../i18n/i18n-context";
import { inlinedPageData } from "../../public/page-data";
import { localTime } from "../../lib/zoned-time";
import { type PublicEventType, fetchEventType, rememberVersion } from "./booking-api";
import type { KnownSlots } from "./slot-math";

export type BookingSource =
  | { state: "loading" }
  | { state: "failed"; message: string }
  | { state: "ready"; eventType: PublicEventType; known: KnownSlots | null; view?: BookingView | undefined };

/** The inlined data as a source; an unknown page reads `notFound`, the booker's words for it. */
function sourceOf(data: BookingPageData<PublicEventType> | null, notFound: string): BookingSource | null {
  if (!data) return null;
  if (!data.found) return { state: "failed", message: notFound };
  rememberVersion(data.eventType.slug, data.version);
  return { state: "ready", eventType: data.eventType, known: data.slots, view: data.view };
}

/**
 * The event type (and, when the worker inlined them, this month's slots) of /book/{slug}: from the
 * page itself when it carries them, else from the API. Failing to load is the full-page error.
 */
export function useBookingSource(slug: string, timeZone: string): BookingSource {
  const { t } = useI18n();
  const notFound = t("booking.pageNotFound");
  const [source, setSource] = useState<BookingSource>(() => sourceOf(inlinedPageData<BookingPageData<PublicEventType>>(), notFound) ?? { state: "loading" });

  useEffect(() => {
    if (source.state !== "loading") return;
    let active = true;
    fetchEventType(slug, localTime(Date.now(), timeZone).date, notFound)
      .then((eventType) => active && setSource({ state: "ready", eventType, known: null }))
      .catch((error: unknown) => active && setSource({ state: "failed", message: messageOf(error, notFound) }));
    return () => {
      active = false;
    };
  }, [slug, timeZone, source.state, notFound]);

  return source;
}
