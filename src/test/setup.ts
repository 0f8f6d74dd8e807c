import { afterEach, beforeEach, vi } from "vitest";

// A component or module that logs an error (a React warning, a failed prop type) fails its test.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});

// The component tests' DOM (the files marked `@vitest-environment jsdom`): Testing Library, its
// matchers, and a clean document after each test. The other files run in Node, without them.
if (typeof document !== "undefined") {
  await import("@testing-library/jest-dom/vitest");
  const { cleanup, configure } = await import("@testing-library/react");
  afterEach(() => cleanup());
  // A query that finds nothing says what it looked for, not the whole rendered page (30 KB of
  // markup hides the one line that matters).
  configure({
    getElementError: (message) => {
      const error = new Error(message ?? "element not found");
      error.name = "TestingLibraryElementError";
      return error;
    },
  });
}
