import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { describe, it } from "node:test";
import { PIECES } from "./compose.mjs";

/**
 * SHA-256 of each demo's Standard MIDI File, as rendered into public/audio/: a change to the
 * scores' code that changes the music fails here, before anyone renders the samples again.
 */
const MIDI_SHA256: Record<string, string> = {
  "yasmin-flor-do-deserto": "1cd2049e266f274a1bb6d3b4ef96b13068704a134958ad2db6cb0cb080c0227e",
  "samira-no-ritmo": "adddfcbd239e52af8029d74eb350d18661e5ecec73a3306d61ee485baaffb1c4",
};

describe("the demo pieces", () => {
  for (const piece of PIECES) {
    it(`${piece.slug} composes the same MIDI file as the published sample`, () => {
      const { arranger } = piece.compose();
      const sha = createHash("sha256").update(arranger.song.toBytes()).digest("hex");
      assert.equal(sha, MIDI_SHA256[piece.slug]);
    });
  }
});
