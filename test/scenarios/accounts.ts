import { type Connection, expectJson } from "./api";

/* Accounts made through the API, as a person registers and signs in. */

export interface Account {
  username: string;
  email: string;
  password: string;
}

/** The `user` a session token carries. */
export interface SessionUser {
  id: number;
  username: string;
  email: string;
  is_admin: boolean;
}

/** A signed-in account and the client address it registered and signed in from. */
export interface Member extends Account {
  id: number;
  token: string;
  user: SessionUser;
  address: string;
}

let counter = 0;

/**
 * A fresh, never-registered account; usernames stay within the 3–30 characters allowed. Unique across
 * processes too (the e2e files share one app and database): time, a counter and a random part.
 */
export function newAccount(prefix = "user"): Account {
  const suffix = `${Date.now().toString(36)}${(counter++).toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const username = `${prefix.slice(0, 30 - suffix.length)}${suffix}`.toLowerCase();
  return { username, email: `${username}@example.com`, password: "correct horse battery" };
}

export async function register(connection: Connection, account: Account, address = connection.newAddress()): Promise<void> {
  await expectJson(await connection.api({ address }).auth.register.$post({ json: account }), 201);
}

/** The user a session token carries: its payload, the token's second segment. */
export function sessionUser(token: string): SessionUser {
  const segment = (token.split(".")[1] ?? "").replace(/-/g, "+").replace(/_/g, "/");
  return (JSON.parse(atob(segment)) as { user: SessionUser }).user;
}

/** Signs in an account without two-factor: its session token and the user the token carries. */
export async function logIn(connection: Connection, account: Pick<Account, "email" | "password">, address = connection.newAddress()) {
  const json = { email: account.email, password: account.password };
  const body = await expectJson(await connection.api({ address }).auth.login.$post({ json }), 200);
  if (!("token" in body)) throw new Error(`${account.email} needs a second step to sign in`);
  return { token: body.token, user: sessionUser(body.token) };
}

/** A new account, registered and signed in from an address of its own. */
export async function signUp(connection: Connection, prefix = "user"): Promise<Member> {
  const account = newAccount(prefix);
  const address = connection.newAddress();
  await register(connection, account, address);
  const session = await logIn(connection, account, address);
  return { ...account, ...session, id: session.user.id, address };
}
