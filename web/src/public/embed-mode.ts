import { applyTheme, startTheme } from "../lib/theme";
import "./embed-mode.css";

/*
 * A booking page opened by /embed.js (`/book/{slug}?embed=1`, or `/reschedule/{token}?embed=1`) inside
 * another site's iframe: it takes the theme from its address (the booking form takes the prefill), and
 * tells the parent page its height, the booking made or moved, and an Escape pressed inside it. Messages carry no secret (the cancel link stays in the page), so any parent may read them.
 */
const params = new URLSearchParams(window.location.search);

export const isEmbedded = params.get("embed") === "1";

const post = (message: Record<string, unknown>) => window.parent.postMessage(message, "*");

/** Theme: `light` or `dark` as asked, `auto` the visitor's system; without it the visitor's own choice. */
function startEmbedTheme(theme: string | null): void {
  if (theme !== "light" && theme !== "dark" && theme !== "auto") return startTheme();
  if (theme !== "auto") return applyTheme(theme);
  applyTheme("system");
  window.matchMedia("(prefers-color-scheme: dark)").addEventListener("change", () => applyTheme("system"));
}

/** The page's theme, and in embed mode the height reports that let the iframe fit its content. */
export function startPage(): void {
  if (!isEmbedded) return startTheme();
  document.documentElement.classList.add("embedded");
  // Every other page refuses to be framed: links (cancel, log in, the host's profile) open a new tab.
  const base = document.createElement("base");
  base.target = "_blank";
  document.head.appendChild(base);
  startEmbedTheme(params.get("theme"));
  // Once the visitor works in the frame, keys go to it, not to the site: Escape is passed on, so /embed.js can close its pop-up.
  document.addEventListener("keydown", (event) => {
    if (event.key === "Escape" && !event.defaultPrevented) post({ type: "hangout:escape" });
  });
  let reported = 0;
  new ResizeObserver(() => {
    const height = Math.ceil(document.documentElement.getBoundingClientRect().height);
    if (height === reported) return;
    reported = height;
    post({ type: "hangout:height", height });
  }).observe(document.documentElement);
}

interface BookingTimes {
  start_time: string;
  end_time: string;
}

const announce = (type: string, booking: BookingTimes, slug: string) => {
  if (isEmbedded) post({ type, slug, start: booking.start_time, end: booking.end_time });
};

/** Tells the embedding page a booking was made: its `hangout:booked` event. */
export const announceBooked = (booking: BookingTimes, slug: string) => announce("hangout:booked", booking, slug);

/** Tells the embedding page the booking was moved: its `hangout:rescheduled` event, with the new time. */
export const announceRescheduled = (booking: BookingTimes, slug: string) => announce("hangout:rescheduled", booking, slug);
