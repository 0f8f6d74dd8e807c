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
  socket.send(JSON.stringify({ id: 1, method: "Network.enable" }));

  let markers = 0;
  const watcher = {
    /**
     * The requests made since the last call. The reports trail the answers they describe, and
     * a busy runtime keeps reporting, so a marker closes the list: a request the function hands
     * to the static server (`/audio/_watch/N`, a 404), whose report comes after every report of
     * the requests answered before it.
     * @returns {Promise<Subrequest[]>}
     */
    async take() {
      markers += 1;
      const marker = `/audio/_watch/${markers}`;
      // A runtime still busy with a burst may drop the connection: the marker is asked again.
      for (let attempt = 1; ; attempt += 1) {
        try {
          await (await fetch(`${base}${marker}`)).arrayBuffer();
          break;
        } catch (error) {
          if (attempt === 5) throw error;
          await new Promise((resolve) => setTimeout(resolve, 1000));
        }
      }
      const deadline = Date.now() + REPORT_TIMEOUT_MS;
      for (;;) {
        const at = seen.findIndex(({ path }) => path === marker);
        if (at !== -1) {
          const taken = seen.slice(0, at);
          seen = seen.slice(at + 1);
          return taken;
        }
        if (Date.now() > deadline) throw new Error(`inspector: ${marker} was never reported`);
        await new Promise((resolve) => setTimeout(resolve, 50));
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
