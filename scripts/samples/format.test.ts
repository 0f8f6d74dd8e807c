// @vitest-environment node
import { describe, expect, it } from "vitest";
import {
  ebur128Summary,
  lastJson,
  limiterFilter,
  linearLoudnormFilter,
  LOUDNORM_ANALYSIS,
} from "./format.mjs";

// The filters are the mastering of the published samples: the same strings give the same audio.
describe("the mastering chain", () => {
  it("analyses with loudnorm aimed at -16 LUFS, -1.5 dBTP", () => {
    expect(LOUDNORM_ANALYSIS).toBe("loudnorm=I=-16:TP=-1.5:LRA=11:print_format=json");
  });

  it("gains 1 dB over the target, then limits at -2.5 dBFS", () => {
    expect(limiterFilter(-21.74)).toEqual({
      gain: "6.74",
      filter: "volume=6.74dB,alimiter=limit=0.7499:attack=4:release=80:level=false:latency=true",
    });
  });

  it("normalises linearly from the first pass's measurements", () => {
    const measured = {
      input_i: "-15.20",
      input_tp: "-2.31",
      input_lra: "6.40",
      input_thresh: "-25.61",
      target_offset: "0.12",
    };
    expect(linearLoudnormFilter(measured)).toBe(
      "loudnorm=I=-16:TP=-1.5:LRA=11:measured_I=-15.20:measured_TP=-2.31:measured_LRA=6.40" +
        ":measured_thresh=-25.61:offset=0.12:linear=true:print_format=json",
    );
  });

  it("gives a steady tone, whose range is 0, a range loudnorm accepts in linear mode", () => {
    expect(linearLoudnormFilter({ input_lra: "0.00" })).toContain(":measured_LRA=0.01:");
  });
});

describe("reading ffmpeg's reports", () => {
  it("takes loudnorm's JSON, the last object printed", () => {
    const log = '[Parsed_loudnorm_0] {"x": "1"}\n[Parsed_loudnorm_0]\n{\n "input_i" : "-20.1"\n}\n';
    expect(lastJson(log)).toEqual({ input_i: "-20.1" });
  });

  it("takes the summary of the ebur128 meter", () => {
    const log = [
      "[Parsed_ebur128_0] t: 1  M: -20.0 S: -120.7     I: -19.0 LUFS",
      "[Parsed_ebur128_0] Summary:",
      "  Integrated loudness:",
      "    I:         -16.1 LUFS",
      "    Threshold: -26.4 LUFS",
      "  Loudness range:",
      "    LRA:         5.3 LU",
      "  True peak:",
      "    Peak:       -1.6 dBFS",
    ].join("\n");
    expect(ebur128Summary(log)).toEqual({ lufs: -16.1, lra: 5.3, truePeak: -1.6 });
  });
});
