import type { ProviderCalendar } from "../calendar-connections/provider-contract";
import { bearer } from "../calendar-connections/provider-fetch";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { MicrosoftConfig } from "./microsoft-config";
import { graphJson, graphLink } from "./microsoft-fetch";
import type { GraphCalendar, GraphPage, GraphUser } from "./microsoft-wire";

/** More calendars than anyone ticks; a bound on what one listing reads. */
const MAX_PAGES = 4;

/** The signed-in account's address (`mail`, or its sign-in name when it has no mailbox address) and its calendars, the default one first. */
export async function microsoftAccount(config: MicrosoftConfig, accessToken: string): Promise<{ email: string; calendars: ProviderCalendar[] }> {
  const user = await graphJson<GraphUser>(`${config.graphUrl}/me?$select=id,mail,userPrincipalName`, { headers: bearer(accessToken) });
  const email = user?.mail || user?.userPrincipalName;
  if (typeof email !== "string" || email === "") throw new SyncFailure("Microsoft's answer could not be read.");
  const calendars: ProviderCalendar[] = [];
  let next: string | undefined = `${config.graphUrl}/me/calendars?$select=id,name,canEdit,isDefaultCalendar&$top=100`;
  for (let page = 0; page < MAX_PAGES && next; page++) {
    const answer: GraphPage<GraphCalendar> | null = await graphJson<GraphPage<GraphCalendar>>(graphLink(config.graphUrl, next), { headers: bearer(accessToken) });
    if (!answer || !Array.isArray(answer.value)) throw new SyncFailure("Microsoft's answer could not be read.");
    for (const calendar of answer.value) {
      calendars.push({ id: calendar.id, name: calendar.name, primary: calendar.isDefaultCalendar === true, writable: calendar.canEdit === true });
    }
    next = answer["@odata.nextLink"];
  }
  const primary = calendars.find((calendar) => calendar.primary);
  return { email: email.toLowerCase(), calendars: primary ? [primary, ...calendars.filter((calendar) => calendar !== primary)] : calendars };
}
