import { describe, expect, it } from "vitest";
import { api } from "./helpers";
import { logInAs, registerTwoFactorMember } from "./settings-helpers";
import { recoverLogin, recoveryRowCount, settingsOf, tfaTokenFor, userRow } from "./two-factor-requests";
import { PERIOD_MS, totpCode, wrongCode } from "./two-factor-totp";
import { answer } from "../scenarios/api";
import { typedApi } from "./client";

describe("POST /api/auth/2fa/recover", () => {
  it("logs in once with a recovery code, turns two-factor off, and every other code stops working", async () => {
    const member = await registerTwoFactorMember("recover");
    const [firstCode, secondCode] = member.recoveryCodes as [string, string];
    const pendingElsewhere = await tfaTokenFor(member);
    const tfaToken = await tfaTokenFor(member);

    const wrong = await recoverLogin(tfaToken, "zzzz-zzzz", member.address);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: "Invalid recovery code." });

    const recovered = await recoverLogin(tfaToken, firstCode.toUpperCase(), member.address);
    expect(recovered.status).toBe(200);
    expect(Object.keys(recovered.body)).toEqual(["token"]);
    expect((await settingsOf(recovered.body.token!)).body.is_two_factor_enabled).toBe(false);
    expect(await recoveryRowCount(member.id)).toBe(0);
    expect((await userRow(member.id))!.two_factor_secret).toBeNull();

    expect((await recoverLogin(tfaToken, firstCode, member.address)).status).toBe(401);
    expect((await recoverLogin(pendingElsewhere, secondCode, member.address)).status).toBe(401);
    const plainLogin = await logInAs(member, member.password);
    expect(plainLogin.body.tfaRequired).toBeUndefined();
    expect(typeof plainLogin.body.token).toBe("string");

    // Two-factor on again, with new codes: none of the old ones opens it.
    const setup = await answer(typedApi({ token: member.token }).settings["2fa"].generate.$post());
    const enabled = await answer(
      typedApi({ token: member.token }).settings["2fa"].verify.$post({ json: { otp: totpCode(setup.body.secret, Date.now()) } }),
    );
    expect(enabled.status).toBe(200);
    const renewed = await tfaTokenFor(member);
    for (const old of member.recoveryCodes.slice(1, 4)) {
      const response = await recoverLogin(renewed, old, member.address);
      expect(response.status).toBe(401);
      expect(response.body.token).toBeUndefined();
    }
  });

  it("rejects missing or oversized codes with 400", async () => {
    const member = await registerTwoFactorMember("recover400");
    const tfaToken = await tfaTokenFor(member);
    expect((await recoverLogin(tfaToken, "", member.address)).status).toBe(400);
    expect((await recoverLogin(tfaToken, "x".repeat(65), member.address)).status).toBe(400);
    expect(await recoveryRowCount(member.id)).toBe(10);
  });
});

describe("POST /api/settings/2fa/disable", () => {
  it("needs the current password and a code, then clears the secret and recovery codes", async () => {
    const member = await registerTwoFactorMember("disable");
    const nextCode = totpCode(member.secret, Date.now() + PERIOD_MS);
    const badInput = await api("POST", "/api/settings/2fa/disable", { token: member.token, json: { password: member.password } });
    expect(badInput.status).toBe(400);
    const wrongPassword = await answer(
      typedApi({ token: member.token }).settings["2fa"].disable.$post({ json: { password: "not my password", otp: nextCode } }),
    );
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ error: "Current password is incorrect." });
    const wrongOtp = await answer(
      typedApi({ token: member.token }).settings["2fa"].disable.$post({ json: { password: member.password, otp: wrongCode(member.secret) } }),
    );
    expect(wrongOtp.status).toBe(400);
    expect(wrongOtp.body).toEqual({ error: "Invalid authentication code." });
    expect((await settingsOf(member.token)).body.is_two_factor_enabled).toBe(true);

    const disabled = await answer(
      typedApi({ token: member.token }).settings["2fa"].disable.$post({ json: { password: member.password, otp: nextCode } }),
    );
    expect(disabled.status).toBe(200);
    expect(disabled.body).toEqual({ message: "Two-factor authentication disabled." });
    expect((await settingsOf(member.token)).body.is_two_factor_enabled).toBe(false);
    expect((await userRow(member.id))!.two_factor_secret).toBeNull();
    expect(await recoveryRowCount(member.id)).toBe(0);
    expect((await logInAs(member, member.password)).body.token).toBeTruthy();

    const again = await answer(
      typedApi({ token: member.token }).settings["2fa"].disable.$post({ json: { password: member.password, otp: nextCode } }),
    );
    expect(again.status).toBe(409);
  });
});
