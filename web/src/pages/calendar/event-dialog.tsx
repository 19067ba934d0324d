import { useState } from "react";
import { useAuth } from "../../auth/auth-context";
import { Dialog } from "../../components/dialog";
import { useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";
import { isolateIn } from "../../../../shared/i18n/bidi";
import type { DayKey } from "../../lib/date-strings";
import { cancelBookedEvent, deleteEvent, requestReschedule, saveEvent, type Scope } from "./calendar-api";
import { type Choice, ChoiceDialog } from "./choice-dialog";
import { EventDetails } from "./event-details";
import { EventForm } from "./event-form";
import { type EventFormValues, newEventValues, requestBodyOf, valuesOfEvent } from "./event-form-state";
import { type CalendarEvent, isRecurring } from "./event-model";
import "./event-dialog.css";

/** What the dialog opened on: a new event (on a day, maybe at a time) or an occurrence. */
export type DialogTarget = { kind: "new"; day: DayKey; time?: string } | { kind: "existing"; event: CalendarEvent };

type Pending = { kind: "delete" } | { kind: "cancel-booking" } | { kind: "request-reschedule" } | { kind: "edit-scope"; values: EventFormValues } | null;

const SCOPE_CHOICES: { label: HostMessageKey; value: Scope }[] = [
  { label: "calendar.scope.single", value: "single" },
  { label: "calendar.scope.all", value: "all" },
];

interface Props {
  target: DialogTarget;
  now: Date;
  onClose: () => void;
  /** Something was saved, deleted or cancelled: reload and close. */
  onChanged: () => void;
}

/**
 * The event dialog: new events open in the form and Cancel closes; an existing event
 * opens in details, and Cancel in its form returns there. Recurring events ask which occurrences a
 * change or a delete applies to.
 */
export function EventDialog({ target, now, onClose, onChanged }: Props) {
  const event = target.kind === "existing" ? target.event : null;
  const [mode, setMode] = useState<"details" | "form">(event ? "details" : "form");
  const [pending, setPending] = useState<Pending>(null);
  const { user } = useAuth();
  const { t, dir } = useHostI18n();
  const scopeChoices: Choice<Scope>[] = SCOPE_CHOICES.map(({ label, value }) => ({ label: t(label), value }));
  const deleteChoice: Choice<Scope>[] = [{ label: t("app.delete"), value: "single", danger: true }];
  // Names and titles inside a sentence keep their own direction (docs/LANGUAGES.md, Right to left).
  const named = (value: string) => isolateIn(dir, value);
  // A booking the signed-in user made on someone else's page is their saved copy: only its host asks for a new time.
  const hostsBooking = event !== null && event.booker_name !== user?.username;
  const scopeOf = (chosen: Scope) => ({ updateScope: chosen, original_start_time: event?.original_start_time ?? event?.start_time ?? null });

  const save = async (values: EventFormValues, scope: Scope = "single") => {
    const body = requestBodyOf(values);
    await saveEvent(body, event ? { id: event.id, ...scopeOf(scope) } : undefined);
    onChanged();
  };

  const submitForm = async (values: EventFormValues) => {
    if (event && isRecurring(event)) {
      setPending({ kind: "edit-scope", values });
      return;
    }
    await save(values);
  };

  const title = mode === "details" && event ? event.title : event ? t("calendar.editEvent") : t("calendar.addEvent");
  const initialValues = target.kind === "existing" ? valuesOfEvent(target.event) : newEventValues(target.day, now, target.time);

  return (
    <>
      <Dialog open title={title} onClose={onClose} size="medium">
        {mode === "details" && event ? (
          <EventDetails
            event={event}
            onEdit={() => setMode("form")}
            onDelete={() => setPending({ kind: "delete" })}
            onCancelBooking={() => setPending({ kind: "cancel-booking" })}
            onRequestReschedule={hostsBooking ? () => setPending({ kind: "request-reschedule" }) : null}
          />
        ) : (
          <EventForm initialValues={initialValues} onSubmit={submitForm} onCancel={event ? () => setMode("details") : onClose} />
        )}
      </Dialog>
      {event && pending?.kind === "delete" && (
        <ChoiceDialog
          open
          title={isRecurring(event) ? t("calendar.deleteRecurring") : t("calendar.deleteEvent")}
          message={t("calendar.deleteQuestion", { title: named(event.title) })}
          choices={isRecurring(event) ? scopeChoices.map((choice) => ({ ...choice, danger: true })) : deleteChoice}
          onChoose={async (scope) => {
            await deleteEvent(event.id, scopeOf(scope));
            onChanged();
          }}
          onClose={() => setPending(null)}
        />
      )}
      {event && pending?.kind === "cancel-booking" && (
        <ChoiceDialog
          open
          title={t("calendar.cancelBookingTitle")}
          message={t("calendar.cancelBookingQuestion", { name: named(event.booker_name ?? "") })}
          choices={[{ label: t("calendar.cancelBooking"), value: "cancel", danger: true }]}
          dismissLabel={t("calendar.keepBooking")}
          onChoose={async () => {
            if (event.booking_id !== null) await cancelBookedEvent(event.booking_id);
            onChanged();
          }}
          onClose={() => setPending(null)}
        />
      )}
      {event && pending?.kind === "request-reschedule" && (
        <ChoiceDialog
          open
          title={t("calendar.requestReschedule")}
          message={t("calendar.requestRescheduleQuestion", { name: named(event.booker_name ?? "") })}
          choices={[{ label: t("calendar.requestReschedule"), value: "request" }]}
          dismissLabel={t("calendar.keepBooking")}
          onChoose={async () => {
            if (event.booking_id !== null) await requestReschedule(event.booking_id);
            onChanged();
          }}
          onClose={() => setPending(null)}
        />
      )}
      {pending?.kind === "edit-scope" && (
        <ChoiceDialog
          open
          title={t("calendar.editRecurring")}
          message={t("calendar.applyTo")}
          choices={scopeChoices}
          onChoose={(scope) => save(pending.values, scope)}
          onClose={() => setPending(null)}
        />
      )}
    </>
  );
}
