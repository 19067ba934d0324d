import { useEffect, useRef, type ReactNode } from "react";

interface ConfirmTimeSectionProps {
  /** The heading's id, which names the section. */
  headingId: string;
  title: string;
  /** The time being confirmed, as the visitor should read it. */
  summary: ReactNode;
  error: string | null;
  /** The form or buttons that confirm. */
  children: ReactNode;
}

/** The step after picking a time (booking, rescheduling): the time again, then what confirms it. */
export function ConfirmTimeSection({ headingId, title, summary, error, children }: ConfirmTimeSectionProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The section replaces the time the visitor just chose: keyboard and screen-reader focus follows it.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="booking-form-section" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-title" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {summary}
      {error && (
        <div className="alert alert-error" role="alert">
          {error}
        </div>
      )}
      {children}
    </section>
  );
}
