import { createFakeMicrosoft, FAKE_MICROSOFT_CLIENT_ID, FAKE_MICROSOFT_CLIENT_SECRET, type FakeMicrosoft, type GraphNotification } from "../servers/fake-microsoft";
import { serveOnLoopback } from "./loopback-fake";

/*
 * The fake Microsoft identity platform and Graph (test/servers/fake-microsoft.ts) on loopback
 * (loopback-fake.ts): the app under `npm start` talks to it over plain http; its validation handshakes
 * and change notifications are real POSTs to the app.
 */

export interface FakeMicrosoftServer {
  microsoft: FakeMicrosoft;
  /** The MICROSOFT_* settings that point the app here. */
  vars: Record<string, string>;
  allowRedirect(appUrl: string): void;
  /** POSTs Graph's change notifications to the app; answers their statuses. */
  push(notifications: GraphNotification[]): Promise<number[]>;
  close(): Promise<void>;
}

export async function startFakeMicrosoft(): Promise<FakeMicrosoftServer> {
  const redirectUris: string[] = [];
  // The Graph base is known once the server listens; the fake reads it per request.
  const options = { redirectUris, graphBase: "", deliver: (request: Request) => fetch(request) };
  const microsoft = createFakeMicrosoft(options);
  const { origin, close } = await serveOnLoopback((request) => microsoft.handle(request));
  options.graphBase = `${origin}/v1.0`;
  return {
    microsoft,
    vars: {
      MICROSOFT_CLIENT_ID: FAKE_MICROSOFT_CLIENT_ID,
      MICROSOFT_CLIENT_SECRET: FAKE_MICROSOFT_CLIENT_SECRET,
      MICROSOFT_AUTHORITY_URL: `${origin}/common/oauth2/v2.0`,
      MICROSOFT_GRAPH_URL: options.graphBase,
    },
    allowRedirect: (appUrl) => redirectUris.push(`${appUrl}/settings/connect/microsoft`),
    push: (notifications) =>
      Promise.all(notifications.map(async ({ address, body }) => (await fetch(address, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).status)),
    close,
  };
}
