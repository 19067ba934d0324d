import { PAGE_DATA_ID, type PageNotFound } from "../../../shared/public-page-data";

/*
 * The first data of a page, inlined by the worker (worker/public-pages/page-html.ts) as
 * <script type="application/json" id="page-data">, so the page needs no request to show it.
 * Pages use it for their first render only; whatever they load later comes from the API.
 */
let parsed: { value: unknown } | null = null;

function readPageData(): unknown {
  const text = document.getElementById(PAGE_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch (error) {
    console.error("The page's inlined data is not JSON.", error);
    return null;
  }
}

/** The inlined data (parsed once), or null when the worker sent none. */
export function inlinedPageData<T>(): T | null {
  parsed ??= { value: readPageData() };
  return parsed.value as T | null;
}

/** The error text of a page the worker answered as not found (`{ found: false }`, docs/LANGUAGES.md), or null. */
export function inlinedNotFound(): string | null {
  const data = inlinedPageData<PageNotFound | { found: true }>();
  return data !== null && !data.found ? data.error : null;
}
