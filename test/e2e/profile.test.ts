import { describe, expect, it } from "vitest";
import { appUrl, screenshot, useBrowser } from "./browser";
import { seedHost } from "./booking-host";

const browser = useBrowser();

describe("public profile /u/{username}", () => {
  it("lists only public event types, each linking to its booking page", async () => {
    const host = await seedHost({
      eventTypes: [
        { title: "Intro call", description: "A first chat.", durations: [30, 90], location: "Online" },
        { title: "Deep dive", description: "Two hours on one topic.", durations: [120], location: "Office, 2nd floor" },
        { title: "Board meeting", is_public: false },
      ],
    });
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await browser.newPage({ colorScheme });
      await page.goto(`/u/${host.username}`);
      await page.getByRole("heading", { name: `Book a hangout with ${host.username}` }).waitFor();
      expect(await page.title()).toBe(`Book a hangout with ${host.username}`);
      await page.getByText("Select one of the event types below to get started.").waitFor();

      const intro = page.getByRole("link", { name: /Intro call/ });
      await expect.poll(() => intro.getAttribute("href")).toBe(`/book/${host.slugs[0]}`);
      await expect.poll(() => intro.getByRole("list", { name: "Durations" }).getByRole("listitem").allTextContents()).toEqual(["30 min", "1h30"]);
      await intro.getByText("A first chat.").waitFor();
      await intro.getByText("Online").waitFor();
      const deepDive = page.getByRole("link", { name: /Deep dive/ });
      await expect.poll(() => deepDive.getAttribute("href")).toBe(`/book/${host.slugs[1]}`);
      await expect.poll(() => deepDive.getByRole("listitem").allTextContents()).toEqual(["2h"]);
      await deepDive.getByText("Office, 2nd floor").waitFor();
      await expect.poll(() => page.getByText("Board meeting").count()).toBe(0);
      await screenshot(page, `profile-${colorScheme}`);

      if (colorScheme === "light") {
        // The link is a full navigation into the booking page, and its back link returns here.
        await intro.click();
        await page.getByRole("heading", { name: "Intro call" }).waitFor();
        await page.getByRole("link", { name: "← All booking options" }).click();
        await page.waitForURL(`**/u/${host.username}`);
      }
    }
  });

  it("says when a host has no public event types", async () => {
    const host = await seedHost({ eventTypes: [{ title: "Private only", is_public: false }] });
    const page = await browser.newPage();
    await page.goto(`/u/${host.username}`);
    await page.getByText("This user has no public event types available.").waitFor();
  });

  it("shows 'User Not Found' (404) for a username nobody has", async () => {
    const username = "nobody-by-this-name";
    const response = await fetch(new URL(`/u/${username}`, appUrl()));
    expect(response.status).toBe(404);
    for (const colorScheme of ["light", "dark"] as const) {
      const page = await browser.newPage({ colorScheme });
      await page.goto(`/u/${username}`);
      await page.getByRole("heading", { name: "User Not Found" }).waitFor();
      await page.getByText("This user or page does not exist.").waitFor();
      await page.getByText(`Sorry, we couldn't find a user with the username "${username}".`).waitFor();
      await page.getByText("Please check the URL and try again.").waitFor();
      await screenshot(page, `profile-not-found-${colorScheme}`);
    }
  });
});
