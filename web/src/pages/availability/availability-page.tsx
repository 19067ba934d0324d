import { useEffect, useState } from "react";
import { messageOf } from "../../api/errors";
import { SCHEDULES_LOAD_FAILED, UNEXPECTED_ERROR } from "../../api/messages";
import { Alert } from "../../components/alert";
import { InputDialog } from "../../components/input-dialog";
import { LoadingScreen } from "../../components/loading-screen";
import { createSchedule, deleteSchedule, fetchSchedules, updateSchedule, type Schedule } from "./availability-api";
import { ScheduleEditor } from "./schedule-editor";
import { ScheduleList } from "./schedule-list";
import "./availability.css";

type NameDialog = { mode: "create" } | { mode: "rename"; schedule: Schedule };

/** Availability: schedules, and the selected one's weekly hours and date overrides. */
export default function AvailabilityPage() {
  const [schedules, setSchedules] = useState<Schedule[] | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [nameDialog, setNameDialog] = useState<NameDialog | null>(null);

  useEffect(() => {
    fetchSchedules()
      .then((list) => {
        setSchedules(list);
        setSelectedId(list[0]?.id ?? null);
      })
      .catch((failure: unknown) => {
        setSchedules([]);
        setError(messageOf(failure, SCHEDULES_LOAD_FAILED));
      });
  }, []);

  const replaceSchedule = (updated: Schedule) =>
    setSchedules((current) => current?.map((schedule) => (schedule.id === updated.id ? updated : schedule)) ?? null);

  /** Rejects with the message the input dialog shows. */
  const submitName = async (name: string) => {
    try {
      if (nameDialog?.mode === "rename") {
        replaceSchedule(await updateSchedule(nameDialog.schedule.id, { name }));
      } else {
        const created = await createSchedule(name);
        setSchedules((current) => [...(current ?? []), created]);
        setSelectedId(created.id);
      }
    } catch (failure) {
      throw new Error(messageOf(failure, UNEXPECTED_ERROR));
    }
    setNameDialog(null);
  };

  const remove = async (schedule: Schedule) => {
    if (!window.confirm(`Are you sure you want to delete "${schedule.name}"?`)) return;
    try {
      await deleteSchedule(schedule.id);
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
      return;
    }
    const remaining = (schedules ?? []).filter((s) => s.id !== schedule.id);
    setSchedules(remaining);
    // Deleting the selected schedule selects the first remaining one, or none.
    if (schedule.id === selectedId) setSelectedId(remaining[0]?.id ?? null);
  };

  const changeZone = async (schedule: Schedule, timezone: string) => {
    try {
      replaceSchedule(await updateSchedule(schedule.id, { timezone }));
    } catch (failure) {
      setError(messageOf(failure, UNEXPECTED_ERROR));
    }
  };

  const selected = schedules?.find((schedule) => schedule.id === selectedId) ?? null;

  return (
    <section className="page availability-page">
      <div className="page-header">
        <h1 className="page-title">Set your availability</h1>
        <button type="button" className="button primary" disabled={!schedules} onClick={() => setNameDialog({ mode: "create" })}>
          New Schedule
        </button>
      </div>
      {error && <Alert onDismiss={() => setError(null)}>{error}</Alert>}
      {!schedules ? (
        <LoadingScreen />
      ) : (
        <div className="availability-layout">
          <aside className="schedule-column">
            <ScheduleList
              schedules={schedules}
              selectedId={selectedId}
              onSelect={(schedule) => setSelectedId(schedule.id)}
              onRename={(schedule) => setNameDialog({ mode: "rename", schedule })}
              onDelete={(schedule) => void remove(schedule)}
            />
          </aside>
          {selected ? (
            <ScheduleEditor
              key={selected.id}
              schedule={selected}
              onChangeZone={(zone) => changeZone(selected, zone)}
              onError={setError}
            />
          ) : (
            <div className="card empty-state select-prompt">
              <h2 className="section-title">Select a Schedule</h2>
              <p className="muted">Choose a schedule, or create one with New Schedule, to set its weekly hours and date overrides.</p>
            </div>
          )}
        </div>
      )}
      <InputDialog
        open={nameDialog !== null}
        title={nameDialog?.mode === "rename" ? "Rename Schedule" : "Create Schedule"}
        label="Schedule Name"
        initialValue={nameDialog?.mode === "rename" ? nameDialog.schedule.name : ""}
        onSubmit={submitName}
        onClose={() => setNameDialog(null)}
      />
    </section>
  );
}
