// @vitest-environment node
import { describe, expect, it } from "vitest";
import { restartingSession } from "./session-restart";

/** webdriverio's message when WebKitWebDriver has forgotten a session whose browser died. */
const DIED = 'WebDriverError: invalid session id when running "url" with method "POST"';

/** Fake sessions, numbered in the order they are opened; the ones listed in `dead` have died. */
function fakeDriver({ failOpen = false } = {}) {
  const opened: number[] = [];
  const dead = new Set<number>();
  const log: string[] = [];
  const open = async () => {
    if (failOpen && opened.length > 0) {
      throw new Error("WebDriverError: session not created: MiniBrowser did not start");
    }
    opened.push(opened.length + 1);
    return opened.length;
  };
  /** An operation that answers which session ran it, or fails as webdriverio does. */
  const whoAmI = async (session: number) => {
    if (dead.has(session)) throw new Error(DIED);
    return `ran on session ${session}`;
  };
  const start = () => restartingSession({ name: "WebKit", open, log: (line) => log.push(line) });
  return { opened, dead, log, whoAmI, start };
}

describe("restartingSession", () => {
  it("runs operations on the one session it opened while that session lives", async () => {
    const driver = fakeDriver();
    const session = await driver.start();
    expect(await session.run(driver.whoAmI)).toBe("ran on session 1");
    expect(await session.run(driver.whoAmI)).toBe("ran on session 1");
    expect(driver.opened).toEqual([1]);
    expect(driver.log).toEqual([]);
  });

  it("starts a fresh session when the session dies, logs why, and runs the operation again", async () => {
    const driver = fakeDriver();
    const session = await driver.start();
    driver.dead.add(1);
    expect(await session.run(driver.whoAmI)).toBe("ran on session 2");
    expect(driver.opened).toEqual([1, 2]);
    expect(driver.log).toEqual([
      `cross-browser: the WebKit session died (${DIED}); starting it again once`,
    ]);
    // Later operations stay on the fresh session.
    expect(await session.run(driver.whoAmI)).toBe("ran on session 2");
    expect(session.current()).toBe(2);
  });

  it("fails with both messages when the fresh session dies too, and opens no third", async () => {
    const driver = fakeDriver();
    const session = await driver.start();
    driver.dead.add(1);
    await session.run(driver.whoAmI);
    driver.dead.add(2);
    const second = "WebDriverError: Request failed with error code ECONNREFUSED";
    const failing = session.run(async () => {
      throw new Error(second);
    });
    await expect(failing).rejects.toThrow(
      `WebKit: the session died (${DIED}), then died again after its one restart (${second})`,
    );
    expect(driver.opened).toEqual([1, 2]);
    expect(driver.log).toHaveLength(1);
  });

  it("fails with both messages when the fresh session dies on the retried operation", async () => {
    const driver = fakeDriver();
    const session = await driver.start();
    driver.dead.add(1);
    driver.dead.add(2);
    await expect(session.run(driver.whoAmI)).rejects.toThrow(
      `WebKit: the session died (${DIED}), then died again after its one restart (${DIED})`,
    );
    expect(driver.opened).toEqual([1, 2]);
  });

  it("fails with both messages when no fresh session can be started", async () => {
    const driver = fakeDriver({ failOpen: true });
    const session = await driver.start();
    driver.dead.add(1);
    await expect(session.run(driver.whoAmI)).rejects.toThrow(
      `WebKit: the session died (${DIED}), then could not be started again (WebDriverError: session not created: MiniBrowser did not start)`,
    );
  });

  it("passes any other failure through as it is, without a restart", async () => {
    const driver = fakeDriver();
    const session = await driver.start();
    for (const message of [
      'WebDriverError: no such element when running "click"',
      // A script of the page whose own request failed: the session is fine.
      'WebDriverError: javascript error: TypeError: Failed to fetch when running "execute/sync"',
    ]) {
      const failure = new Error(message);
      await expect(
        session.run(async () => {
          throw failure;
        }),
      ).rejects.toBe(failure);
    }
    expect(driver.opened).toEqual([1]);
    expect(driver.log).toEqual([]);
  });
});
