import { describe, expect, it } from "vitest";
import { isPrivateTransport } from "../../worker/domain/outbound-url";

describe("isPrivateTransport", () => {
  it.each([
    ["https://caldav.example.com/dav", false, true],
    ["http://caldav.example.com/dav", false, false],
    ["http://caldav.example.com/dav", true, false],
    ["http://127.0.0.1:5232/", false, false],
    ["http://127.0.0.1:5232/", true, true],
    ["http://[::1]:5232/", true, true],
    ["http://LOCALHOST:5232/", true, true],
    ["webcal://calendar.example.com/x.ics", true, false],
    ["ftp://calendar.example.com/x.ics", true, false],
  ])("%s (local app: %s) → %s", (url, local, allowed) => {
    expect(isPrivateTransport(new URL(url), local)).toBe(allowed);
  });
});
