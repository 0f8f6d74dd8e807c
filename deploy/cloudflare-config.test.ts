// @vitest-environment node
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  ORDER_STORE_PLACEHOLDER_ID,
  orderStoreNames,
  readPagesConfig,
  withOrderStore,
  withoutOrderStore,
} from "./cloudflare-config.mjs";

describe("wrangler.toml", () => {
  const config = readPagesConfig();

  it("publishes the folder the build writes", () => {
    expect(config.outputDir).toBe("dist");
  });

  // Without a date wrangler takes today's, which the installed workerd refuses (issue 47). The
  // runtime's version carries the newest date it supports: 1.20260426.1 → 2026-04-26.
  it("names a compatibility date the installed runtime supports", () => {
    const { version } = JSON.parse(readFileSync("node_modules/workerd/package.json", "utf8"));
    const newest = String(version)
      .split(".")[1]
      ?.replace(/^(\d{4})(\d{2})(\d{2})$/, "$1-$2-$3");
    expect(newest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.compatibilityDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(config.compatibilityDate <= (newest ?? "")).toBe(true);
  });

  it("refuses a file without the fields Pages needs", () => {
    expect(() => readPagesConfig('name = "x"\ncompatibility_date = "2025-11-01"')).toThrow(
      /pages_build_output_dir/,
    );
    expect(
      readPagesConfig(
        'name = "x"\npages_build_output_dir = "./out/"\ncompatibility_date = "2025-01-01"',
      ).outputDir,
    ).toBe("out");
  });
});

describe("the order store's bindings", () => {
  const committed = readFileSync("wrangler.toml", "utf8");

  it("are declared for the local store, with a placeholder id npm run deploy replaces", () => {
    expect(readPagesConfig().orders).toEqual({
      binding: "PEDIDOS",
      databaseName: "pedidos",
      databaseId: ORDER_STORE_PLACEHOLDER_ID,
      migrationsDir: "deploy/d1-migrations",
      bucketBinding: "ARQUIVOS",
      bucketName: "arquivos-dos-pedidos",
    });
  });

  it("are named after the project, a bucket's name within 63 characters", () => {
    expect(orderStoreNames("dancaemelodia-com-br")).toEqual({
      databaseName: "dancaemelodia-com-br-pedidos",
      bucketName: "dancaemelodia-com-br-arquivos",
    });
    expect(orderStoreNames("a".repeat(58)).bucketName).toHaveLength(63);
  });

  it("are rewritten in place, comments kept, or left out for a site without the order page", () => {
    const written = withOrderStore(committed, {
      databaseName: "x-pedidos",
      databaseId: "4d1e2c7a-0000-4000-8000-0000000000aa",
      bucketName: "x-arquivos",
    });
    expect(readPagesConfig(written).orders).toMatchObject({
      databaseName: "x-pedidos",
      databaseId: "4d1e2c7a-0000-4000-8000-0000000000aa",
      bucketName: "x-arquivos",
      migrationsDir: "deploy/d1-migrations",
    });
    expect(written.split("\n").filter((line) => line.startsWith("#"))).toEqual(
      committed.split("\n").filter((line) => line.startsWith("#")),
    );
    const without = withoutOrderStore(committed);
    expect(readPagesConfig(without).orders).toBeNull();
    expect(readPagesConfig(without).compatibilityDate).toBe(readPagesConfig().compatibilityDate);
  });
});
