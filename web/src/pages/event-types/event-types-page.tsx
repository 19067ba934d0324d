import { useEffect, useState } from "react";
import { EVENT_TYPES_FETCH_FAILED, SCHEDULES_FETCH_FAILED } from "../../api/messages";
import { useAuth } from "../../auth/auth-context";
import { ConfirmDialog } from "../../components/confirm-dialog";
import { LoadingScreen } from "../../components/loading-screen";
import { EventTypeCard } from "./event-type-card";
import { EventTypeForm } from "./event-type-form";
import { deleteEventType, fetchEventTypes, fetchScheduleOptions, type EventType, type ScheduleOption } from "./event-types-api";
import "./event-types.css";

type FormState = { eventType: EventType | null } | null;

/** Resolves to [] after logging: these failures are logged only. */
function loggedOnFailure<T>(load: Promise<T[]>, message: string): Promise<T[]> {
  return load.catch((failure: unknown) => {
    console.error(message, failure);
    return [];
  });
}

/** Booking Setup: the host's booking types and the link to their public page. */
export default function EventTypesPage() {
  const { user } = useAuth();
  const [eventTypes, setEventTypes] = useState<EventType[] | null>(null);
  const [schedules, setSchedules] = useState<ScheduleOption[]>([]);
  const [form, setForm] = useState<FormState>(null);
  const [pendingDelete, setPendingDelete] = useState<EventType | null>(null);

  useEffect(() => {
    void Promise.all([
      loggedOnFailure(fetchEventTypes(), EVENT_TYPES_FETCH_FAILED),
      loggedOnFailure(fetchScheduleOptions(), SCHEDULES_FETCH_FAILED),
    ]).then(([types, options]) => {
      setSchedules(options);
      setEventTypes(types);
    });
  }, []);

  const saved = (result: EventType) => {
    setEventTypes((current) => {
      const list = current ?? [];
      return list.some((e) => e.id === result.id) ? list.map((e) => (e.id === result.id ? result : e)) : [...list, result];
    });
    setForm(null);
  };

  const confirmDelete = async (eventType: EventType) => {
    try {
      await deleteEventType(eventType.id);
      setEventTypes((current) => current?.filter((e) => e.id !== eventType.id) ?? null);
    } catch (failure) {
      // Delete failures are logged only; the card stays, so nothing pretends it worked.
      console.error("Failed to delete event type.", failure);
    }
    setPendingDelete(null);
  };

  const profilePath = `/u/${user?.username ?? ""}`;
  const scheduleName = (id: number | null) => schedules.find((s) => s.id === id)?.name ?? null;

  return (
    <section className="page event-types-page">
      <div className="page-header">
        <div>
          <h1 className="page-title">Booking Setup</h1>
          <p className="muted">What people can book with you, and when.</p>
        </div>
        {/* The form needs the schedules to offer; they arrive together with the list. */}
        <button type="button" className="button primary" disabled={!eventTypes} onClick={() => setForm({ eventType: null })}>
          New Booking Type
        </button>
      </div>
      <div className="profile-banner">
        <span>Your public page:</span>
        {/* A full page load: the public pages are their own light entry, outside the host app's router. */}
        <a href={profilePath}>
          {window.location.origin}
          {profilePath}
        </a>
      </div>
      {!eventTypes ? (
        <LoadingScreen />
      ) : eventTypes.length === 0 ? (
        <p className="card empty-state">No booking types yet. Create one with New Booking Type.</p>
      ) : (
        <ul className="event-type-grid" aria-label="Booking types">
          {eventTypes.map((eventType) => (
            <EventTypeCard
              key={eventType.id}
              eventType={eventType}
              scheduleName={scheduleName(eventType.schedule_id)}
              onEdit={() => setForm({ eventType })}
              onDelete={() => setPendingDelete(eventType)}
            />
          ))}
        </ul>
      )}
      <EventTypeForm
        key={form ? `form-${form.eventType?.id ?? "new"}` : "closed"}
        open={form !== null}
        eventType={form?.eventType ?? null}
        schedules={schedules}
        onSaved={saved}
        onClose={() => setForm(null)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        title="Delete Event Type"
        message={`Are you sure you want to delete "${pendingDelete?.title ?? ""}"? All associated booking links will stop working.`}
        busyLabel="Deleting..."
        onConfirm={() => (pendingDelete ? confirmDelete(pendingDelete) : undefined)}
        onClose={() => setPendingDelete(null)}
      />
    </section>
  );
}
