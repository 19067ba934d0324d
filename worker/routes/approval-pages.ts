import { type Context, Hono } from "hono";
import { PSEUDO_LOCALE } from "../../shared/i18n/locales";
import { negotiateLocale } from "../../shared/i18n/negotiate";
import type { Translator } from "../../shared/i18n/translator";
import { decideRequest, decidedMessage } from "../approval/decide-request";
import { type DecisionAction, decisionPath, isDecisionAction } from "../approval/decision-links";
import { INVALID_LINK, findSignedRequest } from "../approval/request-lookup";
import type { FoundBooking } from "../booking/booking-lookup";
import { databaseOver } from "../db/database";
import type { AppEnv } from "../env";
import { limitBodyTo } from "../http/body-limit";
import { HttpError } from "../http/http-error";
import { limitTokenLookups } from "../http/limit-token-lookups";
import { isSameOriginPost } from "../http/same-origin";
import { pseudoAllowed } from "../i18n/booker-locale";
import { translatorFor } from "../i18n/catalogues";
import { errorInLocale } from "../i18n/error-text";
import { MAX_DECLINE_REASON, alert, approvalDocument, decidedText, decisionForm, requestSummary, statusLine } from "../public-pages/approval-page";

/** The signed path may not leave through a Referer; the page runs no script and posts only to itself. */
const PAGE_HEADERS = {
  "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
  "Referrer-Policy": "no-referrer",
  "X-Content-Type-Options": "nosniff",
  "X-Frame-Options": "DENY",
  "Cache-Control": "no-store",
};

const TITLES = { approve: "hostpages.request.approveTitle", decline: "hostpages.request.declineTitle" } as const satisfies Record<DecisionAction, string>;

type PageStatus = 200 | 400 | 403 | 404 | 409;
const page = (c: Context<AppEnv>, words: Translator, title: string, body: string, status: PageStatus = 200) =>
  c.html(approvalDocument(words, title, body), status, PAGE_HEADERS);

/**
 * The page speaks the host's language (docs/LANGUAGES.md, The host's language); a link that names no
 * request has no host, so it follows the browser. `?lang=en-XA` shows the pseudo-locale where allowed.
 */
function pageWords(c: Context<AppEnv>, hostLocale: string | null): Promise<Translator> {
  const pseudo = pseudoAllowed(c.env) && c.req.query("lang") === PSEUDO_LOCALE;
  const locale = pseudo ? PSEUDO_LOCALE : (hostLocale ?? negotiateLocale({ acceptLanguage: c.req.header("Accept-Language") }));
  return translatorFor(c.env.ASSETS, locale);
}

/** An alert with one of the decision's English messages (spec §8 wording), in the page's language. */
const alertIn = async (c: Context<AppEnv>, words: Translator, message: string) => alert(await errorInLocale(c.env.ASSETS, words.locale, message));

/** The link's parts; anything malformed is the same 404 as a wrong signature. */
function linkOf(c: Context<AppEnv>): { id: number; action: DecisionAction; signature: string } {
  const { id, action, signature } = c.req.param();
  if (!id || !/^[1-9][0-9]{0,15}$/.test(id) || !action || !isDecisionAction(action) || !signature || !/^[0-9a-f]{64}$/.test(signature)) {
    throw new HttpError(404, INVALID_LINK);
  }
  return { id: Number(id), action, signature };
}

/** The link's request, or the not-found page for a link that names none. */
async function signedRequest(c: Context<AppEnv>): Promise<{ link: ReturnType<typeof linkOf>; found: FoundBooking } | Response> {
  try {
    const link = linkOf(c);
    return { link, found: await findSignedRequest(c.var.db, c.env.JWT_SECRET, link) };
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) {
      const words = await pageWords(c, null);
      return page(c, words, words.t("hostpages.request.title"), await alertIn(c, words, error.message), 404);
    }
    throw error;
  }
}

/**
 * /requests/{id}/{approve|decline}/{signature}: the host's links from the request mail, which
 * work without signing in. Each look-up counts against the address, like a booker's private link.
 */
export const approvalPageRoutes = new Hono<AppEnv>()
  // A decision reads and writes the primary: a replica could show a request as still open.
  .use("*", async (c, next) => {
    c.set("db", databaseOver(c.env.DB));
    await next();
  })
  .get("/:id/:action/:signature", limitTokenLookups, async (c) => {
    const signed = await signedRequest(c);
    if (signed instanceof Response) return signed;
    const { link, found } = signed;
    const words = await pageWords(c, found.host.locale);
    const title = words.t(TITLES[link.action]);
    // A decided request's page says what happened instead of offering the button.
    const done = decidedMessage(found.booking);
    if (done) return page(c, words, title, (await alertIn(c, words, done)) + requestSummary(words, found));
    const path = decisionPath(c.env.JWT_SECRET, link.action, { bookingId: link.id, icsUid: found.booking.icsUid });
    return page(c, words, title, decisionForm(words, found, link.action, path));
  })
  .post("/:id/:action/:signature", limitTokenLookups, limitBodyTo(16 * 1024), async (c) => {
    const signed = await signedRequest(c);
    if (signed instanceof Response) return signed;
    const { link, found } = signed;
    const words = await pageWords(c, found.host.locale);
    const title = words.t(TITLES[link.action]);
    if (!isSameOriginPost(c.req.raw)) return page(c, words, title, alert(words.t("hostpages.request.useButton")) + requestSummary(words, found), 403);
    const form = await c.req.parseBody();
    const reason = typeof form.reason === "string" ? form.reason.trim().slice(0, MAX_DECLINE_REASON) : "";
    try {
      const status = await decideRequest(c.var.db, c.env, found, { action: link.action, reason: reason || null, now: Date.now() });
      return page(c, words, title, statusLine(decidedText(words, status, found)) + requestSummary(words, found));
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) return page(c, words, title, (await alertIn(c, words, error.message)) + requestSummary(words, found), 409);
      throw error;
    }
  });
