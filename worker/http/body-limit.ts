import { bodyLimit } from "hono/body-limit";
import { HttpError } from "./http-error";

/** Refuses a body over `maxSize` bytes with 413 "Request body is too large.", by Content-Length or while streaming. */
export const limitBodyTo = (maxSize: number) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, "Request body is too large.");
    },
  });
