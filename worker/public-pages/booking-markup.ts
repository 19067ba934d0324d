import { durationText, hostsSentence } from "../../shared/i18n/booking-words";
import { firstDayOfWeek } from "../../shared/i18n/calendar-conventions";
import { fullDate, gridWeekdayName, monthTitle, timeText, weekFrom } from "../../shared/i18n/date-labels";
import { placeBeforeBooking } from "../../shared/meeting-place";
import type { BookingView } from "../../shared/public-page-data";
import { optionsPath } from "../../shared/team-hosts";
import { daysInMonth, parseMonth, weekdayOfEpochDay } from "../domain/calendar-days";
import type { PublicEventType } from "../booking/public-availability";
import type { BookingPageData } from "./booking-page-data";
import { freeDates, localDate, shownStarts } from "./booking-view";
import { type SwitchTarget, localeSwitches } from "./locale-switch-markup";
import { attrs, sentence, tag, text } from "./markup";
import type { PageLanguage } from "./page-language";
import { timeZoneSwitch } from "./time-zone-switch-markup";

/*
 * /book/{slug} as HTML: the same elements and classes the SPA's booking components render for the
 * same view (web/src/pages/booking/), so its script takes the page over without anything moving.
 * Without a script the page still works: every button submits a GET form naming the view it shows.
 */
const SLOT_INTERVALS = [15, 30, 60];
const MONTHS_AHEAD = 12;
const PICK_FORM = "pick";
const DURATION_FORM = "pick-duration";

export const bookPath = (eventType: PublicEventType) => `/book/${encodeURIComponent(eventType.slug)}`;

function shiftMonth(month: string, by: number): string {
  const parsed = parseMonth(month);
  const index = (parsed?.year ?? 1970) * 12 + (parsed?.month ?? 0) + by;
  return `${String(Math.floor(index / 12)).padStart(4, "0")}-${String((index % 12) + 1).padStart(2, "0")}`;
}

/** "with alice and bob" of a team type, each name isolated; "" for a personal type. */
function hostsLine(lang: PageLanguage, eventType: PublicEventType): string {
  const hosts = hostsSentence(lang, eventType);
  if (hosts === null) return "";
  const names = hosts.names.map((part) => (part.type === "element" ? tag("bdi", {}, text(part.value)) : text(part.value))).join("");
  return tag("p", { class: "event-owner" }, sentence(lang, hosts.key, { names }));
}

export function eventPanel(lang: PageLanguage, eventType: PublicEventType, duration: number, intervalLocked: boolean): string {
  const { t } = lang;
  const image = eventType.image_url ? `<img${attrs({ class: "event-image", src: eventType.image_url, alt: "" })}>` : "";
  const options = SLOT_INTERVALS.map((minutes) => tag("option", { value: minutes, selected: minutes === 15 }, text(t("booking.intervalMinutes", { minutes })))).join("");
  return tag(
    "aside",
    { class: "event-panel" },
    image +
      tag("a", { class: "back-link", href: optionsPath(eventType) }, text(t("booking.backToOptions"))) +
      tag("p", { class: "event-owner" }, text(eventType.ownerUsername)) +
      hostsLine(lang, eventType) +
      tag("h1", { class: "event-title" }, text(eventType.title)) +
      tag(
        "dl",
        { class: "event-facts" },
        tag("div", {}, tag("dt", {}, text(t("booking.duration"))) + tag("dd", {}, text(durationText(lang, duration)))) +
          tag("div", {}, tag("dt", {}, text(t("booking.location"))) + tag("dd", {}, text(placeBeforeBooking(t, eventType.location_kind, eventType.location)))),
      ) +
      (eventType.description ? tag("p", { class: "event-description" }, text(eventType.description)) : "") +
      tag(
        "div",
        { class: "field interval-field" },
        tag("label", { for: "slot-interval" }, text(t("booking.slotInterval"))) + tag("select", { id: "slot-interval", disabled: intervalLocked }, options),
      ),
  );
}

function monthCalendar(lang: PageLanguage, view: BookingView, days: readonly string[], today: string): string {
  const { locale, t } = lang;
  const { month } = view;
  const parsed = parseMonth(month);
  const lastDay = parsed ? daysInMonth(parsed.year, parsed.month) : 30;
  // The grid starts on the locale's first day of the week (Monday in German, Sunday in plain English).
  const week = weekFrom(firstDayOfWeek(locale));
  const weekdayOfFirst = parsed ? weekdayOfEpochDay(Date.UTC(parsed.year, parsed.month, 1) / 86_400_000) : 0;
  const leadCells = week.indexOf(weekdayOfFirst as (typeof week)[number]);
  const free = new Set(days.filter((date) => date >= today));
  const tabStop = view.date ?? [...free][0] ?? `${month}-01`;
  const thisMonth = today.slice(0, 7);
  const nav = (label: string, arrow: string, target: string, disabled: boolean) =>
    tag(
      "button",
      { type: "submit", form: PICK_FORM, name: "month", value: target, class: "icon-button month-step", "aria-label": label, title: label, disabled },
      tag("span", { "aria-hidden": "true" }, arrow),
    );
  let cells = week.map((weekday) => tag("span", { class: "calendar-weekday", "aria-hidden": "true" }, text(gridWeekdayName(locale, weekday)))).join("");
  // The SPA starts the 1st in its column with an inline style, which the page's CSP refuses in HTML: empty cells do it here.
  cells += '<span aria-hidden="true"></span>'.repeat(Math.max(0, leadCells));
  for (let day = 1; day <= lastDay; day++) {
    const date = `${month}-${String(day).padStart(2, "0")}`;
    const selectable = free.has(date);
    const classes = ["calendar-day", selectable ? "free" : "", date === today ? "today" : "", date === view.date ? "selected" : ""];
    cells += tag(
      "button",
      {
        type: selectable ? "submit" : "button",
        form: selectable ? PICK_FORM : null,
        name: selectable ? "date" : null,
        value: selectable ? date : null,
        "data-day": day,
        class: classes.join(" ").trim(),
        tabindex: date === tabStop ? 0 : -1,
        "aria-disabled": String(!selectable),
        "aria-pressed": String(date === view.date),
        "aria-label": fullDate(locale, date),
      },
      String(day),
    );
  }
  return tag(
    "div",
    { class: "month-calendar", "aria-busy": "false" },
    tag(
      "div",
      { class: "calendar-header" },
      tag("h2", { class: "calendar-title" }, text(monthTitle(locale, month))) +
        tag(
          "div",
          { class: "row" },
          nav(t("booking.previousMonth"), "‹", shiftMonth(month, -1), month <= thisMonth) +
            nav(t("booking.nextMonth"), "›", shiftMonth(month, 1), month >= shiftMonth(thisMonth, MONTHS_AHEAD)),
        ),
    ) + tag("div", { class: "calendar-grid" }, cells),
  );
}

/** A seated type's "3 of 10 seats left" under a time (the SPA's SlotList writes the same); nothing for other types. */
function seatsLine(lang: PageLanguage, capacity: number | null, left: number | undefined): string {
  if (capacity === null || left === undefined) return "";
  return tag("span", { class: "slot-seats" }, text(lang.t("seats.left", { left, capacity })));
}

function slotColumn(lang: PageLanguage, data: BookingPageData, now: number): string {
  const { locale, t, clock } = lang;
  const { view, slots } = data;
  const heading = view.date ? tag("h3", { class: "slot-date", tabindex: -1 }, text(fullDate(locale, view.date))) : "";
  const starts = view.date ? shownStarts(slots.starts, view.date, view.timeZone, now) : [];
  const seatsAt = new Map(slots.seatsLeft?.map((left, index) => [slots.starts[index], left]));
  const list =
    starts.length === 0
      ? tag("div", { class: "slot-empty" }, tag("p", {}, text(t("booking.noSlots"))) + tag("p", { class: "muted" }, text(t("booking.tryAnotherDate"))))
      : tag(
          "ul",
          { class: "slot-list", "aria-label": t("booking.availableTimes") },
          starts
            .map((start) =>
              tag(
                "li",
                {},
                tag(
                  "button",
                  { type: "submit", form: PICK_FORM, name: "start", value: new Date(start).toISOString(), class: "slot-button" },
                  text(timeText(locale, start, view.timeZone, clock)) + seatsLine(lang, data.eventType.seats, seatsAt.get(start)),
                ),
              ),
            )
            .join(""),
        );
  return tag("div", { class: "slot-column" }, heading + list);
}

function durationButtons(lang: PageLanguage, eventType: PublicEventType, duration: number): string {
  if (eventType.durations.length === 0) return "";
  const buttons = eventType.durations
    .map((minutes) =>
      tag(
        "button",
        { type: "submit", form: DURATION_FORM, name: "duration", value: minutes, class: "duration-button", "aria-pressed": String(minutes === duration) },
        text(durationText(lang, minutes)),
      ),
    )
    .join("");
  return tag("div", { class: "duration-buttons", role: "group", "aria-label": lang.t("booking.duration") }, buttons);
}

/** The GET forms the page's buttons submit: each carries the rest of the view and the address's prefill. */
function viewForms(data: BookingPageData, prefill: Record<string, string>): string {
  const hidden = (name: string, value: string | number | null) => (value === null ? "" : `<input${attrs({ type: "hidden", name, value })}>`);
  const kept = Object.entries(prefill)
    .map(([name, value]) => hidden(name, value))
    .join("");
  const action = bookPath(data.eventType);
  return (
    tag("form", { id: PICK_FORM, method: "get", action, hidden: true }, hidden("tz", data.view.timeZone) + hidden("duration", data.slots.duration) + kept) +
    tag("form", { id: DURATION_FORM, method: "get", action, hidden: true }, hidden("tz", data.view.timeZone) + hidden("date", data.view.date) + kept)
  );
}

/** Month calendar, zone, durations and the chosen day's times (the SPA's SlotPicker); `prefill` is the address's `?name=&email=&a1=…`. */
export function slotPicker(lang: PageLanguage, data: BookingPageData, now: number, prefill: Record<string, string>): string {
  const today = localDate(now, data.view.timeZone);
  const days = freeDates(data.slots.starts, data.view.month, data.view.timeZone);
  return (
    tag(
      "div",
      { class: "slot-picker" },
      tag(
        "div",
        { class: "calendar-column" },
        monthCalendar(lang, data.view, days, today) +
          tag("p", { class: "timezone-label" }, `${tag("span", { class: "muted" }, text(lang.t("booking.timeZoneLabel")))} ${tag("bdi", {}, text(data.view.timeZone))}`) +
          timeZoneSwitch(lang, data.view.timeZone, { action: bookPath(data.eventType), keep: { duration: String(data.slots.duration), date: data.view.date, ...prefill } }),
      ) + tag("div", { class: "times-column" }, durationButtons(lang, data.eventType, data.slots.duration) + slotColumn(lang, data, now)),
    ) + viewForms(data, prefill)
  );
}

export const sessionBanner = (lang: PageLanguage, path: string) =>
  tag("p", { class: "session-banner" }, sentence(lang, "booking.logInToSave", { logIn: tag("a", { href: `/login?next=${encodeURIComponent(path)}` }, text(lang.t("booking.logIn"))) }));

/**
 * The booking page's main element around the card's right-hand side, under the language and clock
 * switches (`switches`: the view they keep). The form's step has none: a new language is a new page,
 * which would drop what the booker typed.
 */
export const bookingMain = (lang: PageLanguage, data: BookingPageData, content: string, intervalLocked: boolean, switches: SwitchTarget | null) =>
  tag(
    "main",
    { class: "booking-page" },
    sessionBanner(lang, bookPath(data.eventType)) +
      (switches ? localeSwitches(lang, switches) : "") +
      tag("div", { class: "booking-card card" }, eventPanel(lang, data.eventType, data.slots.duration, intervalLocked) + content),
  );
