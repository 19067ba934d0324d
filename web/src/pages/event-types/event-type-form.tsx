import { useId, useState, type FormEvent } from "react";
import { hostErrorText } from "../../i18n/host-error-text";
import { useHostI18n } from "../../i18n/host-i18n-context";
import { Alert } from "../../components/alert";
import { Dialog } from "../../components/dialog";
import { ActionRow } from "../../components/ui/action-row";
import { DurationChips } from "./duration-chips";
import { createEventType, updateEventType, type EventType, type ScheduleOption } from "./event-types-api";
import { FormField } from "../../components/ui/form-field";
import { LanguageOptions } from "../../components/ui/language-options";
import { errorText } from "./form-error";
import { commonInput, initialValues, toInput, validate, type FieldErrors, type FormValues } from "./form-values";
import { ConfirmationFields, confirmationInput, initialConfirmation, validateConfirmation, type ConfirmationErrors, type ConfirmationValues } from "./confirmation-fields";
import { ImageField } from "./image-field";
import { PlaceFields } from "./place-fields";
import { useProviderMeetingKinds } from "./provider-meeting-kinds";
import { SeatFields, initialSeats, seatsInput, validateSeats, type SeatErrors, type SeatValues } from "./seat-fields";
import { LimitsFields } from "./limits-fields";
import { NoBookableTimeNote } from "./no-bookable-time-note";
import { RemindersFields, initialReminders, remindersInput, type RemindersValues } from "./reminders-fields";
import { initialLimits, limitsInput, validateLimits, type LimitsErrors, type LimitsValues } from "./limits-values";
import { QuestionsFields } from "./questions-fields";
import { initialQuestions, questionsInput, validateQuestions, type QuestionDraft, type QuestionErrors } from "./questions-values";
import { isTeamEventType } from "./team-event-types-api";
import { TeamTypeFields } from "./team-type-fields";
import { initialTeamValues, teamInput, validateTeamValues, type TeamTypeErrors, type TeamTypeValues } from "./team-type-values";
import type { TeamMember } from "../teams/teams-api";

/** The team whose booking type the form makes or edits; its members are the possible hosts. */
export interface TeamScope {
  id: number;
  members: TeamMember[];
}

interface EventTypeFormProps {
  open: boolean;
  /** Edit mode when given, create mode otherwise. */
  eventType: EventType | null;
  /** A team's type: hosts instead of a schedule. Null: the user's own type. */
  team: TeamScope | null;
  schedules: ScheduleOption[];
  onSaved: (saved: EventType) => void;
  onClose: () => void;
}

/**
 * 'New Booking Type' / 'Edit Booking Type'. Its values start from the
 * props when it mounts: give it a fresh `key` for every opening.
 */
export function EventTypeForm({ open, eventType, team, schedules, onSaved, onClose }: EventTypeFormProps) {
  const [values, setValues] = useState<FormValues>(() => initialValues(eventType, schedules));
  const [errors, setErrors] = useState<FieldErrors>({});
  const meetingKinds = useProviderMeetingKinds(team !== null);
  const [limits, setLimits] = useState<LimitsValues>(() => initialLimits(eventType));
  const [limitErrors, setLimitErrors] = useState<LimitsErrors>({});
  const [reminders, setReminders] = useState<RemindersValues>(() => initialReminders(eventType));
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => initialQuestions(eventType));
  const [questionErrors, setQuestionErrors] = useState<QuestionErrors>({});
  const [teamValues, setTeamValues] = useState<TeamTypeValues | null>(() =>
    team ? initialTeamValues(eventType && isTeamEventType(eventType) ? eventType : null, team.members) : null,
  );
  const [teamErrors, setTeamErrors] = useState<TeamTypeErrors>({});
  const [confirmation, setConfirmation] = useState<ConfirmationValues>(() => initialConfirmation(eventType));
  const [confirmationErrors, setConfirmationErrors] = useState<ConfirmationErrors>({});
  const [seats, setSeats] = useState<SeatValues>(() => initialSeats(eventType));
  const [seatErrors, setSeatErrors] = useState<SeatErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [uploading, setUploading] = useState(false);
  const publicId = useId();
  const i18n = useHostI18n();
  const { t } = i18n;

  const set = (change: Partial<FormValues>) => setValues((current) => ({ ...current, ...change }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate(values, team === null);
    const foundInLimits = validateLimits(limits);
    setErrors(found);
    setLimitErrors(foundInLimits);
    const foundInQuestions = validateQuestions(questions);
    setQuestionErrors(foundInQuestions);
    const foundInTeam = teamValues ? validateTeamValues(teamValues) : {};
    setTeamErrors(foundInTeam);
    const foundInConfirmation = team ? {} : validateConfirmation(confirmation);
    setConfirmationErrors(foundInConfirmation);
    const foundInSeats = team ? {} : validateSeats(seats);
    setSeatErrors(foundInSeats);
    if (!team && schedules.length === 0) {
      setFormError(t("eventtypes.error.noSchedules"));
      return;
    }
    setFormError(null);
    if ([found, foundInLimits, foundInQuestions, foundInTeam, foundInConfirmation, foundInSeats].some((errors) => Object.keys(errors).length > 0)) return;
    setSaving(true);
    try {
      const shared = { ...limitsInput(limits), ...questionsInput(questions), ...remindersInput(reminders) };
      const input =
        team && teamValues
          ? { ...commonInput(values), ...shared, ...teamInput(teamValues, team.id) }
          : { ...toInput(values), ...shared, ...confirmationInput(confirmation), ...seatsInput(seats) };
      onSaved(eventType ? await updateEventType(eventType.id, input) : await createEventType(input));
    } catch (failure) {
      setFormError(hostErrorText(i18n, failure, eventType ? "eventtypes.error.updateFailed" : "eventtypes.error.createFailed"));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Dialog open={open} title={eventType ? t("eventtypes.editTitle") : t("eventtypes.new")} onClose={onClose} size="medium">
      <form className="form event-type-form" onSubmit={submit} noValidate>
        <ImageField imageUrl={values.imageUrl} onChange={(imageUrl) => set({ imageUrl })} onBusyChange={setUploading} />
        <label className="switch-field" htmlFor={publicId}>
          <input id={publicId} type="checkbox" role="switch" aria-checked={values.isPublic} checked={values.isPublic} onChange={(e) => set({ isPublic: e.target.checked })} />
          <span>{t("eventtypes.form.public")}</span>
        </label>
        <FormField label={t("eventtypes.form.title")} error={errorText(i18n, errors.title)}>
          {({ id, describedBy, invalid }) => (
            <input id={id} data-autofocus value={values.title} aria-describedby={describedBy} aria-invalid={invalid} required onChange={(e) => set({ title: e.target.value })} />
          )}
        </FormField>
        <PlaceFields kind={values.locationKind} location={values.location} error={errorText(i18n, errors.location)} meetingKinds={meetingKinds} onChange={set} />
        <FormField label={t("eventtypes.form.description")}>
          {({ id }) => <textarea id={id} rows={3} value={values.description} onChange={(e) => set({ description: e.target.value })} />}
        </FormField>
        <DurationChips
          durations={values.durations}
          defaultDuration={values.defaultDuration}
          error={errorText(i18n, errors.durations)}
          onChange={(durations, defaultDuration) => set({ durations, defaultDuration })}
        />
        <FormField label={t("eventtypes.form.buffer")} error={errorText(i18n, errors.bufferTime)} hint={t("eventtypes.form.bufferHint")}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type="number"
              min={0}
              step={1}
              value={values.bufferTime}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              onChange={(e) => set({ bufferTime: e.target.value })}
            />
          )}
        </FormField>
        {teamValues && <TeamTypeFields values={teamValues} errors={teamErrors} onChange={setTeamValues} />}
        {!team && (
          <FormField label={t("eventtypes.form.schedule")} error={errorText(i18n, errors.scheduleId)}>
            {({ id, describedBy, invalid }) => (
              <select id={id} value={values.scheduleId} aria-describedby={describedBy} aria-invalid={invalid} required onChange={(e) => set({ scheduleId: e.target.value })}>
                <option value="">{t("eventtypes.form.selectSchedule")}</option>
                {schedules.map((schedule) => (
                  <option key={schedule.id} value={String(schedule.id)}>
                    {schedule.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        )}
        {/* The saved type's answer, beside where its schedule or hosts are chosen. */}
        {eventType && <NoBookableTimeNote eventType={eventType} />}
        <FormField label={t("eventtypes.form.language")} hint={t("eventtypes.form.languageHint")}>
          {({ id, describedBy }) => (
            <select id={id} value={values.locale} aria-describedby={describedBy} onChange={(e) => set({ locale: e.target.value })}>
              <option value="">{t("eventtypes.form.bookersLanguage")}</option>
              <LanguageOptions current={values.locale} />
            </select>
          )}
        </FormField>
        <LimitsFields values={limits} errors={limitErrors} onChange={(change) => setLimits((current) => ({ ...current, ...change }))} />
        <RemindersFields values={reminders} onChange={setReminders} />
        {/* Personal types only: a team type's request would have no one host to decide it. */}
        {!team && <ConfirmationFields values={confirmation} errors={confirmationErrors} onChange={setConfirmation} />}
        {/* Personal types only: the API refuses seats on a team type. */}
        {!team && <SeatFields values={seats} errors={seatErrors} onChange={setSeats} />}
        <QuestionsFields questions={questions} errors={questionErrors} onChange={setQuestions} />
        {/* Kept in view at the bottom of the scrolling dialog, so a failure shows beside the button pressed. */}
        <div className="form-actions">
          {formError && <Alert>{formError}</Alert>}
          <ActionRow
            className="dialog-footer"
            busy={saving}
            onCancel={onClose}
            submitLabel={saving ? t("eventtypes.form.saving") : t("eventtypes.form.save")}
            submitBlocked={uploading}
          />
        </div>
      </form>
    </Dialog>
  );
}
