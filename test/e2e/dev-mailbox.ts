import { expect } from "vitest";
import { apiCall } from "./api";

/** A message as the e2e app's dev mailbox lists it (newest first). */
export interface MailboxMessage {
  subject: string;
  text: string;
  ics_method: string | null;
}

export const mailTo = async (address: string): Promise<MailboxMessage[]> =>
  (await apiCall<{ messages: MailboxMessage[] }>("GET", `/api/dev/mailbox?to=${encodeURIComponent(address)}`, null)).messages;

export const mailTexts = async (address: string): Promise<string[]> => (await mailTo(address)).map((mail) => mail.text);

/** The private reschedule link of the booker's confirmation mail, once it has arrived. */
export async function mailedRescheduleLink(address: string): Promise<string> {
  let confirmation: MailboxMessage | undefined;
  await expect.poll(async () => (confirmation = (await mailTo(address)).find((mail) => mail.subject.startsWith("Confirmed:")))).toBeTruthy();
  const link = /Need to change the time\? Open (\S+)/.exec(confirmation?.text ?? "")?.[1];
  expect(link).toMatch(/\/reschedule\/[A-Za-z0-9_-]{43}$/);
  return new URL(link ?? "").pathname;
}
