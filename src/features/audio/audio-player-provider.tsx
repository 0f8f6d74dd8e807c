import {
  createContext,
  useCallback,
  useContext,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";

interface AudioPlayerState {
  /** The track whose audio is playing now, if any. */
  readonly playingId: string | null;
  /** Starts `id`, pausing whatever else plays: the one-track-at-a-time rule lives here. */
  play(id: string): Promise<void>;
  pause(id: string): void;
  /** A track whose file failed, at any moment: its element is paused and nothing is playing. */
  stop(id: string): void;
  /** Called by a track's <audio> element; returns the clean-up. */
  register(id: string, element: HTMLAudioElement): () => void;
}

const AudioPlayerContext = createContext<AudioPlayerState | null>(null);

export function AudioPlayerProvider({ children }: { children: ReactNode }) {
  const elements = useRef(new Map<string, HTMLAudioElement>());
  const [playingId, setPlayingId] = useState<string | null>(null);

  const register = useCallback((id: string, element: HTMLAudioElement) => {
    elements.current.set(id, element);
    const onPlay = () => {
      for (const [otherId, other] of elements.current) {
        if (otherId !== id && !other.paused) other.pause();
      }
      setPlayingId(id);
    };
    const onStop = () => setPlayingId((current) => (current === id ? null : current));
    element.addEventListener("play", onPlay);
    element.addEventListener("pause", onStop);
    element.addEventListener("ended", onStop);
    element.addEventListener("emptied", onStop);
    return () => {
      element.removeEventListener("play", onPlay);
      element.removeEventListener("pause", onStop);
      element.removeEventListener("ended", onStop);
      element.removeEventListener("emptied", onStop);
      elements.current.delete(id);
    };
  }, []);

  const play = useCallback(async (id: string) => {
    for (const [otherId, other] of elements.current) {
      if (otherId !== id && !other.paused) other.pause();
    }
    await elements.current.get(id)?.play();
  }, []);

  const pause = useCallback((id: string) => {
    elements.current.get(id)?.pause();
  }, []);

  const stop = useCallback((id: string) => {
    elements.current.get(id)?.pause();
    // A failed element may not fire "pause" (it may already count as paused): clear it here.
    setPlayingId((current) => (current === id ? null : current));
  }, []);

  const value = useMemo(
    () => ({ playingId, play, pause, stop, register }),
    [playingId, play, pause, stop, register],
  );
  return <AudioPlayerContext.Provider value={value}>{children}</AudioPlayerContext.Provider>;
}

export function useAudioPlayer(): AudioPlayerState {
  const context = useContext(AudioPlayerContext);
  if (!context) throw new Error("useAudioPlayer must be used inside <AudioPlayerProvider>");
  return context;
}
