import { describe, expect, it } from "vitest";
import { answer } from "../scenarios/api";
import { asBookingJson } from "../scenarios/bookings";
import { app } from "./api";
import { useBrowser } from "./browser";
import { apiSlots, seedHost } from "./booking-host";

/* The language switch the booking page has, on /cancel and /u too: with a script and without one. */

const browser = useBrowser();

/** Books the first free slot of the next two weeks through the API; answers the private cancel path. */
async function bookFirstSlot(slug: string): Promise<string> {
  for (let days = 1; days <= 14; days++) {
    const day = new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
    const [startTime] = await apiSlots(slug, day, 30, "UTC");
    if (!startTime) continue;
    const json = asBookingJson({ eventTypeSlug: slug, startTime, duration: 30, name: "Grace", email: "", notes: "", guests: [] });
    const visitor = app();
    const response = await answer(visitor.api({ address: visitor.newAddress() }).public.bookings.$post({ json }));
    expect(response.status).toBe(201);
    return response.body.booking.cancel_url;
  }
  throw new Error("no free slot in two weeks");
}

describe("the visitor pages' language switch", () => {
  it("turns /cancel into German with the page's script, and keeps it for the next visit", async () => {
    const host = await seedHost();
    const cancelPath = await bookFirstSlot(host.slugs[0]!);
    const page = await browser.newPage();
    await page.goto(cancelPath);
    await page.getByRole("button", { name: "Confirm Cancellation" }).waitFor();
    await page.getByLabel("Language").selectOption("de");
    await page.getByRole("button", { name: "Change" }).click();
    await page.getByRole("button", { name: "Stornierung bestätigen" }).waitFor();
    await page.goto(cancelPath);
    await page.getByRole("button", { name: "Stornierung bestätigen" }).waitFor();
  });

  it("keeps a language picked before the page's script took over", async () => {
    const host = await seedHost();
    const cancelPath = await bookFirstSlot(host.slugs[0]!);
    const page = await browser.newPage();
    // The page's script (imported after the first paint) waits until the visitor has picked.
    let release = () => {};
    const picked = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/public-[^/]+\.js$/, async (route) => {
      await picked;
      await route.continue();
    });
    await page.goto(cancelPath);
    await page.getByLabel("Language").selectOption("de");
    const tookOver = page.waitForResponse((response) => response.url().includes("/api/public/bookings/"));
    release();
    await tookOver;
    await page.getByRole("button", { name: "Confirm Cancellation" }).waitFor();
    expect(await page.getByLabel("Language").inputValue()).toBe("de");
    await page.getByRole("button", { name: "Change" }).click();
    await page.getByRole("button", { name: "Stornierung bestätigen" }).waitFor();
  });

  it("turns /u/{username} into French without a script", async () => {
    const host = await seedHost();
    const page = await browser.newPage({ javaScriptEnabled: false });
    await page.goto(`/u/${host.username}`);
    await page.getByRole("link", { name: /Intro call/ }).waitFor();
    await page.getByLabel("Language").selectOption("fr");
    await page.getByRole("button", { name: "Change" }).click();
    await page.getByText("Choisissez l’un des types de rendez-vous ci-dessous pour commencer.").waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("fr");
  });
});
