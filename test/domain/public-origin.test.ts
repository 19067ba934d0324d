import { describe, expect, it } from "vitest";
import { publicOrigin } from "../../worker/config/public-origin";

describe("publicOrigin", () => {
  it.each([
    ["https://book.example.com", "https://book.example.com"],
    ["https://book.example.com/", "https://book.example.com"],
    ["http://127.0.0.1:8787", "http://127.0.0.1:8787"],
  ])("%s → %s", (configured, origin) => {
    expect(publicOrigin({ PUBLIC_ORIGIN: configured })).toBe(origin);
  });

  it.each([[undefined], [""], ["book.example.com"], ["javascript:alert(1)"], ["ftp://example.com"]])("refuses %s as a deployment mistake", (configured) => {
    expect(() => publicOrigin({ PUBLIC_ORIGIN: configured })).toThrow(/PUBLIC_ORIGIN must be set/);
  });
});
