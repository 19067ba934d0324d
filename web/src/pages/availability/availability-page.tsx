import { useEffect, useState } from "react";
import { isolateIn } from "../../../../shared/i18n/bidi";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { Alert } from "../../components/alert";
import { ConfirmDialog } from "../../components/confirm-dialog";
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
  const [pendingDelete, setPendingDelete] = useState<Schedule | null>(null);
  const i18n = useHostI18n();
  const { t } = i18n;

  useEffect(() => {
    fetchSchedules()
      .then((list) => {
        setSchedules(list);
        setSelectedId(list[0]?.id ?? null);
      })
      .catch((failure: unknown) => {
        setSchedules([]);
        setError(hostErrorText(i18n, failure, "availability.schedulesLoadFailed"));
      });
  }, [i18n]);

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
      throw new Error(hostErrorText(i18n, failure, "app.unexpectedError"));
    }
    setNameDialog(null);
  };

  /** Rejects with the message the confirmation shows. */
  const remove = async (schedule: Schedule) => {
    try {
      await deleteSchedule(schedule.id);
    } catch (failure) {
      throw new Error(hostErrorText(i18n, failure, "app.unexpectedError"));
    }
    setPendingDelete(null);
    const remaining = (schedules ?? []).filter((s) => s.id !== schedule.id);
    setSchedules(remaining);
    // Deleting the selected schedule selects the first remaining one, or none.
    if (schedule.id === selectedId) setSelectedId(remaining[0]?.id ?? null);
  };

  const changeZone = async (schedule: Schedule, timezone: string) => {
    try {
      replaceSchedule(await updateSchedule(schedule.id, { timezone }));
    } catch (failure) {
      setError(hostErrorText(i18n, failure, "app.unexpectedError"));
    }
  };

  const selected = schedules?.find((schedule) => schedule.id === selectedId) ?? null;

  return (
    <section className="page availability-page">
      <div className="page-header">
        <h1 className="page-title">{t("availability.title")}</h1>
        <button type="button" className="button primary" disabled={!schedules} onClick={() => setNameDialog({ mode: "create" })}>
          {t("availability.newSchedule")}
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
              onDelete={setPendingDelete}
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
              <h2 className="section-title">{t("availability.selectTitle")}</h2>
              <p className="muted">{t("availability.selectHint")}</p>
            </div>
          )}
        </div>
      )}
      <InputDialog
        open={nameDialog !== null}
        title={nameDialog?.mode === "rename" ? t("availability.renameTitle") : t("availability.createTitle")}
        label={t("availability.scheduleName")}
        initialValue={nameDialog?.mode === "rename" ? nameDialog.schedule.name : ""}
        onSubmit={submitName}
        onClose={() => setNameDialog(null)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title={t("availability.deleteTitle")}
        message={t("availability.deleteConfirm", { name: isolateIn(i18n.dir, pendingDelete?.name ?? "") })}
        busyLabel={t("availability.deleting")}
        onConfirm={() => (pendingDelete ? remove(pendingDelete) : undefined)}
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}
