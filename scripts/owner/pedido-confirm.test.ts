// @vitest-environment node
// `npm run pedido` steps that cancel certificates or erase data say what they will do and ask
// first (issue 58); with no terminal to ask, they do nothing until she adds --sim.
import { spawnSync } from "node:child_process";
import { describe, expect, it } from "vitest";

const pedido = (...args: string[]) =>
  spawnSync(process.execPath, ["scripts/owner/pedido.mjs", ...args], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });

describe("npm run pedido, without a terminal", () => {
  it.each([
    [
      ["reembolso", "K9XM3A", "--musica", "2"],
      "o reembolso da música 2 do pedido K9XM3A e cancelar na hora os certificados",
    ],
    [["apagar", "k9xm3a"], "apagar do pedido K9XM3A os arquivos"],
    [["apagar", "--vencidos"], "apagar todos os pedidos que passaram do prazo"],
  ])("%j says what it would do, does nothing, and gives the command with --sim", (args, said) => {
    const result = pedido(...args, "--local");
    expect(result.status).toBe(2);
    expect(result.stderr).toContain(said);
    expect(result.stderr).toContain(`npm run pedido -- ${[...args, "--local", "--sim"].join(" ")}`);
  });
});
