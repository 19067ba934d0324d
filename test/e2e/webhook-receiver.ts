import { createHmac, timingSafeEqual } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A real HTTP receiver on loopback standing in for a host's integration: it records every
 * request and checks its Hangout-Signature with node:crypto, independently of the app's own signer.
 * Each path answers 200, or fails (500) a given number of times first, or never answers.
 */

export interface ReceivedWebhook {
  path: string;
  eventId: string | undefined;
  signature: string | undefined;
  body: string;
  /** The parsed body. */
  event: { id: string; type: string; data: { booking?: { id: number; status: string } } };
}

export type Behaviour = { failFirst: number } | "always-fail" | "hang";

export interface WebhookReceiver {
  url(path: string): string;
  /** How `path` answers from now on (default: 200). */
  behave(path: string, how: Behaviour): void;
  received(path: string): ReceivedWebhook[];
  close(): Promise<void>;
}

/** Stripe's verification, as a receiver would write it: HMAC-SHA256 of "t.body", compared in constant time. */
export function signatureIsValid(secret: string, header: string | undefined, body: string): boolean {
  const parts = new Map((header ?? "").split(",").map((part) => part.split("=", 2) as [string, string]));
  const timestamp = parts.get("t");
  const signature = parts.get("v1");
  if (!timestamp || !signature) return false;
  const expected = createHmac("sha256", secret).update(`${timestamp}.${body}`).digest();
  const given = Buffer.from(signature, "hex");
  const fresh = Math.abs(Date.now() / 1000 - Number(timestamp)) < 300;
  return fresh && given.length === expected.length && timingSafeEqual(given, expected);
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    request.on("error", reject);
  });
}

export async function startWebhookReceiver(): Promise<WebhookReceiver> {
  const behaviours = new Map<string, Behaviour>();
  const requests: ReceivedWebhook[] = [];
  const hanging = new Set<ServerResponse>();

  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      const path = new URL(request.url ?? "/", "http://localhost").pathname;
      const header = (name: string) => [request.headers[name]].flat()[0];
      requests.push({ path, eventId: header("hangout-event-id"), signature: header("hangout-signature"), body, event: JSON.parse(body) as ReceivedWebhook["event"] });
      const seen = requests.filter((received) => received.path === path).length;
      const how = behaviours.get(path);
      if (how === "hang") return hanging.add(response);
      const fail = how === "always-fail" || (typeof how === "object" && seen <= how.failFirst);
      response.writeHead(fail ? 500 : 200, { "content-type": "text/plain" }).end(fail ? "Internal Server Error" : "ok");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    behave: (path, how) => behaviours.set(path, how),
    received: (path) => requests.filter((received) => received.path === path),
    close: () =>
      new Promise((resolve) => {
        for (const response of hanging) response.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
