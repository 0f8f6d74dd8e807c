// @ts-check
/**
 * Which files Cloudflare's Pages Function reads, seen from outside: `wrangler pages dev` reports
 * every request a worker makes (its `env.ASSETS.fetch()` calls included) to the DevTools
 * protocol on its inspector port. scripts/test-hosts.mjs asserts with it that a request for a
 * sample reads at most one part (HEAD none), and scripts/measure-audio-parts.mjs counts with it.
 */

/**
 * @typedef {object} Subrequest
 * @property {string} method
 * @property {string} path the path the function fetched, `/audio/_parts/x.0.mp3`
 */

/** How long wrangler may take to report a request, on a busy machine. */
const REPORT_TIMEOUT_MS = 120_000;
/** How long a marker's report is awaited before reporting is enabled and the marker asked again. */
const ASK_AGAIN_MS = 15_000;
/** The markers' paths (see `take`). */
const MARKERS = "/audio/_watch/";

/**
 * Connects to wrangler's inspector and records the worker's requests from now on.
 * @param {number} inspectorPort `wrangler pages dev --inspector-port`
 * @param {string} base the site's address on that runtime
 */
export async function watchSubrequests(inspectorPort, base) {
  // wrangler's inspector accepts a DevTools client from its own machine only: an Origin is
  // required, which Node's WebSocket (undici) sends when given as a header.
  const WebSocketWithHeaders = /** @type {new (url: string, init: object) => WebSocket} */ (
    /** @type {unknown} */ (WebSocket)
  );
  const socket = new WebSocketWithHeaders(`ws://127.0.0.1:${inspectorPort}/ws`, {
    headers: { Origin: "http://127.0.0.1" },
  });
  /** @type {Subrequest[]} */
  let seen = [];
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data));
    if (message.method !== "Network.requestWillBeSent") return;
    const { method, url } = message.params.request;
    seen.push({ method, path: decodeURI(new URL(url).pathname) });
  });
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("inspector: no connection")), 30_000);
    socket.addEventListener("open", () => resolve(clearTimeout(timer)), { once: true });
    socket.addEventListener("error", () => reject(new Error("inspector: no connection")), {
      once: true,
    });
  });
  let ids = 1;
  socket.send(JSON.stringify({ id: ids, method: "Network.enable" }));

  /**
   * Asks for a marker: a request the function hands to the static server (a 404), whose report
   * comes after every report of the requests answered before it. A runtime still busy with a
   * burst may drop the connection: the marker is asked again.
   * @param {string} marker
   */
  async function ask(marker) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        await (await fetch(`${base}${marker}`)).arrayBuffer();
        return;
      } catch (error) {
        if (attempt === 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 1000));
      }
    }
  }

  let markers = 0;
  const watcher = {
    /**
     * The requests made since the last call. The reports trail the answers they describe, and
     * a busy runtime keeps reporting, so a marker (`/audio/_watch/N`) closes the list.
     * @returns {Promise<Subrequest[]>}
     */
    async take() {
      markers += 1;
      const marker = `${MARKERS}${markers}`;
      const deadline = Date.now() + REPORT_TIMEOUT_MS;
      for (;;) {
        await ask(marker);
        const askAgainAt = Math.min(Date.now() + ASK_AGAIN_MS, deadline);
        while (Date.now() < askAgainAt) {
          const at = seen.findIndex(({ path }) => path === marker);
          if (at !== -1) {
            // An earlier marker asked twice may be reported twice: not a read of the function's.
            const taken = seen.slice(0, at).filter(({ path }) => !path.startsWith(MARKERS));
            seen = seen.slice(at + 1);
            return taken;
          }
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        if (Date.now() >= deadline) throw new Error(`inspector: ${marker} was never reported`);
        // Now and then (one run in a few, on a busy machine) the runtime starts reporting only
        // once asked again: enabled a second time, it reports the marker asked a second time.
        socket.send(JSON.stringify({ id: (ids += 1), method: "Network.enable" }));
      }
    },
    close() {
      // The runtime's inspector session is wrangler's, shared: left enabled, every 4 KiB a worker
      // reads is reported on, which its proxy turns into one request to wrangler's Node process
      // each, thousands a burst (docs/decisions/0006-host-runtimes.md).
      socket.send(JSON.stringify({ id: 2, method: "Network.disable" }));
      socket.close();
    },
  };
  // wrangler replays what it buffered before this client came: not ours to count.
  await watcher.take();
  return watcher;
}
