import { eq } from "drizzle-orm";
import { caldavAccounts } from "../../drizzle/schema";
import { openSecret } from "../crypto/secret-box";
import { appRunsOnLoopback } from "../config/public-origin";
import { isPrivateTransport } from "../domain/outbound-url";
import type { Env } from "../env";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { DavCredentials } from "./dav-fetch";
import { databaseOver } from "../db/database";

export type CalDavAccountRow = typeof caldavAccounts.$inferSelect;

const UNREADABLE = "The CalDAV account's password could not be read; remove the account and add it again.";

/** The account's server, username and opened app password; never for a server that would get the password in clear. */
export async function credentialsOf(env: Env, account: CalDavAccountRow): Promise<DavCredentials> {
  // Accounts added over plain http before only https was taken.
  if (!isPrivateTransport(new URL(account.serverUrl), appRunsOnLoopback(env))) {
    throw new SyncFailure("The CalDAV server's address must start with https://; remove the account and add it again.");
  }
  const password = await openSecret(env, "caldav-password", account.userId, account.passwordSealed);
  if (password === null) throw new SyncFailure(UNREADABLE);
  return { serverUrl: account.serverUrl, username: account.username, password };
}

/** The credentials of the host's account `accountId`; a SyncFailure when it is gone or unreadable. */
export async function caldavCredentials(env: Env, accountId: number, userId: number): Promise<DavCredentials> {
  const [account] = await databaseOver(env.DB).select().from(caldavAccounts).where(eq(caldavAccounts.id, accountId));
  if (!account || account.userId !== userId) throw new SyncFailure(UNREADABLE);
  return credentialsOf(env, account);
}
