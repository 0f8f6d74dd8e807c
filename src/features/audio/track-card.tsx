import { AlertCircle, MicOff, Pause, Play, WifiOff } from "lucide-react";
import { playerContent } from "../../content/player";
import { rhythmName } from "../../content/rhythms";
import type { SampleTrack } from "../../content/types";
import { useHydrated } from "../../lib/hooks/use-hydrated";
import { SeekSlider } from "./seek-slider";
import { formatTime } from "./time";
import { useTrackAudio } from "./use-track-audio";

export function TrackCard({
  track,
  headingLevel = "h3",
}: {
  track: SampleTrack;
  /** h4 when the card sits under a group's heading (sample-list.tsx). */
  headingLevel?: "h3" | "h4";
}) {
  const Title = headingLevel;
  const hydrated = useHydrated();
  const { attachAudio, ...audio } = useTrackAudio(track);
  const titleId = `faixa-${track.id}`;

  return (
    <article
      aria-labelledby={titleId}
      className={`h-full overflow-hidden rounded-3xl border bg-night-2 transition-colors ${
        audio.playing ? "border-gold/70" : "border-gold/20"
      }`}
    >
      <img
        src={track.cover.src}
        width={track.cover.width}
        height={track.cover.height}
        alt={track.cover.alt}
        loading="lazy"
        decoding="async"
        data-dimmed={audio.dimmed}
        className={`aspect-square w-full object-cover transition-[filter] duration-500 motion-reduce:transition-none ${
          audio.dimmed ? "grayscale" : ""
        }`}
      />
      <div className="p-6">
        <div className="flex items-start justify-between gap-4">
          <div>
            <Title id={titleId} className="font-display text-xl font-bold text-balance text-cream">
              {track.title}
            </Title>
            <p className="mt-1 text-cream/80">{track.artist}</p>
          </div>
          {hydrated ? (
            <button
              type="button"
              data-keep-clear=""
              onClick={audio.toggle}
              aria-label={
                audio.playing ? playerContent.pause(track.title) : playerContent.play(track.title)
              }
              className="flex size-14 shrink-0 items-center justify-center rounded-full bg-gold text-night transition-colors hover:bg-gold-light"
            >
              {audio.playing ? (
                <Pause aria-hidden="true" className="size-6 fill-current" />
              ) : (
                <Play aria-hidden="true" className="size-6 translate-x-0.5 fill-current" />
              )}
            </button>
          ) : null}
        </div>
        {track.instrumental ? (
          <p className="mt-3 flex items-start gap-2 text-sm text-cream/80">
            <MicOff aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-light" />
            {playerContent.instrumentalNote}
          </p>
        ) : null}
        <dl className="mt-4 flex flex-wrap gap-x-6 gap-y-3 text-sm">
          <div>
            <dt className="text-cream/70">{playerContent.styleLabel}</dt>
            <dd className="font-semibold text-gold-light">{track.style}</dd>
          </div>
          <div>
            <dt className="text-cream/70">{playerContent.rhythmLabel}</dt>
            <dd className="font-semibold text-cream" data-testid="ritmo">
              {playerContent.rhythm(rhythmName(track.rhythm), track.bpm)}
            </dd>
          </div>
          <div>
            <dt className="text-cream/70">{playerContent.durationLabel}</dt>
            <dd className="font-semibold text-cream" data-testid="duracao">
              {formatTime(audio.duration)}
            </dd>
          </div>
        </dl>

        {audio.playing ? (
          <div className="mt-5">
            <SeekSlider
              label={playerContent.seek(track.title)}
              currentTime={audio.currentTime}
              duration={audio.duration}
              onSeek={audio.seek}
            />
            <p className="mt-1 flex justify-between text-xs text-cream/70" aria-hidden="true">
              <span>{formatTime(audio.currentTime)}</span>
              <span>{formatTime(audio.duration)}</span>
            </p>
          </div>
        ) : null}

        {audio.stalled && !audio.failed ? (
          <p
            role="status"
            className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gold-light"
          >
            <WifiOff aria-hidden="true" className="size-5 shrink-0" />
            <span className="flex-1">{playerContent.slowConnection}</span>
            <button
              type="button"
              onClick={audio.retry}
              className="inline-flex min-h-11 items-center font-semibold text-cream underline underline-offset-4 hover:text-gold-light"
            >
              {playerContent.retry}
            </button>
          </p>
        ) : null}

        {/* The player's code could not load (no connection): the page script shows this and
            tries again when the connection returns (lib/islands/recover-islands.ts). Hidden in
            every render, so hydration always matches. */}
        <p
          role="status"
          data-player-offline=""
          hidden
          className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gold-light"
        >
          <WifiOff aria-hidden="true" className="size-5 shrink-0" />
          <span className="flex-1">{playerContent.offline}</span>
          <button
            type="button"
            data-player-retry=""
            className="inline-flex min-h-11 items-center font-semibold text-cream underline underline-offset-4 hover:text-gold-light"
          >
            {playerContent.retry}
          </button>
        </p>

        {audio.failed ? (
          <p role="alert" className="mt-4 flex gap-2 text-sm text-gold-light">
            <AlertCircle aria-hidden="true" className="size-5 shrink-0" />
            {playerContent.loadError}
          </p>
        ) : null}

        {/* Without JavaScript (and until the player hydrates) the browser's own controls play
            the sample; while they are off screen the browser skips rendering them
            (content-visibility), so they cost nothing at the first paint. The samples are
            instrumental: there are no words to caption. Nothing is fetched with the page: the
            player asks for the files' metadata (the real duration) once it hydrates, which
            happens as the section comes near the screen. */}
        <div
          className={
            hydrated
              ? undefined
              : "mt-5 [contain-intrinsic-size:auto_3.375rem] [content-visibility:auto]"
          }
        >
          {/* eslint-disable-next-line jsx-a11y/media-has-caption */}
          <audio
            ref={attachAudio}
            preload={hydrated ? "metadata" : "none"}
            controls={!hydrated}
            className={hydrated ? "hidden" : "w-full"}
          >
            {track.audio.map((source) => (
              <source key={source.src} src={source.src} type={source.type} />
            ))}
          </audio>
        </div>
      </div>
    </article>
  );
}
