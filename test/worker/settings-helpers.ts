import { api, registerUser, type TestUser } from "./helpers";
import { totpCode } from "./two-factor-totp";

export interface TwoFactorMember extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

/** A member with two-factor on; enabling spent the code of the current step. */
export async function registerTwoFactorMember(prefix: string): Promise<TwoFactorMember> {
  const member = await registerUser(prefix);
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
export const logInAs = (member: Pick<TestUser, "email" | "address">, password: string) =>
  api<{ token?: string; tfaRequired?: boolean; tfaToken?: string; error?: string }>("POST", "/api/auth/login", {
    json: { email: member.email, password },
    headers: { "CF-Connecting-IP": member.address },
  });
