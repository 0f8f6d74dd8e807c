import { siteConfig } from "../../config/site";
import type { SampleTrack } from "../../content/types";

interface MediaSessionControls {
  play(): void;
  pause(): void;
  seekTo(seconds: number): void;
}

/** Shows the playing sample on the phone's lock screen and wires its controls. */
export function updateMediaSession(track: SampleTrack, controls: MediaSessionControls): void {
  if (typeof navigator === "undefined" || !("mediaSession" in navigator)) return;
  const session = navigator.mediaSession;
  session.metadata = new MediaMetadata({
    title: track.title,
    artist: track.artist,
    album: siteConfig.siteName,
    artwork: [
      {
        src: new URL(track.cover.src, window.location.href).href,
        sizes: `${track.cover.width}x${track.cover.height}`,
        type: "image/webp",
      },
    ],
  });
  const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
    ["play", () => controls.play()],
    ["pause", () => controls.pause()],
    ["stop", () => controls.pause()],
    ["seekto", (details) => details.seekTime !== undefined && controls.seekTo(details.seekTime)],
  ];
  for (const [action, handler] of handlers) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // An action this browser does not support: the others still work.
    }
  }
}
