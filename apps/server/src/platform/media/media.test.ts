import { type MediaFormat, mediaFormatsOf, mediaKinds, mediaMimeTypes, mediaPaths, mediaUrl, parseMediaUrl } from "@cidp/api-client/contract";
import Fastify from "fastify";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerEnvelopeStatus } from "../../plugins/envelope-status.ts";
import { registerErrorHandler } from "../../plugins/error-handler.ts";
import { startTestObjectStore, type TestObjectStore } from "../../testing/test-object-store.ts";
import { articleLibrary } from "../cms/article-library.seed.ts";
import { bannerSeed, contentListSeed, popupSeed } from "../cms/home-content.seed.ts";
import type { ObjectStoreConfig } from "../object-store/object-store.config.ts";
import { companyLogo, companyLogoUrl, rememberStoredLogos } from "./company-logos.ts";
import { companyShortName } from "./emblems.ts";
import { allPictures, bannerPictures, partnerMarks, refOf } from "./media-catalogue.ts";
import { mediaRoutes } from "./routes.ts";
import { seedMedia } from "./seed-media.ts";

// The first bytes of each format: what a browser sniffs, whatever the header says.
const MAGIC: Record<MediaFormat, (bytes: Buffer) => boolean> = {
  avif: (b) => b.subarray(4, 12).toString("latin1") === "ftypavif",
  webp: (b) => b.subarray(0, 4).toString("latin1") === "RIFF" && b.subarray(8, 12).toString("latin1") === "WEBP",
  jpg: (b) => b[0] === 0xff && b[1] === 0xd8,
  png: (b) => b.subarray(1, 4).toString("latin1") === "PNG",
};

describe("seeded pictures", () => {
  let store: TestObjectStore;
  let storage: ObjectStoreConfig;
  const app = Fastify({ logger: false });
  // One picture of each kind keeps the test quick; the catalogue test below covers the rest.
  const pictures = [bannerPictures.homePlatform, partnerMarks[0] as (typeof partnerMarks)[number], companyLogo("吉林省长建建设集团有限公司")];

  beforeAll(async () => {
    store = await startTestObjectStore("media");
    storage = store.storage;
    registerErrorHandler(app);
    registerEnvelopeStatus(app);
    await app.register(mediaRoutes, { storage });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await store.close();
  });

  it("renders each picture once: a second seed keeps what the first stored", async () => {
    const first = await seedMedia(storage, pictures);
    expect(first).toMatchObject({ rendered: 3, kept: 0 });
    const second = await seedMedia(storage, pictures);
    expect(second).toMatchObject({ rendered: 0, kept: 3 });
  }, 60_000);

  it("serves every width in AVIF, WebP and the fallback, typed, sized and cacheable for good", async () => {
    for (const picture of pictures) {
      const ref = refOf(picture);
      const kind = mediaKinds[picture.kind];
      for (const width of kind.widths)
        for (const format of mediaFormatsOf(picture.kind)) {
          const response = await app.inject({ method: "GET", url: mediaUrl(ref, width, format) });
          expect(response.statusCode, `${picture.name} ${width} ${format}`).toBe(200);
          expect(response.headers["content-type"]).toBe(mediaMimeTypes[format]);
          expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
          expect(MAGIC[format](response.rawPayload), `${format} bytes`).toBe(true);
          const meta = await sharp(response.rawPayload).metadata();
          expect(meta.width).toBe(width);
          expect(meta.height).toBe(Math.round((kind.height * width) / kind.width));
        }
    }
  }, 60_000);

  it("answers 304 to a browser that has the picture, 404 to an unknown one", async () => {
    const url = mediaUrl(refOf(bannerPictures.homePlatform), 480, "avif");
    const first = await app.inject({ method: "GET", url });
    const again = await app.inject({ method: "GET", url, headers: { "if-none-match": String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ method: "GET", url: mediaUrl(refOf(bannerPictures.innerNews), 480, "avif") })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: url.replace(".480.", ".500.") })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: url.replace(".avif", ".png") })).statusCode).toBe(404);
    expect((await app.inject({ method: "GET", url: `${mediaPaths.image}/banner/../../secret` })).statusCode).toBe(404);
  });
});

describe("company badges", () => {
  it("shortens the name to two characters without the province, legal form or branch", () => {
    expect(companyShortName("吉林省长建建设集团有限公司")).toBe("长建");
    expect(companyShortName("吉林省恒泰建工集团有限公司（长春）")).toBe("恒泰");
    expect(companyShortName("长春华信钢结构工程有限公司")).toBe("华信");
  });

  it("gives a company a badge address only once its badge is stored", () => {
    const name = "吉林省博远路桥建设有限公司";
    expect(companyLogoUrl(name)).toBe("");
    rememberStoredLogos([name]);
    expect(parseMediaUrl(companyLogoUrl(name))).toMatchObject({ kind: "logo", format: "png", width: 160 });
    expect(companyLogo(name).svg).toContain(">博远</text>");
  });
});

describe("picture catalogue", () => {
  it("gives every seeded banner, cover, platform, partner and popup a picture the seed renders", () => {
    const rendered = new Set(allPictures().map((picture) => `${picture.kind}/${picture.name}.${refOf(picture).hash}`));
    const addresses = [
      ...bannerSeed.map((b) => b.imgUrl),
      ...contentListSeed.map((c) => c.imgUrl),
      popupSeed.imgUrl,
      ...articleLibrary(Date.now()).map((a) => a.coverImg),
    ];
    expect(addresses.length).toBeGreaterThan(100);
    for (const address of addresses) {
      const ref = parseMediaUrl(address);
      expect(ref, address).not.toBeNull();
      expect(rendered.has(`${ref?.kind}/${ref?.name}.${ref?.hash}`), address).toBe(true);
    }
  });

  it("keeps addresses stable between starts (same SVG, same hash)", () => {
    expect(allPictures().map((p) => refOf(p).hash)).toEqual(allPictures().map((p) => refOf(p).hash));
  });
});
