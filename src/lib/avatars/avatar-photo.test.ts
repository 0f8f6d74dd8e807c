// @vitest-environment node
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { avatarPhoto } from "./avatar-photo";

/** Two bands, `top` above `bottom`, as a camera would store them upright. */
const bands = (width: number, height: number, top: string, bottom: string) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect width="100%" height="50%" fill="${top}"/><rect y="50%" width="100%" height="50%" fill="${bottom}"/></svg>`,
    ),
  );

/** The colour of the pixel at (x, y) of an image. */
async function pixel(image: Uint8Array, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

describe("avatarPhoto", () => {
  it("makes a square WebP of the size asked, a few KB, without the camera's metadata", async () => {
    const photo = await bands(1200, 900, "#c98f7a", "#2b4a78")
      .jpeg()
      .withExif({ IFD0: { Make: "Câmera", Copyright: "Bailarina" } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    for (const px of [56, 112]) {
      const avatar = await avatarPhoto(photo, px);
      const { format, width, height, exif } = await sharp(avatar).metadata();
      expect({ format, width, height, exif }).toEqual({
        format: "webp",
        width: px,
        height: px,
        exif: undefined,
      });
      expect(avatar.byteLength).toBeLessThan(4 * 1024);
    }
  });

  it("turns the photo upright as the camera recorded it, before cutting it", async () => {
    // Stored on its side with EXIF orientation 6 ("turn 90° clockwise to show"), as phones do.
    const sideways = await bands(800, 600, "#ff0000", "#0000ff")
      .rotate(-90)
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const avatar = await avatarPhoto(sideways, 112);
    const [red, , blueOnTop] = (await pixel(avatar, 56, 5)) as number[];
    const [, , blue] = (await pixel(avatar, 56, 106)) as number[];
    expect(red).toBeGreaterThan(200);
    expect(blueOnTop).toBeLessThan(60);
    expect(blue).toBeGreaterThan(200);
  });
});
