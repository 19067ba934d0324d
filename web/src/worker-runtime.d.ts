/*
 * The SPA imports the worker's AppType (type-only) so the API client is typed by the real routes.
 * That makes this program type-check the worker's source next to the DOM library; Cloudflare's
 * globals come from @cloudflare/workers-types (web/tsconfig.json), and this adds the one Workers
 * extension of a DOM interface the worker uses. Browser code must not call it.
 */
interface SubtleCrypto {
  timingSafeEqual(a: ArrayBuffer | ArrayBufferView, b: ArrayBuffer | ArrayBufferView): boolean;
}
