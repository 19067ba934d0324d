import { workerFetch } from "./worker-fetch";
import { describe, expect, it } from "vitest";
import { createHost, dateAhead, everyDay, instantAt } from "./bookings-fixtures";
import { uniqueAddress } from "./client";

/*
 * A booking page framed by /embed.js (?embed=1) used before its script runs: a time picked through the
 * page's GET form, then the booking sent by its POST form. Each answer must stay one the site may frame
 * (docs/DECISIONS.md, Security); without ?embed=1 the frame would show a blocked page.
 */
const day = dateAhead(40);
const framable = (response: Response) => /frame-ancestors \*/.test(response.headers.get("content-security-policy") ?? "") && !response.headers.has("x-frame-options");

async function get(path: string): Promise<{ response: Response; html: string }> {
  const response = await workerFetch(`http://hangout.test${path}`, { headers: { "CF-Connecting-IP": uniqueAddress() } });
  expect(response.status, path).toBe(200);
  return { response, html: await response.text() };
}

/** The booking form as a browser without scripts posts it, to `path`, for a 30-minute time at `start`. */
const sendForm = (path: string, start: string) =>
  workerFetch(`http://hangout.test${path}`, {
    method: "POST",
    body: new URLSearchParams({ start, duration: "30", tz: "UTC", lang: "en", name: "Ada Lovelace", email: "ada@example.com", notes: "", guests: "" }),
    headers: { "CF-Connecting-IP": uniqueAddress(), "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
  });

describe("an embedded booking page without its script", () => {
  it("keeps embed mode through the time picked and the booking sent, so every answer may be framed", async () => {
    const host = await createHost({ rules: everyDay("09:00", "10:00"), durations: [30] });
    const picker = await get(`/book/${host.slug}?embed=1&tz=UTC&date=${day}`);
    expect(framable(picker.response)).toBe(true);
    // The GET form every time button submits carries the mode on.
    const pickForm = /<form id="pick"[^>]*>([\s\S]*?)<\/form>/.exec(picker.html)?.[1] ?? "";
    expect(pickForm).toContain('<input type="hidden" name="embed" value="1">');

    const start = instantAt(day, "09:00", "UTC");
    const form = await get(`/book/${host.slug}?tz=UTC&duration=30&embed=1&start=${encodeURIComponent(start)}`);
    expect(framable(form.response)).toBe(true);
    const action = /<form class="form" method="post" action="([^"]*)"/.exec(form.html)?.[1]?.replaceAll("&amp;", "&");
    expect(action).toBe(`/book/${host.slug}?embed=1`);

    const sent = await sendForm(action ?? "", start);
    expect(sent.status).toBe(200);
    expect(await sent.text()).toContain("Booking Confirmed!");
    expect(framable(sent)).toBe(true);
  });

  it("leaves a page opened without ?embed=1 unframable, its forms included", async () => {
    const host = await createHost({ rules: everyDay("09:00", "10:00"), durations: [30] });
    const picker = await get(`/book/${host.slug}?tz=UTC&date=${day}`);
    expect(framable(picker.response)).toBe(false);
    expect(picker.html).not.toContain('name="embed"');
    const sent = await sendForm(`/book/${host.slug}?embed=0`, instantAt(day, "09:30", "UTC"));
    expect(sent.status).toBe(200);
    expect(framable(sent)).toBe(false);
  });
});
