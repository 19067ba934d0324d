import { type Account, type Member, type SessionUser, logIn as logInAt, register, signUp } from "../scenarios/accounts";
import { type Connection, connectTo } from "../scenarios/api";
import { localServerFetch } from "./local-server-fetch";

/*
 * Accounts for the e2e tests, made through the running app's API (fast, and the UI flows that matter
 * have their own tests). Every account is unique: all e2e files share one app and one database.
 */

/** Registered first, in global setup, so it is the admin whatever order the tests run in. */
export const ADMIN_ACCOUNT: Account = { username: "admin", email: "admin@hangout.test", password: "admin-password-123" };

/**
 * A distinct client address per call. The app limits registrations per address (20 per 10 minutes),
 * and every test talks from 127.0.0.1; `wrangler dev` passes a client's CF-Connecting-IP through
 * (Cloudflare's edge would overwrite it), so each test account can come "from" its own address.
 * 198.18.0.0/15 is reserved for benchmarking and never a real client.
 */
export function testClientAddress(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
}

/** The app running at `baseUrl`, reached over HTTP: what the scenarios (test/scenarios/) run against here. */
export const appAt = (baseUrl: string): Connection => connectTo(baseUrl, { fetch: localServerFetch, newAddress: testClientAddress });

export const registerAccount = (baseUrl: string, account: Account): Promise<void> => register(appAt(baseUrl), account);

/** The session token and the user it carries. */
export const logIn = (baseUrl: string, account: Account): Promise<{ token: string; user: SessionUser }> => logInAt(appAt(baseUrl), account);

/** Registers and logs in a fresh account. */
export const createUser = (baseUrl: string, prefix = "user"): Promise<Member> => signUp(appAt(baseUrl), prefix);
