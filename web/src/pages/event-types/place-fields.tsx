import { isProviderMeetingKind, LOCATION_KINDS, type LocationKind, type ProviderMeetingKind } from "../../../../shared/location-kinds";
import { FormField } from "../../components/ui/form-field";

/*
 * Booking Setup → Where to meet (docs/MEETING-PLACES.md): the kind of place, and the Location field read as that
 * kind says (the API's `location_kind`, docs/MEETING-PLACES.md).
 */

interface KindText {
  /** The select's option. */
  option: string;
  /** The Location field's label for this kind; null: the kind has no place to type (the booker's phone, a room per booking). */
  label: string | null;
  hint: string;
}

const KINDS: Record<LocationKind, KindText> = {
  custom: { option: "Custom text", label: "Location*", hint: "Shown to bookers as written, before and after booking." },
  in_person: { option: "In person", label: "Address*", hint: "Bookers see the address, with a map link, once they have booked." },
  host_phone: { option: "Phone call (your number)", label: "Your phone number*", hint: "Bookers see the number once they have booked." },
  booker_phone: { option: "Phone call (booker's number)", label: null, hint: "The booking form asks each booker for the number to call." },
  link: { option: "Fixed meeting link", label: "Meeting link (https)*", hint: "Bookers get the link once they have booked." },
  jitsi: { option: "Jitsi video room", label: null, hint: "Each booking gets its own video room on your Jitsi server (Settings), or for a team's type on the team's (its Teams screen)." },
  google_meet: { option: "Google Meet", label: null, hint: "Each booking gets its own Google Meet link, made in your Google booking calendar; bookers get it by e-mail right after booking." },
  teams: { option: "Microsoft Teams", label: null, hint: "Each booking gets its own Teams meeting, made in your Outlook booking calendar; bookers get the link by e-mail right after booking." },
};

/** The note under a Meet or Teams place whose account is not the booking calendar (any more): what bookers get meanwhile. */
const NOT_CONNECTED = "Your booking calendar is not in a connected account of this service (Settings → Connected calendars), so bookings get a Jitsi video room instead.";

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
export function placeSummary(kind: LocationKind, location: string): string {
  if (kind === "custom") return location;
  return KINDS[kind].label === null ? KINDS[kind].option : `${KINDS[kind].option}: ${location}`;
}

/** Kinds whose place each booking makes (the booker's number, a room): the host types none. */
export const bookingMakesPlace = (kind: LocationKind): kind is "booker_phone" | "jitsi" | ProviderMeetingKind => KINDS[kind].label === null;

export function PlaceFields({ kind, location, error, meetingKinds, onChange }: PlaceFieldsProps) {
  const text = KINDS[kind];
  const offered = LOCATION_KINDS.filter((value) => !isProviderMeetingKind(value) || value === kind || meetingKinds.has(value));
  const hint = isProviderMeetingKind(kind) && !meetingKinds.has(kind) ? `${text.hint} ${NOT_CONNECTED}` : text.hint;
  return (
    <>
      <FormField label="Where to meet" hint={text.label === null ? hint : undefined}>
        {({ id, describedBy }) => (
          <select id={id} value={kind} aria-describedby={describedBy} onChange={(event) => isKind(event.target.value) && onChange({ locationKind: event.target.value })}>
            {offered.map((value) => (
              <option key={value} value={value}>
                {KINDS[value].option}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text.label !== null && (
        <FormField label={text.label} error={error} hint={text.hint}>
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
