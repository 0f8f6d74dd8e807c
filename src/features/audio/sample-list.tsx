import type { SampleTrack } from "../../content/types";
import { AudioPlayerProvider } from "./audio-player-provider";
import type { TrackGroup } from "./group-tracks";
import { TrackCard } from "./track-card";

function TrackGrid({
  tracks,
  headingLevel,
}: {
  tracks: readonly SampleTrack[];
  headingLevel: "h3" | "h4";
}) {
  return (
    <ul className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
      {tracks.map((track) => (
        <li key={track.id}>
          <TrackCard track={track} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Every sample under one player, so that only one of them plays at a time; grouped under
 * headings when there are more than two. `groups`: the samples collection, as the page reads it
 * (features/audio/listed-tracks.ts), grouped there (group-tracks.ts) and passed as the island's
 * props: the grouping's words, and the section's lead beside them, stay out of the island's
 * JavaScript (the demo's lead named "maqam Hijaz" in every owner's bundle, issue 47).
 */
export function SampleList({ groups }: { groups: readonly TrackGroup[] }) {
  return (
    <AudioPlayerProvider>
      {groups.map((group) =>
        group.heading === null ? (
          <TrackGrid key={group.key} tracks={group.tracks} headingLevel="h3" />
        ) : (
          <div key={group.key} className="mx-auto mt-12 max-w-4xl first:mt-0">
            <h3
              id={`exemplos-${group.key}`}
              className="mb-6 font-display text-2xl font-bold text-gold-light"
            >
              {group.heading}
            </h3>
            <TrackGrid tracks={group.tracks} headingLevel="h4" />
          </div>
        ),
      )}
    </AudioPlayerProvider>
  );
}
