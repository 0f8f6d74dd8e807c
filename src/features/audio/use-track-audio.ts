import { useCallback, useEffect, useRef, useState } from "react";
import type { SampleTrack } from "../../content/types";
import { useAudioPlayer } from "./audio-player-provider";
import { clampTime, parseTime, resolveDuration } from "./time";
import { updateMediaSession } from "./media-session";

export interface TrackAudio {
  readonly attachAudio: (element: HTMLAudioElement | null) => void;
  readonly playing: boolean;
  /** Another track is playing: this one steps back (grayscale cover). */
  readonly dimmed: boolean;
  readonly currentTime: number;
  readonly duration: number;
  readonly failed: boolean;
  /** Playing, but no progress for `STALL_SECONDS`: the connection is slow or stopped. */
  readonly stalled: boolean;
  toggle(): void;
  /** Asks for the file again, from where it stopped. */
  retry(): void;
  seek(seconds: number): void;
}

/** How long a playing sample may make no progress before its card says so. */
export const STALL_SECONDS = 5;

/** State of one sample: its own <audio> element, joined to the shared one-at-a-time player. */
export function useTrackAudio(track: SampleTrack): TrackAudio {
  const player = useAudioPlayer();
  const listed = parseTime(track.duration) ?? 0;
  const elementRef = useRef<HTMLAudioElement | null>(null);
  const [element, setElement] = useState<HTMLAudioElement | null>(null);
  const [currentTime, setCurrentTime] = useState(0);
  const [duration, setDuration] = useState(listed);
  const [failed, setFailed] = useState(false);
  const [stalled, setStalled] = useState(false);
  const { register, play, pause, stop } = player;
  const playing = player.playingId === track.id;

  const attachAudio = useCallback((node: HTMLAudioElement | null) => {
    elementRef.current = node;
    setElement(node);
  }, []);

  useEffect(() => {
    if (!element) return;
    const unregister = register(track.id, element);
    const onTime = () => setCurrentTime(element.currentTime);
    const onDuration = () => setDuration(resolveDuration(element.duration, listed));
    const onEnded = () => {
      element.currentTime = 0;
      setCurrentTime(0);
    };
    // <source> errors do not bubble, so listen in the capture phase; only the last source
    // failing (no source left) means the sample cannot play. A file can also fail after it
    // started (the connection drops, no audio output): the element then stays "playing" unless
    // it is stopped here.
    const onError = () => {
      if (element.error || element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) {
        stop(track.id);
        setFailed(true);
      }
    };
    const onCanPlay = () => setFailed(false);
    const listeners: [string, () => void, boolean][] = [
      ["timeupdate", onTime, false],
      ["loadedmetadata", onDuration, false],
      ["durationchange", onDuration, false],
      ["ended", onEnded, false],
      ["error", onError, true],
      ["loadeddata", onCanPlay, false],
    ];
    for (const [type, listener, capture] of listeners)
      element.addEventListener(type, listener, capture);
    if (element.readyState >= HTMLMediaElement.HAVE_METADATA) onDuration();
    if (element.networkState === HTMLMediaElement.NETWORK_NO_SOURCE) onError();
    return () => {
      unregister();
      for (const [type, listener, capture] of listeners) {
        element.removeEventListener(type, listener, capture);
      }
    };
  }, [element, register, stop, track.id, listed]);

  // While playing, a position that has not moved for STALL_SECONDS means the data stopped coming
  // (the browser keeps waiting, silently, for as long as the connection stays open).
  useEffect(() => {
    if (!playing || !element) {
      setStalled(false);
      return;
    }
    let position = element.currentTime;
    let still = 0;
    const timer = window.setInterval(() => {
      if (element.paused || element.ended || element.currentTime !== position) {
        position = element.currentTime;
        still = 0;
        setStalled(false);
        return;
      }
      still += 1;
      if (still >= STALL_SECONDS) setStalled(true);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [playing, element]);

  useEffect(() => {
    if (playing && element) {
      updateMediaSession(track, {
        play: () => void play(track.id).catch(() => setFailed(true)),
        pause: () => pause(track.id),
        seekTo: (seconds) => {
          element.currentTime = clampTime(seconds, duration);
        },
      });
    }
  }, [playing, element, track, play, pause, duration]);

  const toggle = useCallback(() => {
    if (playing) {
      pause(track.id);
      return;
    }
    if (failed) {
      // A retry: fetch the file again from the start of the resource selection.
      setFailed(false);
      elementRef.current?.load();
    }
    play(track.id).catch((error: unknown) => {
      // An interrupted play() (pause pressed quickly) is not a failure of the file.
      if (error instanceof DOMException && error.name === "AbortError") return;
      setFailed(true);
    });
  }, [playing, failed, play, pause, track.id]);

  const retry = useCallback(() => {
    const node = elementRef.current;
    if (!node) return;
    const at = node.currentTime;
    setStalled(false);
    setFailed(false);
    // A new request for the file; the browser drops the one that stopped sending.
    node.load();
    node.currentTime = at;
    play(track.id).catch((error: unknown) => {
      if (error instanceof DOMException && error.name === "AbortError") return;
      setFailed(true);
    });
  }, [play, track.id]);

  const seek = useCallback(
    (seconds: number) => {
      const target = clampTime(seconds, duration);
      if (elementRef.current) elementRef.current.currentTime = target;
      setCurrentTime(target);
    },
    [duration],
  );

  return {
    attachAudio,
    playing,
    dimmed: player.playingId !== null && !playing,
    currentTime,
    duration,
    failed,
    stalled,
    toggle,
    retry,
    seek,
  };
}
