import { CATALOGUES, CATALOGUE_NAMES, catalogueOfSupported } from "../../shared/i18n/locales";
import type { Clock } from "../../shared/i18n/calendar-conventions";
import { attrs, tag, text } from "./markup";
import type { PageLanguage } from "./page-language";

/*
 * A booker page's language and clock switches without a script (the SPA's LocaleSwitches renders the
 * same markup): a GET form that reloads the page with ?lang= (which the worker remembers), and links
 * that reload it with ?clock=12 or ?clock=24. `keep` is the rest of the view, carried along.
 */
export interface SwitchTarget {
  /** The page's path. */
  action: string;
  /** The view's query fields (zone, day, prefilled answers …) to keep. */
  keep: Record<string, string>;
}

const CLOCKS: Clock[] = ["12", "24"];

export function localeSwitches({ t, locale, clock }: PageLanguage, { action, keep }: SwitchTarget): string {
  const current = catalogueOfSupported(locale);
  const options = CATALOGUES.map((catalogue) => tag("option", { value: catalogue, lang: catalogue, selected: catalogue === current }, text(CATALOGUE_NAMES[catalogue]))).join("");
  const hidden = Object.entries(keep)
    .filter(([name]) => name !== "lang")
    .map(([name, value]) => `<input${attrs({ type: "hidden", name, value })}>`)
    .join("");
  const language = tag(
    "form",
    { class: "language-switch", method: "get", action },
    tag("label", { for: "language-switch" }, text(t("common.language"))) +
      tag("select", { id: "language-switch", name: "lang" }, options) +
      hidden +
      tag("button", { type: "submit", class: "button secondary small" }, text(t("common.changeLanguage"))),
  );
  const clockLink = (value: Clock) =>
    tag("a", { href: `${action}?${new URLSearchParams({ ...keep, clock: value })}`, "aria-current": value === clock ? "true" : null }, text(t(value === "12" ? "common.clock12" : "common.clock24")));
  const clocks = tag("div", { class: "clock-switch", role: "group", "aria-label": t("common.clock") }, CLOCKS.map(clockLink).join(""));
  return tag("div", { class: "locale-switches" }, language + clocks);
}
