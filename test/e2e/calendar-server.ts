import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/*
 * A small real HTTP server on loopback standing in for Google's, Outlook's or iCloud's published
 * calendars: calendars the test sets, served with an ETag and answering 304 to a matching
 * If-None-Match, and the ways a calendar address goes wrong in the wild.
 */

/** How a path answers besides a plain calendar. */
export type Misbehaviour = "error" | "slow" | "huge" | "redirect-loop" | "html";

export interface CalendarServer {
  /** The address of a calendar path on this server. */
  url(path: string): string;
  /** Serves `text` at `path` from now on. */
  serve(path: string, text: string): void;
  misbehave(path: string, how: Misbehaviour): void;
  /** Requests seen per path, and how many of them were answered 304. */
  requests(path: string): { total: number; notModified: number };
  close(): Promise<void>;
}

const SLOW_MS = 30_000;
const HUGE_BYTES = 5 * 1024 * 1024;

export async function startCalendarServer(): Promise<CalendarServer> {
  const calendars = new Map<string, string>();
  const misbehaviours = new Map<string, Misbehaviour>();
  const seen = new Map<string, { total: number; notModified: number }>();
  const pending = new Set<NodeJS.Timeout>();

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? "/", "http://localhost").pathname;
    const counts = seen.get(path) ?? { total: 0, notModified: 0 };
    seen.set(path, { ...counts, total: counts.total + 1 });
    switch (misbehaviours.get(path)) {
      case "error":
        return response.writeHead(500).end("Internal Server Error");
      case "slow": {
        const timer = setTimeout(() => response.end(), SLOW_MS);
        pending.add(timer);
        request.on("close", () => clearTimeout(timer));
        return response.writeHead(200, { "content-type": "text/calendar" }).write("BEGIN:VCALENDAR\r\n");
      }
      case "huge":
        return response.writeHead(200, { "content-type": "text/calendar" }).end(`BEGIN:VCALENDAR\r\n${"X".repeat(HUGE_BYTES)}`);
      case "redirect-loop":
        return response.writeHead(302, { location: path }).end();
      case "html":
        return response.writeHead(200, { "content-type": "text/html" }).end("<!doctype html><title>Sign in</title><p>Please sign in.");
      default:
    }
    const text = calendars.get(path);
    if (text === undefined) return response.writeHead(404).end("Not found");
    const etag = `"${createHash("sha256").update(text).digest("hex").slice(0, 16)}"`;
    if (request.headers["if-none-match"] === etag) {
      seen.set(path, { total: counts.total + 1, notModified: counts.notModified + 1 });
      return response.writeHead(304, { etag }).end();
    }
    response.writeHead(200, { "content-type": "text/calendar; charset=utf-8", etag }).end(text);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    serve: (path, text) => {
      misbehaviours.delete(path);
      calendars.set(path, text);
    },
    misbehave: (path, how) => misbehaviours.set(path, how),
    requests: (path) => seen.get(path) ?? { total: 0, notModified: 0 },
    close: () => {
      for (const timer of pending) clearTimeout(timer);
      server.closeAllConnections();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
