import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

export default defineConfig({
  plugins: [react()],
  define: { __BUILD_YEAR__: "2026" },
  test: {
    environment: "jsdom",
    include: [
      "src/**/*.test.{ts,tsx}",
      "deploy/**/*.test.ts",
      "scripts/**/*.test.ts",
      "build/**/*.test.ts",
    ],
    setupFiles: ["./src/test/setup.ts"],
    restoreMocks: true,
  },
});
