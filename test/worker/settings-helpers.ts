import { type Answer, answer, expectJson } from "../scenarios/api";
import { registerUser, type TestUser } from "./helpers";
import { typedApi } from "./client";
import { totpCode } from "./two-factor-totp";

export interface TwoFactorMember extends TestUser {
  secret: string;
  recoveryCodes: string[];
}

/** A member with two-factor on; enabling spent the code of the current step. */
export async function registerTwoFactorMember(prefix: string): Promise<TwoFactorMember> {
  const member = await registerUser(prefix);
  const settings = typedApi({ token: member.token }).settings;
  const setup = await expectJson(await settings["2fa"].generate.$post(), 200);
  await expectJson(await settings["2fa"].verify.$post({ json: { otp: totpCode(setup.secret, Date.now()) } }), 200);
  return { ...member, secret: setup.secret, recoveryCodes: setup.recoveryCodes };
}

/** Any answer of the sign-in routes: a session, a second step to take, or a refusal. */
export type LoginBody = { token?: string; tfaRequired?: boolean; tfaToken?: string };

/** POST /api/auth/login from the member's own address. */
export async function logInAs(member: Pick<TestUser, "email" | "address">, password: string): Promise<Answer<LoginBody>> {
  return answer(typedApi({ address: member.address }).auth.login.$post({ json: { email: member.email, password } }));
}
