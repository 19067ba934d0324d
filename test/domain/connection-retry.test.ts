import { describe, expect, it } from "vitest";
import { isRepeatable, sendWithRetries } from "../../worker/caldav/connection-retry";

/** A send that throws a connection error `failures` times, then answers `status`; counts its calls. */
function flakySend(failures: number, status = 207) {
  const sent = { count: 0 };
  const send = () => {
    sent.count++;
    return sent.count <= failures ? Promise.reject(new TypeError("Network connection lost.")) : Promise.resolve(new Response(null, { status }));
  };
  return { send, sent };
}

const live = () => new AbortController().signal;

describe("isRepeatable", () => {
  it("takes the reads and PUT and DELETE of one event, in any case, and nothing that makes something", () => {
    expect(["PROPFIND", "REPORT", "GET", "HEAD", "OPTIONS", "PUT", "DELETE", "propfind"].filter(isRepeatable)).toHaveLength(8);
    expect(["POST", "MKCALENDAR", "MKCOL", "PROPPATCH", "MOVE", "COPY", "LOCK"].filter(isRepeatable)).toEqual([]);
  });
});

describe("sendWithRetries", () => {
  it("sends a repeatable request again after a connection error, on a fresh try", async () => {
    const { send, sent } = flakySend(1);
    expect((await sendWithRetries(send, "PROPFIND", live())).status).toBe(207);
    expect(sent.count).toBe(2);
  });

  it("gets through two closed pooled connections in a row", async () => {
    const { send, sent } = flakySend(2);
    expect((await sendWithRetries(send, "REPORT", live())).status).toBe(207);
    expect(sent.count).toBe(3);
  });

  it("tries three times at most: a third connection error is the answer", async () => {
    const { send, sent } = flakySend(3);
    await expect(sendWithRetries(send, "REPORT", live())).rejects.toThrow("Network connection lost.");
    expect(sent.count).toBe(3);
  });

  it("never repeats a request that could make something twice", async () => {
    const { send, sent } = flakySend(1);
    await expect(sendWithRetries(send, "MKCALENDAR", live())).rejects.toThrow("Network connection lost.");
    expect(sent.count).toBe(1);
  });

  it("does not repeat a request whose time budget ran out", async () => {
    const controller = new AbortController();
    controller.abort();
    const { send, sent } = flakySend(1);
    await expect(sendWithRetries(send, "GET", controller.signal)).rejects.toThrow("Network connection lost.");
    expect(sent.count).toBe(1);
  });

  it("takes an HTTP error status as the answer, not as a connection error", async () => {
    const { send, sent } = flakySend(0, 503);
    expect((await sendWithRetries(send, "PUT", live())).status).toBe(503);
    expect(sent.count).toBe(1);
  });
});
