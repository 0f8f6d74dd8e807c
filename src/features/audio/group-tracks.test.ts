import { describe, expect, it } from "vitest";
import { tracks } from "../../test/tracks";
import type { SampleTrack } from "../../content/types";
import { examplesContent } from "../../content/tracks";
import { groupTracks } from "./group-tracks";

const base = tracks[0]!;
const track = (id: string, extra: Partial<SampleTrack>): SampleTrack => ({
  ...base,
  id,
  title: id,
  ...extra,
});

const ids = (groups: ReturnType<typeof groupTracks>) =>
  groups.map((group) => [group.heading, group.tracks.map((t) => t.id)]);

describe("groupTracks", () => {
  it("keeps one or two samples as one list without headings", () => {
    const two = [track("a", { style: "Pop" }), track("b", { style: "Romântica" })];
    expect(ids(groupTracks(two))).toEqual([[null, ["a", "b"]]]);
    expect(ids(groupTracks(two.slice(0, 1)))).toEqual([[null, ["a"]]]);
  });

  it("groups more than two by style, Romântica first, each group in the list's order", () => {
    const listed = [
      track("a", { style: "Pop", rhythm: "maqsum" }),
      track("b", { style: "Romântica", rhythm: "baladi" }),
      track("c", { style: "Pop", rhythm: "saidi" }),
    ];
    expect(ids(groupTracks(listed))).toEqual([
      [examplesContent.groups.style("Romântica"), ["b"]],
      [examplesContent.groups.style("Pop"), ["a", "c"]],
    ]);
  });

  it("groups by rhythm, in the brief's order, when every sample has the same style", () => {
    const listed = [
      track("a", { style: "Pop", rhythm: "saidi" }),
      track("b", { style: "Pop", rhythm: "maqsum" }),
      track("c", { style: "Pop", rhythm: "saidi" }),
    ];
    expect(ids(groupTracks(listed))).toEqual([
      [examplesContent.groups.rhythm("Maqsum"), ["b"]],
      [examplesContent.groups.rhythm("Saidi"), ["a", "c"]],
    ]);
  });

  it("keeps one list when style and rhythm are the same for all", () => {
    const listed = ["a", "b", "c"].map((id) => track(id, { style: "Pop", rhythm: "ayoub" }));
    expect(ids(groupTracks(listed))).toEqual([[null, ["a", "b", "c"]]]);
  });
});
