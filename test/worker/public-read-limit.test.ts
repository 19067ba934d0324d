import { describe, expect, it } from "vitest";
import { createHost, dateAhead } from "./bookings-fixtures";

import { uniqueAddress, typedApi } from "./client";
import { answer } from "../scenarios/api";

/* Public reads are limited per client (IPv6 per /64) by the Workers rate limiter. */

describe("public reads, per address", () => {
  it("answers the 301st public read within a minute from one address with 429; other addresses still read", { timeout: 60_000 }, async () => {
    const host = await createHost();
    // The limiter counts per clock minute: start early in one, so all 301 reads fall in the same window.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 40_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute + 100));
    const address = "2001:db8:99:1::1";
    const month = (from: string) =>
      answer(typedApi({ address: from }).public.availability[":slug"].month.$get({ param: { slug: host.slug }, query: { month: dateAhead(1).slice(0, 7), duration: 30 } }));
    // Every read counts, answered or refused: 299 cheap ones (a bad date is a 400 after counting) and one real one.
    const cheap = () => answer(typedApi({ address: address }).public.availability[":slug"].$get({ param: { slug: host.slug }, query: { date: "x", duration: 30 } }));
    for (let read = 0; read < 299; read++) await cheap();
    expect((await month(address)).status).toBe(200);
    // The 301st, from another address of the same /64 (the same client).
    const limited = await month("2001:db8:99:1::2");
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: "Too many attempts. Please wait a moment and try again." });
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect((await month(uniqueAddress())).status).toBe(200);
  });
});
