/**
 * A proxy in front of the site for WebKit, whose classic WebDriver cannot read the console or
 * the network: it notes every sub-resource answered with an error and each document's status,
 * and adds one same-origin script at the top of each page (allowed by the pages' CSP, which
 * permits 'self') that records console errors, uncaught errors and failed element loads.
 */
import { createServer, request as httpRequest, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

const RECORDER_PATH = "/__cross-browser/recorder.js";

/** Runs in the page before any of its own scripts. */
const RECORDER = `(() => {
  const list = (window.__engineProblems = []);
  const consoleError = console.error.bind(console);
  console.error = (...args) => {
    list.push("console.error: " + args.map(String).join(" "));
    consoleError(...args);
  };
  addEventListener("error", (event) => {
    const target = event.target;
    if (target instanceof Element) {
      const url = target.currentSrc || target.src || target.href || "";
      list.push("failed to load: <" + target.localName + "> " + url);
    } else {
      list.push("page error: " + event.message);
    }
  }, true);
  addEventListener("unhandledrejection", (event) => {
    list.push("page error: unhandled rejection " + String(event.reason));
  });
})();`;

export interface RecorderProxy {
  readonly url: string;
  /** The status of the last document request for a path. */
  documentStatus(pathname: string): number;
  drainProblems(): string[];
  close(): Promise<void>;
}

const isDocumentRequest = (request: IncomingMessage) => {
  const destination = request.headers["sec-fetch-dest"];
  if (typeof destination === "string") return destination === "document";
  return (request.headers.accept ?? "").startsWith("text/html");
};

export async function startRecorderProxy(target: string): Promise<RecorderProxy> {
  const upstream = new URL(target);
  const statuses = new Map<string, number>();
  let problems: string[] = [];

  const server = createServer((request, response) => {
    const path = request.url ?? "/";
    if (path === RECORDER_PATH) {
      response.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8" });
      response.end(RECORDER);
      return;
    }
    const headers = { ...request.headers, host: upstream.host };
    // Plain bodies, so that the page can be edited.
    delete headers["accept-encoding"];
    const forwarded = httpRequest(
      { hostname: upstream.hostname, port: upstream.port, path, method: request.method, headers },
      (answer) => {
        const status = answer.statusCode ?? 502;
        const pathname = new URL(path, upstream).pathname;
        const document = isDocumentRequest(request);
        if (document) statuses.set(pathname, status);
        else if (status >= 400) problems.push(`HTTP ${status}: ${pathname}`);
        const type = String(answer.headers["content-type"] ?? "");
        if (!document || !type.startsWith("text/html")) {
          response.writeHead(status, answer.headers);
          answer.pipe(response);
          return;
        }
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () => {
          const html = Buffer.concat(chunks)
            .toString("utf8")
            // Right after the page's CSP <meta> (or <head>): before every script of the page.
            .replace(
              /<meta http-equiv="Content-Security-Policy"[^>]*>|<head>/i,
              (tag) => `${tag}<script src="${RECORDER_PATH}"></script>`,
            );
          const body = Buffer.from(html);
          const kept = Object.entries(answer.headers).filter(
            ([name]) => !["content-length", "transfer-encoding"].includes(name),
          );
          response.writeHead(status, {
            ...Object.fromEntries(kept),
            "content-length": String(body.length),
          });
          response.end(body);
        });
      },
    );
    forwarded.on("error", (error) => {
      problems.push(`proxy: ${path} ${error.message}`);
      response.destroy();
    });
    request.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    documentStatus: (pathname) => statuses.get(pathname) ?? 0,
    drainProblems() {
      const drained = problems;
      problems = [];
      return drained;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
