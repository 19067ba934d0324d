import { richText } from "../../i18n/rich-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { browserTimeZone } from "../../lib/zoned-time";
import { DateOverrides } from "./date-overrides";
import type { Schedule } from "./availability-api";
import { TimeZoneSelect } from "./time-zone-select";
import { WeeklyHours } from "./weekly-hours";

interface ScheduleEditorProps {
  schedule: Schedule;
  onChangeZone: (zone: string) => Promise<void>;
  onError: (message: string) => void;
}

const browserZone = browserTimeZone();

/**
 * The selected schedule: its zone, Weekly Hours and Date Overrides. Times are wall-clock times in the
 * schedule's own zone (docs/DECISIONS.md, Time), shown as they are whatever zone the browser is in.
 */
export function ScheduleEditor({ schedule, onChangeZone, onError }: ScheduleEditorProps) {
  const i18n = useHostI18n();
  const zone = <strong>{schedule.timezone}</strong>;
  return (
    <div className="schedule-editor">
      <div className="card schedule-heading">
        <div>
          <h2 className="schedule-title">{schedule.name}</h2>
          <p className="muted section-hint">
            {schedule.timezone === browserZone
              ? richText(i18n, "availability.zoneHint", { zone })
              : richText(i18n, "availability.zoneHintBrowser", { zone, browserZone })}
          </p>
        </div>
        <TimeZoneSelect value={schedule.timezone} onChange={onChangeZone} />
      </div>
      <WeeklyHours scheduleId={schedule.id} timezone={schedule.timezone} onError={onError} />
      <DateOverrides scheduleId={schedule.id} timezone={schedule.timezone} onError={onError} />
    </div>
  );
}
