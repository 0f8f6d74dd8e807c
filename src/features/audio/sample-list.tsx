import { tracks } from "../../content/tracks";
import { AudioPlayerProvider } from "./audio-player-provider";
import { TrackCard } from "./track-card";

/** Both samples under one player, so that only one of them plays at a time. */
export function SampleList() {
  return (
    <AudioPlayerProvider>
      <ul className="mx-auto grid max-w-4xl gap-8 md:grid-cols-2">
        {tracks.map((track) => (
          <li key={track.id}>
            <TrackCard track={track} />
          </li>
        ))}
      </ul>
    </AudioPlayerProvider>
  );
}
