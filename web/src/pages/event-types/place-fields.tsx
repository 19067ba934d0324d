import { isProviderMeetingKind, LOCATION_KINDS, type LocationKind, type ProviderMeetingKind } from "../../../../shared/location-kinds";
import { FormField } from "../../components/ui/form-field";
import { type HostI18n, useHostI18n } from "../../i18n/host-i18n-context";
import type { HostMessageKey } from "../../i18n/host-message-keys";

/*
 * Booking Setup → Where to meet (docs/MEETING-PLACES.md): the kind of place, and the Location field read as that
 * kind says (the API's `location_kind`, docs/MEETING-PLACES.md).
 */

interface KindText {
  /** The select's option. */
  option: HostMessageKey;
  /** The Location field's label for this kind; null: the kind has no place to type (the booker's phone, a room per booking). */
  label: HostMessageKey | null;
  hint: HostMessageKey;
}

const KINDS: Record<LocationKind, KindText> = {
  custom: { option: "eventtypes.place.custom", label: "eventtypes.place.customLabel", hint: "eventtypes.place.customHint" },
  in_person: { option: "eventtypes.place.inPerson", label: "eventtypes.place.inPersonLabel", hint: "eventtypes.place.inPersonHint" },
  host_phone: { option: "eventtypes.place.hostPhone", label: "eventtypes.place.hostPhoneLabel", hint: "eventtypes.place.hostPhoneHint" },
  booker_phone: { option: "eventtypes.place.bookerPhone", label: null, hint: "eventtypes.place.bookerPhoneHint" },
  link: { option: "eventtypes.place.link", label: "eventtypes.place.linkLabel", hint: "eventtypes.place.linkHint" },
  jitsi: { option: "eventtypes.place.jitsi", label: null, hint: "eventtypes.place.jitsiHint" },
  google_meet: { option: "eventtypes.place.googleMeet", label: null, hint: "eventtypes.place.googleMeetHint" },
  teams: { option: "eventtypes.place.teams", label: null, hint: "eventtypes.place.teamsHint" },
};

interface PlaceFieldsProps {
  kind: LocationKind;
  location: string;
  error: string | undefined;
  /** The provider meetings the host can have (provider-meeting-kinds.ts); one already chosen stays listed. */
  meetingKinds: ReadonlySet<ProviderMeetingKind>;
  onChange: (change: { locationKind?: LocationKind; location?: string }) => void;
}

const isKind = (value: string): value is LocationKind => (LOCATION_KINDS as readonly string[]).includes(value);

/** Where to meet as a booking type's card says it: the custom text as written, else the kind and, where the host typed one, its place. */
export function placeSummary({ t }: Pick<HostI18n, "t">, kind: LocationKind, location: string): string {
  if (kind === "custom") return location;
  const option = t(KINDS[kind].option);
  return KINDS[kind].label === null ? option : t("eventtypes.place.summary", { kind: option, place: location });
}

/** Kinds whose place each booking makes (the booker's number, a room): the host types none. */
export const bookingMakesPlace = (kind: LocationKind): kind is "booker_phone" | "jitsi" | ProviderMeetingKind => KINDS[kind].label === null;

export function PlaceFields({ kind, location, error, meetingKinds, onChange }: PlaceFieldsProps) {
  const text = KINDS[kind];
  const { t } = useHostI18n();
  const offered = LOCATION_KINDS.filter((value) => !isProviderMeetingKind(value) || value === kind || meetingKinds.has(value));
  // A Meet or Teams place whose account is not the booking calendar (any more): what bookers get meanwhile.
  const hint = isProviderMeetingKind(kind) && !meetingKinds.has(kind) ? `${t(text.hint)} ${t("eventtypes.place.notConnected")}` : t(text.hint);
  return (
    <>
      <FormField label={t("eventtypes.place.title")} hint={text.label === null ? hint : undefined}>
        {({ id, describedBy }) => (
          <select id={id} value={kind} aria-describedby={describedBy} onChange={(event) => isKind(event.target.value) && onChange({ locationKind: event.target.value })}>
            {offered.map((value) => (
              <option key={value} value={value}>
                {t(KINDS[value].option)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text.label !== null && (
        <FormField label={t(text.label)} error={error} hint={t(text.hint)}>
          {({ id, describedBy, invalid }) => (
            <input
              id={id}
              type={kind === "link" ? "url" : kind === "host_phone" ? "tel" : "text"}
              value={location}
              aria-describedby={describedBy}
              aria-invalid={invalid}
              required
              onChange={(event) => onChange({ location: event.target.value })}
            />
          )}
        </FormField>
      )}
    </>
  );
}
