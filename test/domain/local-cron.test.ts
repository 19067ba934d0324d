import { afterEach, describe, expect, it, vi } from "vitest";
import { runCrons, tickUrl } from "../../scripts/local-cron.mjs";

/* `npm start`'s ticks (scripts/local-cron.mjs): one GET /__scheduled each time a cron fires, re-armed after each. */

afterEach(() => {
  vi.clearAllTimers();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("runCrons", () => {
  it("asks the worker for a tick at each time the cron fires, and only then", async () => {
    vi.useFakeTimers({ now: Date.parse("2026-11-27T01:42:17Z") });
    const fetched: string[] = [];
    vi.stubGlobal("fetch", async (url: string) => {
      fetched.push(`${new Date().toISOString()} ${url}`);
      return new Response("Ran scheduled event");
    });
    runCrons("http://127.0.0.1:8787", ["*/5 * * * *"]);
    await vi.advanceTimersByTimeAsync(2 * 60_000);
    expect(fetched).toEqual([]);
    await vi.advanceTimersByTimeAsync(11 * 60_000);
    const url = "http://127.0.0.1:8787/__scheduled?cron=*/5+*+*+*+*";
    expect(fetched).toEqual([`2026-11-27T01:45:00.000Z ${url}`, `2026-11-27T01:50:00.000Z ${url}`, `2026-11-27T01:55:00.000Z ${url}`]);
    expect(tickUrl("http://127.0.0.1:8787", "*/5 * * * *")).toBe(url);
  });
});
