import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { createFakeGoogle, FAKE_CLIENT_ID, FAKE_CLIENT_SECRET, type FakeGoogle, type PushNotification } from "../servers/fake-google";

/*
 * The fake Google (test/servers/fake-google.ts) as a small real HTTP server on loopback, like
 * calendar-server.ts and webhook-receiver.ts: the app under `npm start` talks to it over plain http
 * (loopback only, docs/DECISIONS.md), and its push notifications are real POSTs to the app.
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

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
  const method = incoming.method ?? "GET";
  return new Request(new URL(incoming.url ?? "/", origin), { method, headers, body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks) });
}

export async function startFakeGoogle(): Promise<FakeGoogleServer> {
  const redirectUris: string[] = [];
  const google = createFakeGoogle({ redirectUris });
  let origin = "";
  const server: Server = createServer((incoming, outgoing) => {
    void toRequest(incoming, origin)
      .then((request) => google.handle(request))
      .then(async (response) => {
        const headers: Record<string, string> = {};
        response.headers.forEach((value, name) => (headers[name] = value));
        outgoing.writeHead(response.status, headers);
        outgoing.end(Buffer.from(await response.arrayBuffer()));
      })
      .catch((error: unknown) => outgoing.writeHead(500).end(String(error)));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
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
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
