import { describe, expect, it } from "vitest";
import { frameUrl } from "../../web/src/embed/frame-url";

/* /embed.js's framed address (docs/LANGUAGES.md): data-lang becomes the page's ?lang=, validated. */

const ORIGIN = "https://book.example.com";

describe("the embed's frame address", () => {
  it("passes the element's data-lang as lang, beside embed mode and the prefill", () => {
    const url = new URL(frameUrl(ORIGIN, "/book/intro-call", { lang: "fr", name: "Ada", theme: "dark" }));
    expect(url.pathname).toBe("/book/intro-call");
    expect(Object.fromEntries(url.searchParams)).toEqual({ embed: "1", name: "Ada", theme: "dark", lang: "fr" });
  });

  it("takes the script tag's data-lang when the element names none, the element's when it does", () => {
    expect(new URL(frameUrl(ORIGIN, "/reschedule/abc", {}, "pt-BR")).searchParams.get("lang")).toBe("pt-BR");
    expect(new URL(frameUrl(ORIGIN, "/book/x", { lang: "zh-CN" }, "de")).searchParams.get("lang")).toBe("zh-CN");
  });

  it("leaves out a data-lang that is no short language tag", () => {
    for (const lang of ["", "french language", "fr&embed=0", "../de", "x".repeat(40)]) {
      expect(new URL(frameUrl(ORIGIN, "/book/x", { lang })).searchParams.has("lang")).toBe(false);
    }
  });
});
