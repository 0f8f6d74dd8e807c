/**
 * A WebDriver session whose browser dies is started again once. WebKit's MiniBrowser has died
 * under load in CI, and every later command then failed with `invalid session id`: one fresh
 * session lets the run go on, a second death means something is wrong and fails the test.
 */

/**
 * What webdriverio says when the session is gone rather than when a command failed: the driver
 * forgot the session (the browser died), could not make one, or is not reachable any more. Its
 * own wording only, so that a page's `fetch` failing in an evaluated script is not taken for it.
 */
export const DEAD_SESSION =
  /invalid session id|session not created|Request failed with error code (ECONNREFUSED|ECONNRESET)|Failed to fetch \[/;

export interface RestartingSession<S> {
  /** Runs an operation on the live session; if the session has died, on a fresh one. */
  run<T>(operation: (session: S) => Promise<T>): Promise<T>;
  /** The session in use now, for closing it. */
  current(): S;
}

interface Options<S> {
  /** Names the browser in the log line and in the error. */
  name: string;
  /** Opens a session; on a restart it also brings the new one back to where the old one was. */
  open: () => Promise<S>;
  log?: (line: string) => void;
}

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split("\n")[0] ?? "";

/** Opens a session, and starts it again once, for the whole of its use, if it dies. */
export async function restartingSession<S>({
  name,
  open,
  log = console.warn,
}: Options<S>): Promise<RestartingSession<S>> {
  let session = await open();
  let firstDeath: string | null = null;

  const fail = (what: string, second: unknown): never => {
    throw new Error(
      `${name}: the session died (${firstDeath}), then ${what} (${firstLine(second)})`,
      { cause: second },
    );
  };

  const restarting: RestartingSession<S> = {
    current: () => session,
    async run(operation) {
      try {
        return await operation(session);
      } catch (error) {
        if (!DEAD_SESSION.test(firstLine(error))) throw error;
        if (firstDeath !== null) return fail("died again after its one restart", error);
        firstDeath = firstLine(error);
        log(`cross-browser: the ${name} session died (${firstDeath}); starting it again once`);
        try {
          session = await open();
        } catch (again) {
          return fail("could not be started again", again);
        }
        // Once more on the fresh session: a death there is the second one.
        return restarting.run(operation);
      }
    },
  };
  return restarting;
}
