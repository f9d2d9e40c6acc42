import { describe, expect, it } from "vitest";
import { mediaFallbackUrl, mediaFormatsOf, mediaKinds, mediaPaths, mediaUrl, parseMediaUrl } from "./media.contract.ts";

describe("picture addresses", () => {
  const ref = { kind: "banner", name: "home-platform", hash: "0123456789ab" } as const;

  it("stores the fallback at the largest width and reads every variant back", () => {
    expect(mediaFallbackUrl(ref)).toBe(`${mediaPaths.image}/banner/home-platform.0123456789ab.1600.jpg`);
    for (const width of mediaKinds.banner.widths)
      for (const format of mediaFormatsOf("banner")) expect(parseMediaUrl(mediaUrl(ref, width, format))).toEqual({ ...ref, width, format });
  });

  it.each([
    ["another prefix", "/api/cidp-oss/cidp/media/banner/home-platform.0123456789ab.1600.jpg"],
    ["a width the kind lacks", `${mediaPaths.image}/banner/home-platform.0123456789ab.1200.avif`],
    ["the other fallback", `${mediaPaths.image}/banner/home-platform.0123456789ab.1600.png`],
    ["an unknown kind", `${mediaPaths.image}/photo/home-platform.0123456789ab.1600.jpg`],
    ["a short hash", `${mediaPaths.image}/banner/home-platform.0123.1600.jpg`],
    ["a path in the name", `${mediaPaths.image}/banner/../secret.0123456789ab.1600.jpg`],
    ["a query", `${mediaPaths.image}/banner/home-platform.0123456789ab.1600.jpg?x=1`],
  ])("is not a picture address: %s", (_what, address) => {
    expect(parseMediaUrl(address)).toBeNull();
  });

  it("renders logos and partner marks with a PNG fallback, photos with JPEG", () => {
    expect(mediaFormatsOf("logo")).toEqual(["avif", "webp", "png"]);
    expect(mediaFormatsOf("cover")).toEqual(["avif", "webp", "jpg"]);
  });
});
