import { useState } from "react";
import { durationText } from "../../../../shared/i18n/booking-words";
import { useI18n } from "../../i18n/i18n-context";
import { MonthCalendar } from "./month-calendar";
import { SlotList } from "./slot-list";
import { TimeZoneSwitch } from "./time-zone-switch";
import { visibleSlots } from "./slot-math";
import type { SlotBrowser } from "./use-slot-browser";

interface SlotPickerProps {
  browser: SlotBrowser;
  durations: number[];
  duration: number;
  onDurationChange: (duration: number) => void;
  interval: number;
  timeZone: string;
  /** The booking page's zone switch; the reschedule page keeps the zone it opened with. */
  onTimeZoneChange?: ((timeZone: string) => void) | undefined;
  onChoose: (start: number) => void;
  /** A seated type's capacity (docs/SEATS.md): each time then says how many of its seats are left. */
  seats?: number | null | undefined;
}

/** The main area while browsing: month calendar, timezone, durations and times. */
export function SlotPicker({ browser, durations, duration, onDurationChange, interval, timeZone, onTimeZoneChange, onChoose, seats = null }: SlotPickerProps) {
  const i18n = useI18n();
  const slots = visibleSlots(browser.daySlots ?? [], interval, timeZone, Date.now());
  const [dayPicked, setDayPicked] = useState(false);
  const pickDay = (date: string) => {
    setDayPicked(true);
    browser.selectDate(date);
  };
  return (
    <div className="slot-picker">
      <div className="calendar-column">
        <MonthCalendar
          month={browser.month}
          today={browser.today}
          days={browser.days}
          selectedDate={browser.selectedDate}
          onSelectDate={pickDay}
          onShowMonth={browser.showMonth}
        />
        <p className="timezone-label">
          <span className="muted">{i18n.t("booking.timeZoneLabel")}</span> <bdi>{timeZone}</bdi>
        </p>
        {onTimeZoneChange && <TimeZoneSwitch key={timeZone} timeZone={timeZone} onChange={onTimeZoneChange} />}
      </div>
      <div className="times-column">
        {durations.length > 0 && (
          <div className="duration-buttons" role="group" aria-label={i18n.t("booking.duration")}>
            {durations.map((minutes) => (
              <button
                key={minutes}
                type="button"
                className="duration-button"
                aria-pressed={minutes === duration}
                onClick={() => onDurationChange(minutes)}
              >
                {durationText(i18n, minutes)}
              </button>
            ))}
          </div>
        )}
        <SlotList
          date={browser.selectedDate}
          slots={slots}
          seats={seats === null ? null : { capacity: seats, left: browser.seatsLeft }}
          revealed={browser.revealed}
          timeZone={timeZone}
          onChoose={onChoose}
          focusOnDate={dayPicked}
        />
      </div>
    </div>
  );
}
