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
import { allPictures, articleSubject, bannerPictures, partnerMarks, refOf, subjectCover } from "./media-catalogue.ts";
import { mediaRoutes } from "./routes.ts";
import { type SceneSubject, sceneSubjects, sceneSvg } from "./scenes.ts";
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
    expect(addresses.length).toBeGreaterThan(66);
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

describe("scene subjects", () => {
  const sizes = [
    { kind: "cover", ...mediaKinds.cover, captionShade: false },
    { kind: "banner", ...mediaKinds.banner, captionShade: true },
  ] as const;
  const draw = (subject: SceneSubject, palette: "blue" | "amber" = "blue", seed = 7) => sceneSvg({ width: 640, height: 400, subject, palette, seed });
  // What is left of a picture once its colours are gone: the shapes and where they are.
  const shapes = (svg: string) => svg.replace(/#[0-9a-f]{3,8}\b/gi, "#");
  // Which shapes, in which order, wherever they are and whatever their size.
  const composition = (svg: string) => (svg.match(/<(rect|circle|ellipse|path|g)\b/g) ?? []).join("");

  it("has more than twenty subjects, each drawn as a well-formed picture at cover and banner size", async () => {
    expect(sceneSubjects.length).toBeGreaterThanOrEqual(21);
    for (const subject of sceneSubjects)
      for (const size of sizes) {
        const svg = sceneSvg({ width: size.width, height: size.height, subject, palette: "green", seed: 3, captionShade: size.captionShade });
        expect(svg.startsWith("<svg "), subject).toBe(true);
        expect(svg.endsWith("</svg>"), subject).toBe(true);
        expect(svg, subject).not.toMatch(/NaN|undefined|Infinity/);
        const meta = await sharp(Buffer.from(svg)).metadata();
        expect(meta.format, `${subject} ${size.kind}`).toBe("svg");
        const raster = await sharp(Buffer.from(svg)).resize({ width: 160 }).png().toBuffer();
        expect((await sharp(raster).metadata()).width).toBe(160);
      }
  }, 60_000);

  it("draws different shapes for different subjects, not one motif recoloured", () => {
    // Recolouring leaves the shapes as they are: the check below would see through it.
    expect(shapes(draw("policy", "amber"))).toBe(shapes(draw("policy", "blue")));
    const bySubject = new Map(sceneSubjects.map((subject) => [subject, draw(subject)]));
    expect(new Set([...bySubject.values()].map(shapes)).size).toBe(sceneSubjects.length);
    expect(new Set([...bySubject.values()].map(composition)).size).toBe(sceneSubjects.length);
  });

  it("keeps every article cover light", async () => {
    for (const subject of sceneSubjects) {
      for (const look of [1, 2]) expect(subjectCover(subject, look).svg.length, `${subject} ${look}`).toBeLessThan(24_000);
      const cover = subjectCover(subject, 0);
      expect(cover.svg.length, subject).toBeLessThan(24_000);
      const jpeg = await sharp(Buffer.from(cover.svg)).jpeg({ quality: 80, mozjpeg: true }).toBuffer();
      expect(jpeg.length, subject).toBeLessThan(80_000);
    }
  }, 60_000);

  it.each([
    ["news", "通化市12个老旧小区改造项目在平台集中发布招标公告", "tender"],
    ["knowledge", "电子招标投标文件加密与解密常见问题", "tender"],
    ["news", "冬季施工安全大检查全面启动", "safety"],
    ["knowledge", "外墙外保温系统防火构造要点", "safety"],
    ["policy", "保障农民工工资支付条例实施细则发布", "labor"],
    ["news", "平台劳务实名制模块接入全省在建项目", "labor"],
    ["industry", "钢材价格连续三周小幅回落", "market"],
    ["industry", "上半年全省建材市场行情回顾：水泥价格低位运行", "market"],
    ["industry", "大型施工设备集中进场", "equipment"],
    ["industry", "工程机械租赁市场回暖，塔吊出租率上升", "equipment"],
    ["news", "平台党支部开展主题党日活动", "party-meeting"],
    ["party", "“红色工地”建设经验交流会举行", "party"],
    ["party", "党建工作与业务融合发展经验总结", "party"],
    ["party", "党员志愿服务队走进建筑工地慰问一线工人", "party-volunteer"],
    ["party", "党员先锋岗助力重点项目建设", "party-honour"],
    // The award before the branch that won it, the lesson before the branch giving it.
    ["party", "平台党支部获评先进基层党组织", "party-honour"],
    ["party", "平台党支部与施工企业开展联学联建", "party-study"],
    ["party", "青年党员赴杨靖宇烈士陵园开展党性教育", "party-study"],
    ["party", "学习贯彻全会精神专题党课", "party-study"],
    ["party", "党建引领建筑业高质量发展座谈会召开", "party-meeting"],
    ["party", "平台党支部召开2025年度组织生活会", "party-meeting"],
    ["party", "党风廉政建设警示教育大会召开", "party-integrity"],
    // In the party channel its words count even when the title does not name the party.
    ["party", "廉洁文化进工地活动启动", "party-integrity"],
    ["party", "青年先锋在行动", "party-honour"],
    ["party", "“三会一课”走进项目部", "party-meeting"],
    // Elsewhere the same words keep the subjects they had: no party scene for a title without 党.
    ["news", "平台开放接口服务首批接入十家软件企业", "digital"],
    ["industry", "建材市场服务需求持续回暖", "market"],
    ["news", "志愿者走进工地慰问农民工", "labor"],
    ["knowledge", "造价人员继续教育学习指南", "training"],
    ["salon", "优秀项目经理座谈会", "salon"],
    ["news", "省建筑业协会表彰先进企业", "crane"],
    ["news", "建筑施工特种作业人员培训课程开班", "training"],
    ["knowledge", "冬期施工混凝土养护要点", "training"],
    ["policy", "关于下达2026年省级城镇老旧小区改造补助资金的通知", "finance"],
    ["news", "平台与七家银行签署供应链金融合作协议", "finance"],
    ["policy", "装配式建筑评价标准地方实施细则", "policy"],
    ["knowledge", "建设工程施工合同常见风险条款解析", "policy"],
    ["news", "平台移动端App上线，支持扫码登录", "digital"],
    ["news", "长春新区安置房项目通过平台完成钢筋集采", "materials"],
    ["knowledge", "装配式构件进场验收要点", "supervision"],
    ["news", "跨江大桥主桥顺利合龙", "bridge"],
    ["industry", "光伏建筑一体化项目在我省加快落地", "city"],
    ["salon", "第七期沙龙：建筑企业出海机遇与挑战", "salon"],
    // No topic in the title: the channel's own subject.
    ["news", "年终回顾", "crane"],
    ["policy", "二〇二六年第一号", "policy"],
    ["salon", "出海机遇与挑战", "salon"],
    ["party", "青年突击队攻坚纪实", "party"],
    ["knowledge", "工程量清单计价中暂估价的确定与调整", "training"],
  ] as const)("pictures %s「%s」as %s", (channel, title, subject) => {
    expect(articleSubject(channel, title)).toBe(subject);
  });

  it("gives the seeded articles pictures of their topics: many subjects, neighbours never alike", () => {
    const articles = articleLibrary(Date.now());
    const subjects = new Set<string>();
    for (const article of articles) {
      const name = parseMediaUrl(article.coverImg)?.name ?? "";
      const subject = articleSubject(article.category, article.title);
      expect(name, article.title).toMatch(new RegExp(`^article-${subject}-[1-3]$`));
      expect(article.content, article.title).toContain(article.coverImg);
      subjects.add(subject);
    }
    expect(subjects.size).toBeGreaterThanOrEqual(8);
    for (const channel of new Set(articles.map((a) => a.category))) {
      const covers = articles.filter((a) => a.category === channel).map((a) => a.coverImg);
      expect(new Set(covers).size, channel).toBeGreaterThanOrEqual(3);
      covers.slice(1).forEach((cover, i) => {
        expect(cover, `${channel} ${i + 1}`).not.toBe(covers[i]);
      });
    }
  });

  it("spreads the seeded 党建 articles over several subjects, and keeps party scenes in party articles", () => {
    const articles = articleLibrary(Date.now());
    const party = articles.filter((article) => article.category === "party");
    expect(party.length).toBeGreaterThanOrEqual(11);
    const subjects = party.map((article) => articleSubject(article.category, article.title));
    expect(new Set(subjects).size).toBeGreaterThanOrEqual(4);
    // No subject takes more than a third of them, and the covers (subject and look) nearly all differ.
    for (const subject of new Set(subjects)) expect(subjects.filter((s) => s === subject).length, subject).toBeLessThanOrEqual(party.length / 3);
    expect(new Set(party.map((article) => article.coverImg)).size).toBeGreaterThanOrEqual(party.length - 1);
    for (const article of articles.filter((a) => a.category !== "party"))
      expect(articleSubject(article.category, article.title), article.title).not.toMatch(/^party/);
  });

  it("names every picture once, so a changed picture gets a new address", () => {
    const names = allPictures().map((picture) => `${picture.kind}/${picture.name}`);
    expect(new Set(names).size).toBe(names.length);
  });
});
