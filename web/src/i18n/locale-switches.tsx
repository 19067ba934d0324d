import { type FormEvent, type MouseEvent, useState } from "react";
import type { Clock } from "../../../shared/i18n/calendar-conventions";
import { CATALOGUES, CATALOGUE_NAMES, catalogueOf, catalogueOfSupported } from "../../../shared/i18n/locales";
import { useI18n } from "./i18n-context";
import "./locale-switches.css";

const CLOCKS: Clock[] = ["12", "24"];

/** This page's address with one field set: the view the booker is on stays. */
function hrefWith(name: string, value: string): string {
  const url = new URL(window.location.href);
  url.searchParams.set(name, value);
  return `${url.pathname}${url.search}`;
}

/*
 * What the visitor picked in the worker's markup of this switch (same select id) before this script
 * replaced the page: read as the script starts, so a pick made while it loaded is not lost.
 */
const SELECT_ID = "language-switch";
const pageSwitch = document.getElementById(SELECT_ID);
const pickedBeforeScript = pageSwitch instanceof HTMLSelectElement ? catalogueOf(pageSwitch.value) : null;

/**
 * A booker page's language and clock switches, the markup the worker renders without a script
 * (worker/public-pages/locale-switch-markup.ts). A language is another page (only the booker's
 * locale is on this one): the switch loads it with ?lang=, which the worker remembers. The clock
 * switches in place, remembered in its cookie.
 */
export function LocaleSwitches() {
  const { t, locale, clock, setClock } = useI18n();
  const [picked, setPicked] = useState<string>(() => pickedBeforeScript ?? catalogueOfSupported(locale));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    window.location.assign(hrefWith("lang", picked));
  };
  const switchClock = (event: MouseEvent, value: Clock) => {
    event.preventDefault();
    setClock(value);
  };
  return (
    <div className="locale-switches">
      <form className="language-switch" method="get" onSubmit={submit}>
        <label htmlFor={SELECT_ID}>{t("common.language")}</label>
        <select id={SELECT_ID} name="lang" value={picked} onChange={(event) => setPicked(event.target.value)}>
          {CATALOGUES.map((catalogue) => (
            <option key={catalogue} value={catalogue} lang={catalogue}>
              {CATALOGUE_NAMES[catalogue]}
            </option>
          ))}
        </select>
        <button type="submit" className="button secondary small">
          {t("common.changeLanguage")}
        </button>
      </form>
      <div className="clock-switch" role="group" aria-label={t("common.clock")}>
        {CLOCKS.map((value) => (
          <a key={value} href={hrefWith("clock", value)} aria-current={value === clock ? "true" : undefined} onClick={(event) => switchClock(event, value)}>
            {t(value === "12" ? "common.clock12" : "common.clock24")}
          </a>
        ))}
      </div>
    </div>
  );
}
