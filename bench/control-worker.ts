import { Miniflare } from "miniflare";

/**
 * The control for the load figures: a worker that answers a fixed JSON body, served by workerd the
 * same way as the app (Miniflare, its own socket). What wrk reports for it is the floor this machine,
 * runtime and load generator reach together, with no app, D1 or cache involved.
 */
export async function startControlWorker(): Promise<{ url: string; stop(): Promise<void> }> {
  const mf = new Miniflare({
    host: "127.0.0.1",
    port: 0,
    workers: [
      {
        name: "control",
        modules: true,
        compatibilityDate: "2026-04-01",
        script: `export default { fetch: () => Response.json({ availableDays: [1, 2, 3], version: 1 }) };`,
        unsafeDirectSockets: [{ host: "127.0.0.1", port: 0 }],
      },
    ],
  });
  await mf.ready;
  return { url: (await mf.unsafeGetDirectURL("control")).origin, stop: () => mf.dispose() };
}
