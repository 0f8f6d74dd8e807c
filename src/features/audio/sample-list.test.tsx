// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { siteConfig } from "../../config/site";
import { playerContent } from "../../content/player";
import { rhythmName } from "../../content/rhythms";
import { styleNames } from "../../content/song-styles";
import { examplesContent } from "../../content/tracks";
import { tracks } from "../../test/tracks";
import type { SampleTrack } from "../../content/types";
import { AudioPlayerProvider } from "./audio-player-provider";
import { groupTracks } from "./group-tracks";
import { SampleList } from "./sample-list";
import { parseTime, spokenTime } from "./time";
import { TrackCard } from "./track-card";
import { STALL_SECONDS } from "./use-track-audio";

/** The first two samples of src/content/samples.json: the tests play one against the other. */
function firstTwo(list: readonly SampleTrack[]): [SampleTrack, SampleTrack] {
  const [one, two] = list;
  if (!one || !two) {
    throw new Error(
      `these tests need two samples in src/content/samples.json, found ${list.length}`,
    );
  }
  return [one, two];
}

const [first, second] = firstTwo(tracks);
/** The first sample's listed duration, in seconds. */
const listedSeconds = parseTime(first.duration) ?? Number.NaN;

/** jsdom has no media playback: give <audio> a paused flag that play()/pause() drive. */
function installFakeMedia() {
  const paused = new WeakMap<HTMLMediaElement, boolean>();
  const proto = HTMLMediaElement.prototype;
  const originals = {
    paused: Object.getOwnPropertyDescriptor(proto, "paused"),
    play: proto.play,
    pause: proto.pause,
    load: proto.load,
  };
  Object.defineProperty(proto, "paused", {
    configurable: true,
    get(this: HTMLMediaElement) {
      return paused.get(this) ?? true;
    },
  });
  proto.play = vi.fn(function (this: HTMLMediaElement) {
    paused.set(this, false);
    this.dispatchEvent(new Event("play"));
    return Promise.resolve();
  });
  proto.pause = vi.fn(function (this: HTMLMediaElement) {
    if (paused.get(this) === false) {
      paused.set(this, true);
      this.dispatchEvent(new Event("pause"));
    }
  });
  proto.load = vi.fn();
  return () => {
    if (originals.paused) Object.defineProperty(proto, "paused", originals.paused);
    proto.play = originals.play;
    proto.pause = originals.pause;
    proto.load = originals.load;
  };
}

let restoreMedia: () => void;
beforeEach(() => {
  restoreMedia = installFakeMedia();
});
afterEach(() => restoreMedia());

function card(title: string) {
  return screen.getByRole("article", { name: title });
}

function audioOf(title: string) {
  return card(title).querySelector("audio")!;
}

describe("SampleList", () => {
  it("shows each track with its title, the brand as artist, its style and, before the metadata loads, its listed duration", () => {
    render(<SampleList groups={groupTracks(tracks)} />);
    expect(screen.getAllByRole("article")).toHaveLength(tracks.length);
    for (const track of tracks) {
      const item = within(card(track.title));
      expect(item.getByRole("heading", { name: track.title })).toBeInTheDocument();
      expect(item.getByText(siteConfig.siteName)).toBeInTheDocument();
      expect(item.getByText(track.style)).toBeInTheDocument();
      expect(item.getByTestId("duracao")).toHaveTextContent(track.duration);
      expect(item.getByRole("button", { name: `Tocar ${track.title}` })).toBeInTheDocument();
    }
  });

  it("names each sample's rhythm, from the brief's own list, and its tempo when listed", () => {
    render(<SampleList groups={groupTracks(tracks)} />);
    for (const track of tracks) {
      const rhythm = within(card(track.title)).getByTestId("ritmo");
      expect(rhythm).toHaveTextContent(playerContent.rhythm(rhythmName(track.rhythm), track.bpm));
      expect(rhythm.previousElementSibling).toHaveTextContent(playerContent.rhythmLabel);
    }
  });

  it("looks as designed with two samples, and groups a third by style, each card still playing alone", async () => {
    const user = userEvent.setup();
    const { unmount } = render(<SampleList groups={groupTracks([first, second])} />);
    expect(screen.queryAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual([
      first.title,
      second.title,
    ]);
    unmount();

    const third: SampleTrack = {
      ...second,
      id: "terceira",
      title: "Terceira Dança",
      // Another of the site's styles (VITE_SONG_STYLES): the demo's Romântica or Pop.
      style: styleNames.find((style) => style !== first.style) ?? first.style,
      rhythm: "saidi",
      bpm: null,
    };
    const listed = [first, second, third];
    render(<SampleList groups={groupTracks(listed)} />);
    const styles = [...new Set(listed.map((track) => track.style))];
    const groups = screen.getAllByRole("heading", { level: 3 });
    expect(groups.map((heading) => heading.textContent)).toEqual(
      styleNames
        .filter((style) => styles.includes(style))
        .map((style) => examplesContent.groups.style(style)),
    );
    for (const heading of groups) {
      const list = heading.nextElementSibling as HTMLElement;
      const titles = within(list)
        .getAllByRole("heading", { level: 4 })
        .map((title) => title.textContent);
      const style = listed.find((track) => titles.includes(track.title))!.style;
      expect(heading).toHaveTextContent(style);
      expect(titles).toEqual(listed.filter((track) => track.style === style).map((t) => t.title));
    }
    expect(within(card(third.title)).getByTestId("ritmo")).toHaveTextContent("Saidi");
    await user.click(screen.getByRole("button", { name: playerContent.play(first.title) }));
    await user.click(screen.getByRole("button", { name: playerContent.play(third.title) }));
    expect(audioOf(first.title).paused).toBe(true);
    expect(audioOf(third.title).paused).toBe(false);
  });

  it("says on the card of an instrumental sample that it has no voice and no sung name", () => {
    render(<SampleList groups={groupTracks(tracks)} />);
    for (const track of tracks) {
      const note = within(card(track.title)).queryByText(playerContent.instrumentalNote);
      if (track.instrumental) expect(note, track.id).toBeVisible();
      else expect(note, track.id).not.toBeInTheDocument();
    }
  });

  it("says nothing of the kind on an owner's sung sample", () => {
    const sung: SampleTrack = { ...first, instrumental: false, demo: false };
    render(
      <AudioPlayerProvider>
        <TrackCard track={sung} />
      </AudioPlayerProvider>,
    );
    expect(screen.getByRole("article", { name: sung.title })).toBeInTheDocument();
    expect(screen.queryByText(playerContent.instrumentalNote)).not.toBeInTheDocument();
  });

  it("fetches nothing with the page, and only metadata once hydrated, before a track is played", () => {
    const prerendered = renderToString(<SampleList groups={groupTracks(tracks)} />);
    expect(prerendered.match(/<audio[^>]*>/g)).toEqual(
      tracks.map(() => expect.stringContaining('preload="none"')),
    );
    render(<SampleList groups={groupTracks(tracks)} />);
    expect(audioOf(first.title)).toHaveAttribute("preload", "metadata");
    const sources = [...audioOf(first.title).querySelectorAll("source")].map(
      (source) => source.type,
    );
    expect(sources[0]).toContain("opus");
    expect(sources[1]).toBe("audio/mpeg");
  });

  /** Server-rendered, then hydrated as Astro's `client:visible` does: React reports a mismatch. */
  async function hydrate(edit: (container: HTMLElement) => void = () => {}) {
    const container = document.createElement("div");
    container.innerHTML = renderToString(<SampleList groups={groupTracks(tracks)} />);
    document.body.append(container);
    edit(container);
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <SampleList groups={groupTracks(tracks)} />, {
        onRecoverableError: (error) => recoverable.push(error),
      });
      await Promise.resolve();
    });
    return { container, recoverable };
  }

  it("hydrates its server-rendered markup exactly: no mismatch, no console error, and the play buttons appear", async () => {
    const playButtons = "button[data-keep-clear]";
    const { container, recoverable } = await hydrate((html) => {
      expect(html.querySelectorAll(playButtons)).toHaveLength(0);
    });
    expect(recoverable).toEqual([]);
    expect(container.querySelectorAll(playButtons)).toHaveLength(tracks.length);
    container.remove();
  });

  it("the hydration check works: a server-rendered text the component would not render is reported", async () => {
    const consoleError = vi.mocked(console.error).mockImplementation(() => undefined);
    const { container, recoverable } = await hydrate((html) => {
      html.querySelector("h3")!.textContent = "Um título que o componente não tem";
    });
    expect(recoverable.length + consoleError.mock.calls.length).toBeGreaterThan(0);
    container.remove();
  });

  it("plays one track at a time: starting the second pauses the first", async () => {
    const user = userEvent.setup();
    render(<SampleList groups={groupTracks(tracks)} />);
    await user.click(screen.getByRole("button", { name: `Tocar ${first.title}` }));
    expect(audioOf(first.title).paused).toBe(false);
    expect(screen.getByRole("button", { name: `Pausar ${first.title}` })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Tocar ${second.title}` }));
    expect(audioOf(first.title).paused).toBe(true);
    expect(audioOf(second.title).paused).toBe(false);
    expect(screen.getByRole("button", { name: `Tocar ${first.title}` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Pausar ${second.title}` })).toBeInTheDocument();
  });

  it("also pauses the other track when playback starts elsewhere (lock screen, native controls)", async () => {
    render(<SampleList groups={groupTracks(tracks)} />);
    await act(() => audioOf(first.title).play());
    await act(() => audioOf(second.title).play());
    expect(audioOf(first.title).paused).toBe(true);
  });

  it("pauses on the pause button", async () => {
    const user = userEvent.setup();
    render(<SampleList groups={groupTracks(tracks)} />);
    await user.click(screen.getByRole("button", { name: `Tocar ${first.title}` }));
    await user.click(screen.getByRole("button", { name: `Pausar ${first.title}` }));
    expect(audioOf(first.title).paused).toBe(true);
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
  });

  it("clears the playing state when a track ends", async () => {
    const user = userEvent.setup();
    render(<SampleList groups={groupTracks(tracks)} />);
    await user.click(screen.getByRole("button", { name: `Tocar ${first.title}` }));
    act(() => {
      audioOf(first.title).dispatchEvent(new Event("ended"));
    });
    expect(screen.getByRole("button", { name: `Tocar ${first.title}` })).toBeInTheDocument();
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
  });

  it("shows the progress bar only for the playing track and greys the other cover", async () => {
    const user = userEvent.setup();
    render(<SampleList groups={groupTracks(tracks)} />);
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Tocar ${second.title}` }));
    expect(within(card(second.title)).getByRole("slider")).toBeInTheDocument();
    expect(within(card(first.title)).queryByRole("slider")).not.toBeInTheDocument();
    expect(within(card(first.title)).getByRole("img")).toHaveClass("grayscale");
    expect(within(card(second.title)).getByRole("img")).not.toHaveClass("grayscale");
  });

  it("moves the slider with the keyboard and speaks the position in Portuguese", async () => {
    const user = userEvent.setup();
    render(<SampleList groups={groupTracks(tracks)} />);
    await user.click(screen.getByRole("button", { name: `Tocar ${first.title}` }));
    const slider = screen.getByRole("slider", { name: `Posição em ${first.title}` });
    expect(slider).toHaveAttribute("aria-valuemax", String(listedSeconds));
    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(audioOf(first.title).currentTime).toBe(10);
    expect(slider).toHaveAttribute("aria-valuenow", "10");
    expect(slider).toHaveAttribute("aria-valuetext", `10 segundos de ${spokenTime(listedSeconds)}`);
    await user.keyboard("{ArrowLeft}");
    expect(audioOf(first.title).currentTime).toBe(5);
    await user.keyboard("{End}");
    expect(audioOf(first.title).currentTime).toBe(listedSeconds);
    await user.keyboard("{Home}");
    expect(audioOf(first.title).currentTime).toBe(0);
  });

  it("uses the duration from the audio metadata, and ignores an infinite one", () => {
    render(<SampleList groups={groupTracks(tracks)} />);
    const audio = audioOf(first.title);
    Object.defineProperty(audio, "duration", { configurable: true, value: 95.4 });
    fireEvent(audio, new Event("loadedmetadata"));
    expect(within(card(first.title)).getByTestId("duracao")).toHaveTextContent("1:35");
    Object.defineProperty(audio, "duration", {
      configurable: true,
      value: Number.POSITIVE_INFINITY,
    });
    fireEvent(audio, new Event("durationchange"));
    expect(within(card(first.title)).getByTestId("duracao")).toHaveTextContent(first.duration);
  });

  it("shows an error on the card whose file fails, and the other still plays", async () => {
    const user = userEvent.setup();
    render(<SampleList groups={groupTracks(tracks)} />);
    const broken = audioOf(first.title);
    Object.defineProperty(broken, "networkState", {
      configurable: true,
      value: HTMLMediaElement.NETWORK_NO_SOURCE,
    });
    act(() => {
      broken.querySelectorAll("source")[1]!.dispatchEvent(new Event("error"));
    });
    expect(within(card(first.title)).getByRole("alert")).toHaveTextContent(
      "Não foi possível carregar",
    );
    // The button stays usable: pressing it again is the retry.
    expect(screen.getByRole("button", { name: `Tocar ${first.title}` })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: `Tocar ${second.title}` }));
    expect(audioOf(second.title).paused).toBe(false);
    expect(within(card(second.title)).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stops a track whose file fails while it plays, and plays it again on a retry", async () => {
    const user = userEvent.setup();
    render(<SampleList groups={groupTracks(tracks)} />);
    await user.click(screen.getByRole("button", { name: `Tocar ${first.title}` }));
    const broken = audioOf(first.title);
    expect(broken.paused).toBe(false);

    // The connection drops mid-playback: the element reports a network error.
    Object.defineProperty(broken, "error", {
      configurable: true,
      value: { code: 2, message: "network error" }, // MEDIA_ERR_NETWORK (jsdom has no MediaError)
    });
    act(() => {
      broken.dispatchEvent(new Event("error"));
    });
    expect(broken.paused).toBe(true);
    expect(within(card(first.title)).getByRole("alert")).toHaveTextContent(
      "Não foi possível carregar",
    );
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    for (const track of tracks) {
      expect(within(card(track.title)).getByRole("img")).not.toHaveClass("grayscale");
    }

    await user.click(screen.getByRole("button", { name: `Tocar ${second.title}` }));
    expect(audioOf(second.title).paused).toBe(false);

    await user.click(screen.getByRole("button", { name: `Tocar ${first.title}` }));
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
    expect(broken.paused).toBe(false);
    expect(audioOf(second.title).paused).toBe(true);
    expect(within(card(first.title)).queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Pausar ${first.title}` })).toBeInTheDocument();
  });

  it("says on the card when a playing sample makes no progress, and asks for the file again on a retry", async () => {
    vi.useFakeTimers();
    try {
      render(<SampleList groups={groupTracks(tracks)} />);
      const audio = audioOf(first.title);
      await act(() => audio.play());
      // Seconds pass with the position stuck at 0: the data stopped coming.
      act(() => {
        vi.advanceTimersByTime((STALL_SECONDS - 1) * 1000);
      });
      expect(within(card(first.title)).queryByText(playerContent.slowConnection)).toBeNull();
      act(() => {
        vi.advanceTimersByTime(1000);
      });
      const status = within(card(first.title)).getByText(playerContent.slowConnection);
      expect(status.closest("[role='status']")).not.toBeNull();
      expect(within(card(second.title)).queryByText(playerContent.slowConnection)).toBeNull();

      // Data arrives again: the message goes.
      act(() => {
        audio.currentTime = 3;
        vi.advanceTimersByTime(1000);
      });
      expect(within(card(first.title)).queryByText(playerContent.slowConnection)).toBeNull();

      // Stuck again; the visitor asks for a retry.
      act(() => {
        vi.advanceTimersByTime(STALL_SECONDS * 1000);
      });
      fireEvent.click(within(card(first.title)).getByRole("button", { name: playerContent.retry }));
      expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
      expect(audio.paused).toBe(false);
      expect(within(card(first.title)).queryByText(playerContent.slowConnection)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("says nothing of the kind for a paused sample", async () => {
    vi.useFakeTimers();
    try {
      render(<SampleList groups={groupTracks(tracks)} />);
      await act(() => audioOf(first.title).play());
      act(() => audioOf(first.title).pause());
      act(() => {
        vi.advanceTimersByTime(STALL_SECONDS * 2000);
      });
      expect(screen.queryByText(playerContent.slowConnection)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});
