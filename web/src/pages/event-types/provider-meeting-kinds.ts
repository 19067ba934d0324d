import { useEffect, useState } from "react";
import { PROVIDER_MEETING_KINDS, type ProviderMeetingKind } from "../../../../shared/location-kinds";
import { fetchProviderAccounts, type ProviderAccounts } from "../settings/provider-accounts-api";

/*
 * Which provider meetings Booking Setup offers (docs/MEETING-PLACES.md, "A provider's meeting"): Google
 * Meet when the host's booking calendar is in an active Google account, Teams for a Microsoft one,
 * since only that calendar's write makes the meeting. None for a team's type, nor while unknown.
 */

const meetingKindsOf = (accounts: ProviderAccounts): Set<ProviderMeetingKind> =>
  new Set(
    (Object.keys(PROVIDER_MEETING_KINDS) as ProviderMeetingKind[]).filter((kind) =>
      accounts.connections.some((account) => account.provider === PROVIDER_MEETING_KINDS[kind] && account.status === "active" && account.calendars.some((calendar) => calendar.write)),
    ),
  );

export function useProviderMeetingKinds(forTeam: boolean): ReadonlySet<ProviderMeetingKind> {
  const [kinds, setKinds] = useState<ReadonlySet<ProviderMeetingKind>>(new Set());
  useEffect(() => {
    if (forTeam) return;
    let current = true;
    // Without the list the editor offers the other kinds: a failure here must not block editing a type.
    fetchProviderAccounts().then((accounts) => current && setKinds(meetingKindsOf(accounts)), () => undefined);
    return () => {
      current = false;
    };
  }, [forTeam]);
  return kinds;
}
