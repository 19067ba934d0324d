import { eq } from "drizzle-orm";
import { caldavAccounts } from "../../drizzle/schema";
import { openSecret } from "../crypto/secret-box";
import type { Env } from "../env";
import { SyncFailure } from "../subscriptions/calendar-source";
import type { DavCredentials } from "./dav-fetch";
import { databaseOver } from "../db/database";

export type CalDavAccountRow = typeof caldavAccounts.$inferSelect;

const UNREADABLE = "The CalDAV account's password could not be read; remove the account and add it again.";

/** The account's server, username and opened app password. */
export async function credentialsOf(env: Env, account: CalDavAccountRow): Promise<DavCredentials> {
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
