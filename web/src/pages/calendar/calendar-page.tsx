import { useState } from "react";
import { firstDayOfWeek } from "../../../../shared/i18n/calendar-conventions";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { type DayKey, monthOf, startOfMonth } from "../../lib/date-strings";
import { CalendarToolbar } from "./calendar-toolbar";
import { type CalendarView, readStoredView, stepCursor, storeView, viewTitle, visibleDays } from "./calendar-view";
import { ClockView } from "./clock-view";
import { DayEventsDialog } from "./day-events-dialog";
import { type DialogTarget, EventDialog } from "./event-dialog";
import type { CalendarEvent } from "./event-model";
import { MonthView } from "./month-view";
import { TimeGrid } from "./time-grid";
import { useCalendarEvents } from "./use-calendar-events";
import { useNow } from "./use-clock";
import { dayKeyOf } from "./dates";
import "./calendar.css";

/** Add Event starts on today when the view shows it, else on the month's first day or the shown day. */
function newEventDay(view: CalendarView, cursor: DayKey, today: DayKey, firstDay: number): DayKey {
  if (view === "month") return monthOf(today) === monthOf(cursor) ? today : startOfMonth(cursor);
  return visibleDays(view, cursor, firstDay).includes(today) ? today : cursor;
}

/** The host's calendar at /. */
export default function CalendarPage() {
  const now = useNow();
  const { locale } = useHostI18n();
  // Weeks start on the host's locale's first day (docs/LANGUAGES.md, The host's language).
  const firstDay = firstDayOfWeek(locale);
  const today = dayKeyOf(now);
  const [view, setView] = useState<CalendarView>(readStoredView);
  const [cursor, setCursor] = useState<DayKey>(() => dayKeyOf(new Date()));
  const [dayDialog, setDayDialog] = useState<DayKey | null>(null);
  const [dialogTarget, setDialogTarget] = useState<DialogTarget | null>(null);
  // A new dialog for every target, so its mode and form start afresh.
  const [dialogKey, setDialogKey] = useState(0);

  const days = visibleDays(view, cursor, firstDay);
  const { events, loading, reload } = useCalendarEvents(days[0] ?? cursor, days[days.length - 1] ?? cursor);

  const chooseView = (next: CalendarView) => {
    storeView(next);
    setView(next);
  };
  const openDialog = (target: DialogTarget) => {
    setDayDialog(null);
    setDialogKey((key) => key + 1);
    setDialogTarget(target);
  };
  const openEvent = (event: CalendarEvent) => openDialog({ kind: "existing", event });

  return (
    <section className="page calendar-page" aria-busy={loading}>
      <CalendarToolbar
        view={view}
        title={viewTitle(view, cursor, locale, firstDay)}
        onToday={() => setCursor(today)}
        onStep={(direction) => setCursor(stepCursor(view, cursor, direction))}
        onView={chooseView}
        onAddEvent={() => openDialog({ kind: "new", day: newEventDay(view, cursor, today, firstDay) })}
      />
      <div className="calendar-body">
        {view === "month" && <MonthView cursor={cursor} firstDay={firstDay} today={today} events={events} now={now} onOpenEvent={openEvent} onOpenDay={setDayDialog} />}
        {(view === "week" || view === "day") && (
          <TimeGrid days={days} today={today} events={events} now={now} onOpenEvent={openEvent} onPickTime={(day, time) => openDialog({ kind: "new", day, time })} />
        )}
        {view === "clock" && <ClockView day={cursor} today={today} events={events} now={now} onOpenEvent={openEvent} />}
      </div>
      {dayDialog && (
        <DayEventsDialog
          day={dayDialog}
          events={events}
          now={now}
          onOpenEvent={openEvent}
          onAddEvent={(day) => openDialog({ kind: "new", day })}
          onClose={() => setDayDialog(null)}
        />
      )}
      {dialogTarget && (
        <EventDialog
          key={dialogKey}
          target={dialogTarget}
          now={now}
          onClose={() => setDialogTarget(null)}
          onChanged={() => {
            setDialogTarget(null);
            reload();
          }}
        />
      )}
    </section>
  );
}
