/*
 * /embed.js: put Hangout booking pages on any site, no framework, a few KB.
 *   <div data-hangout="intro-call" data-name="Ada" data-email="ada@example.com" data-theme="dark"></div>
 *   <button data-hangout-popup="intro-call">Book a call</button>
 *   <div data-hangout-reschedule="{token}"></div>   (the booking's private token, as in its mailed links)
 *   <script src="https://book.example.com/embed.js" data-lang="fr" async></script>
 * `data-lang` (on an element, or on the script tag for all of them) is the page's language, a BCP 47 tag
 * such as "fr", "pt-BR" or "zh-CN": it goes to the framed page as `?lang=`, which outranks the
 * visitor's browser language (docs/LANGUAGES.md). A malformed tag is left out.
 * The iframe takes the height its page reports (no inner scrollbar); a booking made in it is a
 * bubbling `hangout:booked` event on the element, a booking moved in it `hangout:rescheduled`;
 * `detail` = { slug, start, end } (ISO 8601 UTC).
 */
import { embedWords } from "./embed-words";
import { frameLanguage, frameUrl } from "./frame-url";

interface HangoutMessage {
  type?: unknown;
  height?: unknown;
  slug?: unknown;
  start?: unknown;
  end?: unknown;
}

const script = document.currentScript;
const hangoutOrigin = new URL(script instanceof HTMLScriptElement && script.src ? script.src : location.href).origin;
/** The script tag's `data-lang`: every embed's language unless its element names its own. */
const scriptLang = script instanceof HTMLScriptElement ? script.dataset.lang : undefined;
/** Which element each iframe belongs to, so a message lands on the element whose frame sent it; a pop-up's frame can close it. */
const frameHosts = new Map<MessageEventSource, { frame: HTMLIFrameElement; host: HTMLElement; close?: () => void }>();
const READY = "hangoutReady";

const EVENTS = new Set(["hangout:booked", "hangout:rescheduled"]);

const bookingPath = (slug: string) => `/book/${encodeURIComponent(slug)}`;

/** The element's words: in its page's language (its data-lang, else the script's), else the visitor's. */
const wordsFor = (host: HTMLElement) => embedWords(frameLanguage(host.dataset, scriptLang), navigator.languages);

function makeFrame(host: HTMLElement, path: string): HTMLIFrameElement {
  const frame = document.createElement("iframe");
  frame.src = frameUrl(hangoutOrigin, path, host.dataset, scriptLang);
  frame.title = host.dataset.title ?? wordsFor(host).frameTitle;
  frame.setAttribute("scrolling", "no");
  frame.style.cssText = "display:block;width:100%;height:480px;border:0;overflow:hidden;color-scheme:normal";
  return frame;
}

function inline(host: HTMLElement, path: string): void {
  const frame = makeFrame(host, path);
  host.replaceChildren(frame);
  // An iframe's window stays the same object across its navigations: registered once, it is known for good.
  if (frame.contentWindow) frameHosts.set(frame.contentWindow, { frame, host });
}

function popup(button: HTMLElement, slug: string): void {
  button.addEventListener("click", () => {
    const words = wordsFor(button);
    const dialog = document.createElement("dialog");
    dialog.setAttribute("aria-label", button.dataset.title ?? words.frameTitle);
    // Held at the top, not centred: a centred dialog jumps up as the page inside reports its height, and
    // the Close button with it, away from a pointer already on its way there.
    dialog.style.cssText = "width:min(960px,calc(100vw - 2rem));max-height:calc(100vh - 2rem);margin:1rem auto auto;padding:0;border:0;border-radius:12px;overflow:auto";
    const close = document.createElement("button");
    close.type = "button";
    close.textContent = "×";
    close.setAttribute("aria-label", words.close);
    close.style.cssText = "position:sticky;top:0;float:right;z-index:1;margin:.5rem;width:2rem;height:2rem;border:0;border-radius:50%;background:#fff;color:#111;font:1.25rem/1 sans-serif;cursor:pointer";
    close.addEventListener("click", () => dialog.close());
    const frame = makeFrame(button, bookingPath(slug));
    dialog.appendChild(close);
    dialog.appendChild(frame);
    dialog.addEventListener("close", () => {
      if (frame.contentWindow) frameHosts.delete(frame.contentWindow);
      dialog.remove();
      button.focus();
    });
    // Clicking the backdrop (the dialog itself, outside its content) closes it too.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
    document.body.appendChild(dialog);
    dialog.showModal();
    if (frame.contentWindow) frameHosts.set(frame.contentWindow, { frame, host: button, close: () => dialog.close() });
  });
}

function onMessage(event: MessageEvent<HangoutMessage>): void {
  if (event.origin !== hangoutOrigin || !event.source) return;
  const target = frameHosts.get(event.source);
  const data = event.data;
  if (!target || typeof data !== "object" || data === null) return;
  if (data.type === "hangout:escape") {
    // Focus is inside the frame, so the dialog never saw the key: the page inside passed it on.
    target.close?.();
  } else if (data.type === "hangout:height" && typeof data.height === "number" && data.height > 0) {
    target.frame.style.height = `${Math.ceil(data.height)}px`;
  } else if (typeof data.type === "string" && EVENTS.has(data.type) && typeof data.start === "string" && typeof data.end === "string") {
    target.host.dispatchEvent(new CustomEvent(data.type, { bubbles: true, detail: { slug: data.slug, start: data.start, end: data.end } }));
  }
}

function scan(): void {
  for (const host of document.querySelectorAll<HTMLElement>("[data-hangout],[data-hangout-popup],[data-hangout-reschedule]")) {
    if (host.dataset[READY]) continue;
    host.dataset[READY] = "1";
    const { hangout: slug, hangoutPopup: popupSlug, hangoutReschedule: token } = host.dataset;
    if (slug) inline(host, bookingPath(slug));
    else if (token) inline(host, `/reschedule/${encodeURIComponent(token)}`);
    else if (popupSlug) popup(host, popupSlug);
  }
}

window.addEventListener("message", onMessage);
if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", scan);
else scan();
