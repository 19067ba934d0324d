import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A fake provider of test/servers/ (Web APIs only) as a small real HTTP server on loopback, like
 * calendar-server.ts and webhook-receiver.ts: the app under `npm start` talks to it over plain http
 * (loopback only, docs/DECISIONS.md).
 */

async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === "string") headers.set(name, value);
  const method = incoming.method ?? "GET";
  return new Request(new URL(incoming.url ?? "/", origin), { method, headers, body: method === "GET" || method === "HEAD" ? undefined : Buffer.concat(chunks) });
}

export async function serveOnLoopback(handle: (request: Request) => Promise<Response>): Promise<{ origin: string; close(): Promise<void> }> {
  let origin = "";
  const server: Server = createServer((incoming, outgoing) => {
    void toRequest(incoming, origin)
      .then(handle)
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
    origin,
    close: () => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
