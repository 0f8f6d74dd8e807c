// @ts-check
/**
 * What the three engines need on a machine with no screen and no sound card: a PulseAudio null
 * sink (Firefox and WebKit play nothing, and report no progress, without an audio output), an
 * X server for WebKit (its MiniBrowser has no headless mode) and WebKit's WebDriver. Shared by
 * scripts/test-cross-browser.mjs and scripts/test-hosts.mjs; every process is stopped by `stopAll()`.
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";

/** @type {{ stop(): void | Promise<void> }[]} */
const started = [];
const sleep = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Starts a long-running process in its own process group, so that stopping it stops its children. */
export function startProcess(
  /** @type {string} */ command,
  /** @type {string[]} */ args,
  /** @type {import("node:child_process").SpawnOptions} */ options = {},
) {
  const child = spawn(command, args, { detached: true, stdio: "ignore", ...options });
  const signal = (/** @type {NodeJS.Signals | 0} */ name) => {
    try {
      if (child.pid !== undefined) process.kill(-child.pid, name);
      return true;
    } catch {
      return false; // the whole group is gone
    }
  };
  const handle = {
    child,
    /** SIGTERM to the process group, then SIGKILL to whatever is left (workerd can linger). */
    async stop() {
      if (!signal("SIGTERM")) return;
      for (let i = 0; i < 20 && signal(0); i += 1) await sleep(100);
      signal("SIGKILL");
    },
  };
  started.push(handle);
  return handle;
}

export async function stopAll() {
  for (const handle of started.splice(0).reverse()) await handle.stop();
}

for (const name of /** @type {const} */ (["SIGINT", "SIGTERM"])) {
  process.on(name, () => {
    void stopAll().finally(() => process.exit(130));
  });
}

/** A free TCP port on the loopback interface. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

/** Resolves once `url` answers (any status), or fails after `timeoutMs`. */
export async function waitForUrl(/** @type {string} */ url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await fetch(url, { redirect: "manual", signal: AbortSignal.timeout(2000) });
      return;
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer in ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * A private PulseAudio daemon with a null sink. Firefox and WebKit find it through
 * XDG_RUNTIME_DIR, which this returns for their environment.
 */
export async function startPulseAudio() {
  const runtimeDir = mkdtempSync(join(tmpdir(), "engines-pulse-"));
  const env = { ...process.env, XDG_RUNTIME_DIR: runtimeDir };
  const result = spawnSync(
    "pulseaudio",
    [
      "-D",
      "--exit-idle-time=-1",
      "-n",
      "--load=module-null-sink",
      "--load=module-native-protocol-unix",
    ],
    { env, encoding: "utf8" },
  );
  if (result.status !== 0) throw new Error(`pulseaudio did not start: ${result.stderr}`);
  started.push({
    async stop() {
      spawnSync("pulseaudio", ["--kill"], { env });
      // The daemon removes its own files as it exits: wait for it before removing the folder.
      for (let i = 0; i < 20 && existsSync(join(runtimeDir, "pulse", "pid")); i += 1) {
        await sleep(100);
      }
      rmSync(runtimeDir, { recursive: true, force: true });
    },
  });
  return { XDG_RUNTIME_DIR: runtimeDir };
}

/** An X server for WebKit's MiniBrowser; returns the DISPLAY to use. */
export async function startXvfb() {
  for (let display = 90; display < 140; display += 1) {
    if (existsSync(`/tmp/.X11-unix/X${display}`) || existsSync(`/tmp/.X${display}-lock`)) continue;
    const xvfb = startProcess("Xvfb", [
      `:${display}`,
      "-screen",
      "0",
      "1440x900x24",
      "-nolisten",
      "tcp",
    ]);
    for (let i = 0; i < 40; i += 1) {
      if (existsSync(`/tmp/.X11-unix/X${display}`)) return `:${display}`;
      if (xvfb.child.exitCode !== null) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    xvfb.stop();
  }
  throw new Error("Xvfb did not start");
}

/** The MiniBrowser of Debian's libwebkit2gtk-4.1-0 (found with `dpkg -L`). */
export function miniBrowserPath() {
  const candidates = [
    process.env.MINIBROWSER_PATH,
    "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
    "/usr/lib/aarch64-linux-gnu/webkit2gtk-4.1/MiniBrowser",
  ];
  const found = candidates.find((path) => path && existsSync(path));
  if (found) return found;
  const listed = spawnSync("dpkg", ["-L", "libwebkit2gtk-4.1-0"], { encoding: "utf8" }).stdout;
  const path = listed.split("\n").find((line) => /\/MiniBrowser$/.test(line));
  if (!path) throw new Error("MiniBrowser not found: apt-get install libwebkit2gtk-4.1-0");
  return path;
}

/**
 * Everything the engine suite needs: the audio sink, the X server and WebKit's WebDriver.
 * Returns the environment variables that tell cross-browser/engines.ts where they are.
 */
export async function startEngineEnvironment() {
  const pulse = await startPulseAudio();
  const display = await startXvfb();
  const port = await freePort();
  startProcess("WebKitWebDriver", [`--port=${port}`, "--replace-on-new-session"], {
    // WEBKIT_DISABLE_DMABUF_RENDERER: MiniBrowser (started by the driver, with its environment)
    // hands each frame to its window as before WebKitGTK 2.42, not as a DMA-BUF, which an X
    // server with no GPU cannot take: the fallback had Xvfb and WebKit's web process spend about
    // 75 s of processor on the key flows, against 42 s this way. Pages are laid out, composited
    // and run the same.
    env: { ...process.env, ...pulse, DISPLAY: display, WEBKIT_DISABLE_DMABUF_RENDERER: "1" },
  });
  await waitForUrl(`http://127.0.0.1:${port}/status`, 20_000);
  return {
    ...pulse,
    DISPLAY: display,
    WEBKIT_WEBDRIVER_PORT: String(port),
    MINIBROWSER_PATH: miniBrowserPath(),
  };
}
