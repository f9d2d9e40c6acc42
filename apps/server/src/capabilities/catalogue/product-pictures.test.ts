import { PRODUCT_CATEGORIES } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { refOf } from "../../platform/media/media-catalogue.ts";
import { renderPicture } from "../../platform/media/render-picture.ts";
import { productPicture, productPictures } from "./product-pictures.ts";

describe("product pictures", () => {
  it("draws one distinct picture per category group", () => {
    const pictures = productPictures();
    expect(pictures).toHaveLength(PRODUCT_CATEGORIES.length);
    expect(new Set(pictures.map((p) => refOf(p).hash)).size).toBe(pictures.length);
    expect(productPicture("nope").name).toBe("product-steel");
  });

  it("renders each into an image the media module stores", async () => {
    for (const picture of productPictures()) {
      const rendered = await renderPicture(picture);
      expect(rendered.length).toBeGreaterThan(0);
    }
  }, 60_000);
});
