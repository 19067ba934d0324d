import { describe, expect, it } from "vitest";
import { loginHrefReturningTo, publicReturnPath, registerHrefReturningTo, returnQuery } from "../../web/src/auth/return-path";

describe("publicReturnPath", () => {
  it.each([
    ["?next=%2Fbook%2Fintro-call", "/book/intro-call"],
    ["?next=/u/alice", "/u/alice"],
    ["?next=/cancel/abc", "/cancel/abc"],
    ["?next=/teams/join/tok3n", "/teams/join/tok3n"],
    ["?next=/teams/1", null],
    ["", null],
    ["?next=/settings", null],
    ["?next=//evil.example/book/x", null],
    ["?next=/book//evil.example", null],
    ["?next=/book/%5Cevil", null],
    ["?next=https://evil.example/book/x", null],
  ])("%s → %s", (search, expected) => {
    expect(publicReturnPath(search)).toBe(expected);
  });

  it("round-trips the booking page's login link", () => {
    const href = loginHrefReturningTo("/book/intro-call");
    expect(publicReturnPath(href.slice(href.indexOf("?")))).toBe("/book/intro-call");
  });

  it("hands a team invitation's return on from /register to /login, and nothing else", () => {
    const href = registerHrefReturningTo("/teams/join/tok3n");
    expect(returnQuery(href.slice(href.indexOf("?")))).toBe("?next=%2Fteams%2Fjoin%2Ftok3n");
    expect(returnQuery("?next=//evil.example/teams/join/x")).toBe("");
  });
});
