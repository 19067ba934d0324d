import { describe, expect, it } from "vitest";
import { addEntries } from "../../web/src/components/ui/chips-input";

describe("chips input", () => {
  it("adds each trimmed, non-blank entry once", () => {
    expect(addEntries(["ann"], " bob, ,ann,  cy ")).toEqual(["ann", "bob", "cy"]);
    expect(addEntries([], "")).toEqual([]);
  });
});
