import { act, fireEvent, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { renderToString } from "react-dom/server";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { tracks } from "../../content/tracks";
import { SampleList } from "./sample-list";

const [yasmin, samira] = tracks;

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
  it("shows each track with its title, artist, style and listed duration", () => {
    render(<SampleList />);
    for (const track of tracks) {
      const item = within(card(track.title));
      expect(item.getByRole("heading", { name: track.title })).toBeInTheDocument();
      expect(item.getByText(track.style)).toBeInTheDocument();
      expect(item.getByText("3:01")).toBeInTheDocument();
      expect(item.getByRole("button", { name: `Tocar ${track.title}` })).toBeInTheDocument();
    }
  });

  it("fetches nothing with the page, and only metadata once hydrated, before a track is played", () => {
    const prerendered = renderToString(<SampleList />);
    expect(prerendered.match(/<audio[^>]*>/g)).toEqual([
      expect.stringContaining('preload="none"'),
      expect.stringContaining('preload="none"'),
    ]);
    render(<SampleList />);
    expect(audioOf(yasmin.title)).toHaveAttribute("preload", "metadata");
    const sources = [...audioOf(yasmin.title).querySelectorAll("source")].map(
      (source) => source.type,
    );
    expect(sources[0]).toContain("opus");
    expect(sources[1]).toBe("audio/mpeg");
  });

  it("plays one track at a time: starting the second pauses the first", async () => {
    const user = userEvent.setup();
    render(<SampleList />);
    await user.click(screen.getByRole("button", { name: `Tocar ${yasmin.title}` }));
    expect(audioOf(yasmin.title).paused).toBe(false);
    expect(screen.getByRole("button", { name: `Pausar ${yasmin.title}` })).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: `Tocar ${samira.title}` }));
    expect(audioOf(yasmin.title).paused).toBe(true);
    expect(audioOf(samira.title).paused).toBe(false);
    expect(screen.getByRole("button", { name: `Tocar ${yasmin.title}` })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Pausar ${samira.title}` })).toBeInTheDocument();
  });

  it("also pauses the other track when playback starts elsewhere (lock screen, native controls)", async () => {
    render(<SampleList />);
    await act(() => audioOf(yasmin.title).play());
    await act(() => audioOf(samira.title).play());
    expect(audioOf(yasmin.title).paused).toBe(true);
  });

  it("pauses on the pause button", async () => {
    const user = userEvent.setup();
    render(<SampleList />);
    await user.click(screen.getByRole("button", { name: `Tocar ${yasmin.title}` }));
    await user.click(screen.getByRole("button", { name: `Pausar ${yasmin.title}` }));
    expect(audioOf(yasmin.title).paused).toBe(true);
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
  });

  it("clears the playing state when a track ends", async () => {
    const user = userEvent.setup();
    render(<SampleList />);
    await user.click(screen.getByRole("button", { name: `Tocar ${yasmin.title}` }));
    act(() => {
      audioOf(yasmin.title).dispatchEvent(new Event("ended"));
    });
    expect(screen.getByRole("button", { name: `Tocar ${yasmin.title}` })).toBeInTheDocument();
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
  });

  it("shows the progress bar only for the playing track and greys the other cover", async () => {
    const user = userEvent.setup();
    render(<SampleList />);
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: `Tocar ${samira.title}` }));
    expect(within(card(samira.title)).getByRole("slider")).toBeInTheDocument();
    expect(within(card(yasmin.title)).queryByRole("slider")).not.toBeInTheDocument();
    expect(within(card(yasmin.title)).getByRole("img")).toHaveClass("grayscale");
    expect(within(card(samira.title)).getByRole("img")).not.toHaveClass("grayscale");
  });

  it("moves the slider with the keyboard and speaks the position in Portuguese", async () => {
    const user = userEvent.setup();
    render(<SampleList />);
    await user.click(screen.getByRole("button", { name: `Tocar ${yasmin.title}` }));
    const slider = screen.getByRole("slider", { name: `Posição em ${yasmin.title}` });
    expect(slider).toHaveAttribute("aria-valuemax", "181");
    slider.focus();
    await user.keyboard("{ArrowRight}{ArrowRight}");
    expect(audioOf(yasmin.title).currentTime).toBe(10);
    expect(slider).toHaveAttribute("aria-valuenow", "10");
    expect(slider).toHaveAttribute("aria-valuetext", "10 segundos de 3 minutos e 1 segundo");
    await user.keyboard("{ArrowLeft}");
    expect(audioOf(yasmin.title).currentTime).toBe(5);
    await user.keyboard("{End}");
    expect(audioOf(yasmin.title).currentTime).toBe(181);
    await user.keyboard("{Home}");
    expect(audioOf(yasmin.title).currentTime).toBe(0);
  });

  it("uses the duration from the audio metadata, and ignores an infinite one", () => {
    render(<SampleList />);
    const audio = audioOf(yasmin.title);
    Object.defineProperty(audio, "duration", { configurable: true, value: 95.4 });
    fireEvent(audio, new Event("loadedmetadata"));
    expect(within(card(yasmin.title)).getByText("1:35")).toBeInTheDocument();
    Object.defineProperty(audio, "duration", {
      configurable: true,
      value: Number.POSITIVE_INFINITY,
    });
    fireEvent(audio, new Event("durationchange"));
    expect(within(card(yasmin.title)).getByText("3:01")).toBeInTheDocument();
  });

  it("shows an error on the card whose file fails, and the other still plays", async () => {
    const user = userEvent.setup();
    render(<SampleList />);
    const broken = audioOf(yasmin.title);
    Object.defineProperty(broken, "networkState", {
      configurable: true,
      value: HTMLMediaElement.NETWORK_NO_SOURCE,
    });
    act(() => {
      broken.querySelectorAll("source")[1]!.dispatchEvent(new Event("error"));
    });
    expect(within(card(yasmin.title)).getByRole("alert")).toHaveTextContent(
      "Não foi possível carregar",
    );
    // The button stays usable: pressing it again is the retry.
    expect(screen.getByRole("button", { name: `Tocar ${yasmin.title}` })).toBeEnabled();

    await user.click(screen.getByRole("button", { name: `Tocar ${samira.title}` }));
    expect(audioOf(samira.title).paused).toBe(false);
    expect(within(card(samira.title)).queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stops a track whose file fails while it plays, and plays it again on a retry", async () => {
    const user = userEvent.setup();
    render(<SampleList />);
    await user.click(screen.getByRole("button", { name: `Tocar ${yasmin.title}` }));
    const broken = audioOf(yasmin.title);
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
    expect(within(card(yasmin.title)).getByRole("alert")).toHaveTextContent(
      "Não foi possível carregar",
    );
    expect(screen.queryByRole("slider")).not.toBeInTheDocument();
    for (const track of tracks) {
      expect(within(card(track.title)).getByRole("img")).not.toHaveClass("grayscale");
    }

    await user.click(screen.getByRole("button", { name: `Tocar ${samira.title}` }));
    expect(audioOf(samira.title).paused).toBe(false);

    await user.click(screen.getByRole("button", { name: `Tocar ${yasmin.title}` }));
    expect(HTMLMediaElement.prototype.load).toHaveBeenCalled();
    expect(broken.paused).toBe(false);
    expect(audioOf(samira.title).paused).toBe(true);
    expect(within(card(yasmin.title)).queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.getByRole("button", { name: `Pausar ${yasmin.title}` })).toBeInTheDocument();
  });
});
