import type { SampleEntry } from "../content/collections";

/** A valid track-list entry for tests, with the fields a test cares about overridden. */
export const sampleEntry = (overrides: Partial<SampleEntry> = {}): SampleEntry => ({
  id: "lua",
  title: "Lua",
  style: "pop",
  rhythm: "saidi",
  duration: "1:15",
  durationSeconds: 75.01,
  instrumental: false,
  demo: false,
  file: "lua",
  coverAlt: "Capa de “Lua”",
  ...overrides,
});
