// @vitest-environment node
import { describe, expect, it } from "vitest";
import { SONG_MAX_SECONDS } from "../../src/features/brief/brief";
import { songPromiseWarning } from "./song-promise.mjs";

describe("songPromiseWarning", () => {
  it("warns of a 3:05 song, naming its length and the packages' promise", () => {
    expect(songPromiseWarning(185)).toBe(
      "⚠ Esta música dura 3:05, e os pacotes prometem músicas de até 3 minutos (nos planos, nas perguntas frequentes e nos Termos de Uso). Nada foi recusado: se ela não devia passar disso, encurte o arquivo e rode o comando de novo.",
    );
  });

  it("names the command that takes the shortened file where running the same one would be refused", () => {
    expect(
      songPromiseWarning(
        185,
        'npm run pedido -- entregar K9XM3A <arquivo encurtado> --musica 2 --titulo "Noite" --substituir',
      ),
    ).toMatch(
      /encurte o arquivo e troque-o: npm run pedido -- entregar K9XM3A <arquivo encurtado> --musica 2 --titulo "Noite" --substituir\.$/,
    );
  });

  it("says nothing of a song of 3:00 or less, a fraction of a second over included", () => {
    expect(SONG_MAX_SECONDS).toBe(180);
    expect(songPromiseWarning(180)).toBeNull();
    expect(songPromiseWarning(180.9)).toBeNull();
    expect(songPromiseWarning(95)).toBeNull();
    expect(songPromiseWarning(Number.NaN)).toBeNull();
  });

  it("warns from the first second shown past the promise", () => {
    expect(songPromiseWarning(181)).toContain("dura 3:01");
  });
});
