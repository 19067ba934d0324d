import { describe, expect, it } from "vitest";
import { SLUG_MAX_LENGTH, firstFreeSlug, slugFromTitle } from "../../worker/domain/slug";

describe("slugFromTitle", () => {
  it.each([
    ["Intro Call", "intro-call"],
    ["  30-min   Chat!! ", "30-min-chat"],
    ["Café Über", "cafe-uber"],
    ["会議", "event"],
    ["!!!", "event"],
    ["Ask me <script>", "ask-me-script"],
  ])("%j → %j", (title, slug) => expect(slugFromTitle(title)).toBe(slug));

  it("keeps slugs short and never ends them with a hyphen", () => {
    const slug = slugFromTitle(`${"a".repeat(SLUG_MAX_LENGTH - 1)} b c`);
    expect(slug.length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slug.endsWith("-")).toBe(false);
  });
});

describe("firstFreeSlug", () => {
  it.each([
    [[], "intro-call"],
    [["intro-call"], "intro-call-2"],
    [["intro-call", "intro-call-2", "intro-call-3"], "intro-call-4"],
    [["intro-call", "intro-call-3"], "intro-call-2"],
    [["intro-call-2"], "intro-call"],
  ])("with %j taken picks %s", (taken, slug) => expect(firstFreeSlug("intro-call", new Set(taken))).toBe(slug));
});
