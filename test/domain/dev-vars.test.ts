import { describe, expect, it } from "vitest";
import { completeDevVars } from "../../scripts/dev-vars.mjs";

/* `npm start`'s .dev.vars (scripts/dev-vars.mjs): an operator's lines stay, only missing secrets are added. */

const secret = () => "fresh";

describe("completeDevVars", () => {
  it("writes a new file with both secrets and the dev mailbox", () => {
    const { text, added } = completeDevVars(null, secret);
    expect(added).toEqual(["JWT_SECRET", "TFA_ENCRYPTION_KEY", "DEV_MAILBOX"]);
    expect(text).toContain("JWT_SECRET=fresh\nTFA_ENCRYPTION_KEY=fresh\nDEV_MAILBOX=1\n");
  });

  it("keeps an operator's lines and secrets, adding only what is missing", () => {
    const operator = "JWT_SECRET=mine\nGOOGLE_CLIENT_ID=abc.apps.googleusercontent.com\nGOOGLE_CLIENT_SECRET=shh";
    const { text, added } = completeDevVars(operator, secret);
    expect(added).toEqual(["TFA_ENCRYPTION_KEY"]);
    expect(text).toBe(`${operator}\nTFA_ENCRYPTION_KEY=fresh\n`);
  });

  it("leaves a complete file alone", () => {
    const complete = "JWT_SECRET=a\nTFA_ENCRYPTION_KEY=b\n";
    expect(completeDevVars(complete, secret)).toEqual({ text: complete, added: [] });
  });
});
