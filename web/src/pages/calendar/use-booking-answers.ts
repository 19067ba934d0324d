import { useEffect, useState } from "react";
import type { AnswerFact } from "../../components/answer-facts";
import { fetchBookingAnswers } from "./calendar-api";

/**
 * The answers behind a booked event, fetched when its dialog opens. They are extra facts: when they
 * cannot be read (a booker's saved copy, the network) the dialog shows the rest without them.
 */
export function useBookingAnswers(bookingId: number | null): AnswerFact[] {
  const [answers, setAnswers] = useState<{ bookingId: number; list: AnswerFact[] } | null>(null);
  useEffect(() => {
    if (bookingId === null) return;
    const controller = new AbortController();
    fetchBookingAnswers(bookingId, controller.signal).then(
      (list) => setAnswers({ bookingId, list }),
      () => undefined,
    );
    return () => controller.abort();
  }, [bookingId]);
  return answers !== null && answers.bookingId === bookingId ? answers.list : [];
}
