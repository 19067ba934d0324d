/*
 * Accounts for the e2e tests, made through the running app's API (fast, and the UI flows that matter
 * have their own tests). Every account is unique: all e2e files share one app and one database.
 */
export interface Account {
  username: string;
  email: string;
  password: string;
}

export interface SessionUser {
  id: number;
  username: string;
  email: string;
  is_admin: boolean;
}

/** Registered first, in global setup, so it is the admin whatever order the tests run in. */
export const ADMIN_ACCOUNT: Account = { username: "admin", email: "admin@hangout.test", password: "admin-password-123" };

let counter = 0;

/** A fresh, never-registered account; usernames stay within the 3–30 characters allowed. */
export function newAccount(prefix = "user"): Account {
  const suffix = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const username = `${prefix.slice(0, 30 - suffix.length)}${suffix}`.toLowerCase();
  return { username, email: `${username}@example.com`, password: "correct horse battery" };
}

/**
 * A distinct client address per call. The app limits registrations per address (20 per 10 minutes),
 * and every test talks from 127.0.0.1; `wrangler dev` passes a client's CF-Connecting-IP through
 * (Cloudflare's edge would overwrite it), so each test account can come "from" its own address.
 * 198.18.0.0/15 is reserved for benchmarking and never a real client.
 */
export function testClientAddress(): string {
  return `198.18.${Math.floor(Math.random() * 256)}.${Math.floor(Math.random() * 254) + 1}`;
}

async function post(baseUrl: string, path: string, body: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(new URL(path, baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", "CF-Connecting-IP": testClientAddress() },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

export async function registerAccount(baseUrl: string, account: Account): Promise<void> {
  const { status, body } = await post(baseUrl, "/api/auth/register", account);
  if (status !== 201) throw new Error(`Registering ${account.username} failed (${status}): ${JSON.stringify(body)}`);
}

/** The session token and the user it carries (the token's second segment, spec §3). */
export async function logIn(baseUrl: string, account: Account): Promise<{ token: string; user: SessionUser }> {
  const { status, body } = await post(baseUrl, "/api/auth/login", { email: account.email, password: account.password });
  if (status !== 200 || typeof body.token !== "string") {
    throw new Error(`Logging in ${account.email} failed (${status}): ${JSON.stringify(body)}`);
  }
  const payloadSegment = body.token.split(".")[1] ?? "";
  const payload = JSON.parse(Buffer.from(payloadSegment, "base64url").toString("utf8")) as { user: SessionUser };
  return { token: body.token, user: payload.user };
}

/** Registers and logs in a fresh account. */
export async function createUser(baseUrl: string, prefix = "user"): Promise<Account & { token: string; user: SessionUser }> {
  const account = newAccount(prefix);
  await registerAccount(baseUrl, account);
  return { ...account, ...(await logIn(baseUrl, account)) };
}
