import { homeCalls, operatorCalls } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { useContentDesk } from "../../testing/content-staff.ts";
import { refusalOf, staffCall, staffData } from "../../testing/operator-desk.ts";
import { operatorAudit } from "../operator/schema.ts";
import { CONTENT_PICTURE_PATH } from "./content-pictures.ts";

// 横幅管理: an editor adds, changes and removes the home page's banners; the portal's banner list
// answers the change at once; bad input is refused on its field; other roles are kept out.

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==", "base64");

const desk = useContentDesk("banner");

const homeBanners = async () =>
  (
    (await desk.t.app.inject({ method: "GET", url: homeCalls.bannerList.path, query: { position: "100" } })).json().data as { title: string; linkUrl: string }[]
  ).map((banner) => `${banner.title} → ${banner.linkUrl}`);

describe("横幅管理", () => {
  it("adds a banner with an uploaded picture, changes it and removes it, each shown by the portal at once and audited", async () => {
    const { url } = await staffData(desk.t.app, operatorCalls.contentPictureUpload, { fileName: "banner.png", data: png.toString("base64") }, desk.editor);
    const created = await staffData(
      desk.t.app,
      operatorCalls.bannerCreate,
      { position: "100", title: "2027年建筑业高质量发展大会", linkUrl: "/default/news/news-list?category=news", sort: 0, imgUrl: url },
      desk.editor,
    );
    expect(created.waitsForReview).toBe(false);
    const id = created.id ?? 0;
    expect((await homeBanners())[0]).toBe("2027年建筑业高质量发展大会 → /default/news/news-list?category=news");

    await staffData(
      desk.t.app,
      operatorCalls.bannerUpdate,
      { id, position: "100", title: "建筑业高质量发展大会报名", linkUrl: "/default/news/news-list?category=policy", sort: 9, imgUrl: url },
      desk.editor,
    );
    const shown = await homeBanners();
    expect(shown.at(-1)).toBe("建筑业高质量发展大会报名 → /default/news/news-list?category=policy");

    const listed = await staffData(desk.t.app, operatorCalls.bannerList, undefined, desk.reviewer);
    expect(listed.find((banner) => banner.id === id)).toMatchObject({ positionLabel: "首页轮播", sort: 9, imgUrl: url });

    await staffData(desk.t.app, operatorCalls.bannerDelete, { id }, desk.editor);
    expect(await homeBanners()).not.toContain("建筑业高质量发展大会报名 → /default/news/news-list?category=policy");
    expect(refusalOf(await staffCall(desk.t.app, operatorCalls.bannerDelete, { id }, desk.editor))).toEqual({ status: 404, msg: "横幅不存在" });

    const lines = await desk.t.database.db.select().from(operatorAudit).where(eq(operatorAudit.subjectKind, "banner"));
    expect(lines.map((line) => line.action)).toEqual(["banner.created", "banner.updated", "banner.deleted"]);
  });

  it.each([
    ["a link to another site without https", { linkUrl: "http://evil.example/" }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
    ["a script link", { linkUrl: "javascript:alert(1)" }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
    ["a protocol-relative link", { linkUrl: "//evil.example/" }, "链接地址应以 / 开头（站内页面）或以 https:// 开头"],
    ["no title", { title: " " }, "请输入标题（图片的替代文字）"],
    ["a sort out of range", { sort: 1000 }, "排序应为0–999的整数"],
    ["a picture from elsewhere", { imgUrl: "https://evil.example/banner.png" }, "请上传横幅图片"],
  ])("refuses %s and writes nothing", async (_, change, message) => {
    const before = await homeBanners();
    const refused = await staffCall(
      desk.t.app,
      operatorCalls.bannerCreate,
      { position: "100", title: "横幅", linkUrl: "", sort: 1, imgUrl: `${CONTENT_PICTURE_PATH}/x.png`, ...change } as never,
      desk.editor,
    );
    expect(refused.statusCode).toBe(400);
    expect(refusalOf(refused).msg).toContain(message);
    expect(await homeBanners()).toEqual(before);
  });

  it("lets only editors change banners, and keeps 客服 out", async () => {
    const banner = { position: "101" as const, title: "内页横幅", linkUrl: "", sort: 1, imgUrl: `${CONTENT_PICTURE_PATH}/x.png` };
    expect((await staffCall(desk.t.app, operatorCalls.bannerCreate, banner, desk.reviewer)).statusCode).toBe(403);
    expect((await staffCall(desk.t.app, operatorCalls.bannerList, undefined, desk.agent)).statusCode).toBe(403);
  });
});
