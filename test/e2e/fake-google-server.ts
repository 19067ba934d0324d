import { createFakeGoogle, FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, type FakeGoogle, type PushNotification } from "../servers/fake-google";
import { serveOnLoopback } from "./loopback-fake";

/*
 * The fake Google (test/servers/fake-google.ts) on loopback (loopback-fake.ts): the app under
 * `npm start` talks to it over plain http, and its push notifications are real POSTs to the app.
 */

export interface FakeGoogleServer {
  google: FakeGoogle;
  /** The GOOGLE_* settings that point the app here. */
  vars: Record<string, string>;
  /** Lets the consent page send the browser back to this app's return page. */
  allowRedirect(appUrl: string): void;
  /** POSTs Google's notifications to the app; answers their statuses. */
  push(notifications: PushNotification[]): Promise<number[]>;
  close(): Promise<void>;
}

export async function startFakeGoogle(): Promise<FakeGoogleServer> {
  const redirectUris: string[] = [];
  const google = createFakeGoogle({ redirectUris });
  const { origin, close } = await serveOnLoopback((request) => google.handle(request));
  return {
    google,
    vars: {
      GOOGLE_CLIENT_ID: FAKE_CLIENT_ID,
      GOOGLE_CLIENT_SECRET: FAKE_CLIENT_SECRET,
      GOOGLE_OAUTH_AUTHORIZE_URL: `${origin}/o/oauth2/v2/auth`,
      GOOGLE_OAUTH_TOKEN_URL: `${origin}/token`,
      GOOGLE_OAUTH_REVOKE_URL: `${origin}/revoke`,
      GOOGLE_CALENDAR_API_URL: `${origin}/calendar/v3`,
    },
    allowRedirect: (appUrl) => redirectUris.push(`${appUrl}/settings/connect/google`),
    push: (notifications) => Promise.all(notifications.map(async ({ address, headers }) => (await fetch(address, { method: "POST", headers })).status)),
    close,
  };
}
