import { describe, expect, it } from "vitest";
import { avatarImage, MIN_PHOTO_PX, shippedAvatarFiles, squareCrop } from "./avatar-image";

describe("avatarImage", () => {
  it("shows a drawing as it is, in the 56-pixel circle", () => {
    expect(avatarImage("luana", "drawing")).toEqual({
      src: "/avatars/luana.svg",
      width: 56,
      height: 56,
    });
  });

  it("shows a photo from the files made for 1x and 2x screens", () => {
    expect(avatarImage("bia", "photo")).toEqual({
      src: "/avatars/bia.56.webp",
      srcSet: "/avatars/bia.56.webp 1x, /avatars/bia.112.webp 2x",
      width: 56,
      height: 56,
    });
  });
});

describe("shippedAvatarFiles", () => {
  it("names the files the build keeps: the drawing, or the photo's small copies", () => {
    expect(shippedAvatarFiles("luana", "drawing")).toEqual(["avatars/luana.svg"]);
    expect(shippedAvatarFiles("bia", "photo")).toEqual([
      "avatars/bia.56.webp",
      "avatars/bia.112.webp",
    ]);
  });
});

describe("MIN_PHOTO_PX", () => {
  it("is the largest photo made, so that none is enlarged", () => {
    expect(MIN_PHOTO_PX).toBe(112);
  });
});

describe("squareCrop", () => {
  it("takes a square photo whole", () => {
    expect(squareCrop(500, 500)).toEqual({ left: 0, top: 0, size: 500 });
  });

  it("centres the square across a landscape photo", () => {
    expect(squareCrop(1600, 900)).toEqual({ left: 350, top: 0, size: 900 });
  });

  it("centres it on where a portrait's face usually is, 40 % down, not on the middle", () => {
    // 3:4: the middle would start at 150; 40 % down is 480, the square's top 480 − 450.
    expect(squareCrop(900, 1200)).toEqual({ left: 0, top: 30, size: 900 });
    // 9:16 (a phone's full-screen photo): 0.4 × 1600 − 450.
    expect(squareCrop(900, 1600)).toEqual({ left: 0, top: 190, size: 900 });
  });

  it("never runs past the photo's top or bottom", () => {
    expect(squareCrop(1000, 1010)).toEqual({ left: 0, top: 0, size: 1000 });
    const tall = squareCrop(100, 10_000);
    expect(tall.top + tall.size).toBeLessThanOrEqual(10_000);
    expect(tall.top).toBe(3950);
  });
});
