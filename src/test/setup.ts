import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, beforeEach, vi } from "vitest";

afterEach(() => cleanup());

// A component that logs an error (a React warning, a failed prop type) fails its test.
beforeEach(() => {
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    throw new Error(`console.error called: ${args.map(String).join(" ")}`);
  });
});

// A query that finds nothing says what it looked for, not the whole rendered page (30 KB of
// markup hides the one line that matters).
configure({
  getElementError: (message) => {
    const error = new Error(message ?? "element not found");
    error.name = "TestingLibraryElementError";
    return error;
  },
});
