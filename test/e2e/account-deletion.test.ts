import { it } from "vitest";
import { logIn } from "./accounts";
import { adminAccount, appUrl, useBrowser } from "./browser";
import { apiSlots, bookAsVisitor, seedHost } from "./booking-host";

/* Delete confirmations say how many upcoming bookings go with the account. */

const browser = useBrowser();

async function hostWithBookings(count: number) {
  const host = await seedHost({ eventTypes: [{ durations: [30] }] });
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const slots = await apiSlots(host.slugs[0]!, tomorrow, 30, "UTC");
  // Starts are 15 minutes apart: every fourth one leaves an hour between bookings.
  for (const startTime of slots.filter((_, index) => index % 4 === 0).slice(0, count)) {
    const email = `${crypto.randomUUID()}@example.com`;
    await bookAsVisitor({ eventTypeSlug: host.slugs[0]!, startTime, duration: 30, name: "Grace", email, notes: "", guests: [] });
  }
  return host;
}

it("Settings: the confirmation says the upcoming booking will be cancelled and its booker notified", async () => {
  const host = await hostWithBookings(1);
  const page = await browser.newPage({ token: host.token });
  await page.goto("/settings");
  await page.getByRole("button", { name: "Delete Account" }).click();
  const dialog = page.getByRole("dialog", { name: "Delete Account" });
  await dialog.getByText("1 upcoming booking will be cancelled and its booker notified by email.").waitFor();
});

it("Admin: the confirmation counts the user's upcoming bookings", async () => {
  const host = await hostWithBookings(2);
  const { token } = await logIn(appUrl(), adminAccount());
  const page = await browser.newPage({ token });
  await page.goto("/admin");
  await page.getByRole("button", { name: `Delete ${host.username}` }).click();
  const dialog = page.getByRole("dialog", { name: "Delete User" });
  await dialog.getByText("2 upcoming bookings will be cancelled and their bookers notified by email.").waitFor();
  await page.getByText(/^Mail: \d+ pending · \d+ scheduled · \d+ sent · \d+ held · \d+ failed$/).waitFor();
});
