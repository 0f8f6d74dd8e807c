// @vitest-environment node
// `previas` and `entregar` run ffmpeg synchronously, then write to the store: on a slow computer
// the encoding outlasts the time the store's runtime keeps an idle connection open, and a request
// sent at once went out on the closed connection ("other side closed"). Seen on a loaded machine
// in scripts/owner/dados.test.ts; here on purpose, with a pause as long as a slow encoding.
import { execFileSync } from "node:child_process";
import { rmSync } from "node:fs";
import { afterAll, expect, it } from "vitest";
import { runProgram } from "../processes.mjs";
import { afterBlockingWork } from "./actions.mjs";
import { openStore } from "./connection.mjs";
import { migratedStoreState } from "./test-store.ts";

let state = "";
afterAll(() => rmSync(state, { recursive: true, force: true }));

/** The two previews' files, written at once, as `putPreviews` writes them. */
const FILES = ["previa-1.opus", "previa-1.mp3", "previa-2.opus", "previa-2.mp3"];

it("writes to the store after ffmpeg held the event loop longer than an idle connection lives", async () => {
  state = await migratedStoreState("blocking-test-");
  const { store, dispose } = await openStore({
    local: true,
    run: runProgram,
    log: () => {},
    env: { ...process.env, PEDIDOS_ESTADO_LOCAL: state },
  });
  const putAll = () =>
    Promise.all(FILES.map((name) => store.files.put(name, new Uint8Array(32_000))));
  try {
    // The connections a first upload opens, then left idle while ffmpeg holds the event loop for
    // as long as a song's encoding on a slow computer: past the runtime's idle time.
    await putAll();
    execFileSync("sleep", ["15"]);
    await afterBlockingWork();
    await putAll();
    expect((await store.files.list()).objects.map((object) => object.key).sort()).toEqual(
      [...FILES].sort(),
    );
  } finally {
    await dispose();
  }
}, 60_000);
