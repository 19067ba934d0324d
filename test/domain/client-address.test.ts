import { describe, expect, it } from "vitest";
import { rateLimitSubject } from "../../worker/domain/client-address";

describe("rateLimitSubject", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["  203.0.113.7 ", "203.0.113.7"],
    ["203.000.113.007", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["::FFFF:cb00:7107", "203.0.113.7"],
    ["0:0:0:0:0:ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0DB8:0001:0002:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["[2001:db8:1:2::ffff]", "2001:db8:1:2::/64"],
    ["fe80::1%eth0", "fe80:0:0:0::/64"],
    ["2001:db8::", "2001:db8:0:0::/64"],
    ["::1", "0:0:0:0::/64"],
    ["unknown", "unknown"],
    ["300.1.1.1", "300.1.1.1"],
    ["2001:db8:::1", "2001:db8:::1"],
    ["1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7:8:9"],
    // An IPv4 tail is read only as the last piece and only with parts up to 255.
    ["::ffff:255.0.0.1", "255.0.0.1"],
    ["::ffff:256.0.0.1", "::ffff:256.0.0.1"],
    ["::1.2.3.4:1", "::1.2.3.4:1"],
    // "::" stands for at least one group, and only once.
    ["1:2:3:4:5:6::7", "1:2:3:4::/64"],
    ["1:2:3:4:5:6:7::8", "1:2:3:4:5:6:7::8"],
    ["1:2:3:4:5:6:7:8::1::2", "1:2:3:4:5:6:7:8::1::2"],
    // Only ::ffff:0:0/96 is IPv4-mapped.
    ["1::ffff:cb00:7107", "1:0:0:0::/64"],
  ])("%s → %s", (address, subject) => {
    expect(rateLimitSubject(address)).toBe(subject);
  });

  it("keeps at most 64 characters of text that is no address", () => {
    expect(rateLimitSubject("x".repeat(100))).toBe("x".repeat(64));
  });

  it("gives every address of one /64 the same subject, and neighbouring /64s different ones", () => {
    const subjects = new Set(Array.from({ length: 61 }, (_, i) => rateLimitSubject(`2001:db8:aa:bb:${i.toString(16)}::${i + 1}`)));
    expect(subjects).toEqual(new Set(["2001:db8:aa:bb::/64"]));
    expect(rateLimitSubject("2001:db8:aa:bc::1")).not.toBe(rateLimitSubject("2001:db8:aa:bb::1"));
  });
});
