import { describe, expect, it } from "vitest";
import { isPhoneNumber } from "../../worker/domain/phone-number";

/* One phone rule for a host's number, the booker's number for a call and a question's phone answer. */

describe("isPhoneNumber", () => {
  it.each([
    ["+49 (30) 1234-567", true],
    ["555.123.4567", true],
    ["030/123 45", true],
    ["12345", true],
    ["+123456789012345", true],
    ["1234", false],
    ["+1234567890123456", false],
    ["call me", false],
    ["+", false],
    ["-12345", false],
    ["12345\n678", false],
    ["12345\t678", false],
    ["+1 555 123 4567 ext 2", false],
  ])("%j → %s", (text, valid) => {
    expect(isPhoneNumber(text)).toBe(valid);
  });
});
