import type { ContentfulStatusCode } from "hono/utils/http-status";

/** The one error type routes and use cases throw; app.onError turns it into `{ error }`. */
export class HttpError extends Error {
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "HttpError";
  }
}

export const notFound = (what: string) => new HttpError(404, `${what} not found.`);
