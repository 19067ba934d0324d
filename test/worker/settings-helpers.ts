import { api, unique } from "./helpers";
import { totpCode } from "./two-factor-totp";

/*
 * Registration is limited per client address, so these helpers give every new user an address of
 * its own (SELF.fetch passes CF-Connecting-IP through as a client's edge would).
 */
let addresses = 0;
export const newAddress = () => {
  addresses += 1;
  return `10.${Math.floor(Math.random() * 250)}.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

export interface Member {
  id: number;
  username: string;
  email: string;
  password: string;
  token: string;
  address: string;
}

export async function registerMember(prefix: string): Promise<Member> {
  const address = newAddress();
  const headers = { "CF-Connecting-IP": address };
  const username = unique(prefix).toLowerCase().slice(0, 30);
  const email = `${username}@example.com`;
  const password = "correct horse battery";
  const registered = await api("POST", "/api/auth/register", { json: { username, email, password }, headers });
  if (registered.status !== 201) throw new Error(`register failed: ${JSON.stringify(registered.body)}`);
  const login = await api<{ token: string }>("POST", "/api/auth/login", { json: { email, password }, headers });
  if (!login.body.token) throw new Error(`login failed: ${JSON.stringify(login.body)}`);
  const payload = JSON.parse(atob(login.body.token.split(".")[1]!.replace(/-/g, "+").replace(/_/g, "/")));
  return { id: payload.user.id, username, email, password, token: login.body.token, address };
}

export interface TwoFactorMember extends Member {
  secret: string;
  recoveryCodes: string[];
}

/** A member with two-factor on; enabling spent the code of the current step. */
export async function registerTwoFactorMember(prefix: string): Promise<TwoFactorMember> {
  const member = await registerMember(prefix);
  const setup = await api<{ secret: string; recoveryCodes: string[] }>("POST", "/api/settings/2fa/generate", {
    token: member.token,
  });
  if (setup.status !== 200) throw new Error(`generate failed: ${JSON.stringify(setup.body)}`);
  const enabled = await api("POST", "/api/settings/2fa/verify", {
    token: member.token,
    json: { otp: totpCode(setup.body.secret, Date.now()) },
  });
  if (enabled.status !== 200) throw new Error(`enable failed: ${JSON.stringify(enabled.body)}`);
  return { ...member, secret: setup.body.secret, recoveryCodes: setup.body.recoveryCodes };
}

/** POST /api/auth/login from the member's own address. */
export const logInAs = (member: Pick<Member, "email" | "address">, password: string) =>
  api<{ token?: string; tfaRequired?: boolean; tfaToken?: string; error?: string }>("POST", "/api/auth/login", {
    json: { email: member.email, password },
    headers: { "CF-Connecting-IP": member.address },
  });
