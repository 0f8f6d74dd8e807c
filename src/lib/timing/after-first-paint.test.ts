// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { afterFirstContentfulPaint, afterNextPaint } from "./after-first-paint";

/** A browser that reports paint timing; `paint()` reports the first contentful paint. */
function reportingBrowser() {
  const observers: (() => void)[] = [];
  let painted = false;
  class FakeObserver {
    static readonly supportedEntryTypes = ["paint"];
    constructor(private readonly callback: () => void) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  vi.stubGlobal("PerformanceObserver", FakeObserver);
  vi.spyOn(performance, "getEntriesByName").mockImplementation((name) =>
    painted && name === "first-contentful-paint" ? [{} as PerformanceEntry] : [],
  );
  return {
    paint() {
      painted = true;
      [...observers].forEach((callback) => callback());
    },
    observing: () => observers.length,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("afterFirstContentfulPaint", () => {
  it("calls back at once where paint timing is not reported", () => {
    vi.stubGlobal("PerformanceObserver", undefined);
    Reflect.deleteProperty(window, "PerformanceObserver");
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("waits for the reported first contentful paint, then calls back once", () => {
    const browser = reportingBrowser();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    expect(callback).not.toHaveBeenCalled();
    browser.paint();
    expect(callback).toHaveBeenCalledTimes(1);
    expect(browser.observing()).toBe(0);
  });

  it("calls back at once when the page has already painted", () => {
    reportingBrowser().paint();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it("gives up waiting after a second (a background tab never paints), and never calls twice", () => {
    vi.useFakeTimers();
    const browser = reportingBrowser();
    const callback = vi.fn();
    afterFirstContentfulPaint(callback);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledTimes(1);
    browser.paint();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe("afterNextPaint", () => {
  it("calls back once, after the next frame has been drawn", () => {
    vi.useFakeTimers();
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersToNextFrame();
    expect(callback).toHaveBeenCalledOnce();
    vi.advanceTimersByTime(1000);
    expect(callback).toHaveBeenCalledOnce();
  });

  it("calls back after a second where no frame is drawn (a background tab)", () => {
    vi.useFakeTimers();
    vi.stubGlobal("requestAnimationFrame", () => 0);
    const callback = vi.fn();
    afterNextPaint(callback);
    vi.advanceTimersByTime(999);
    expect(callback).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(callback).toHaveBeenCalledOnce();
  });
});
