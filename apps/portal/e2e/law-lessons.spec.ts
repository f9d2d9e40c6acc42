import { lessonCalls, lessonPaths } from "@cidp/api-client/contract";
import { expectAxeClean } from "./support/axe.ts";
import { demoMembers, logIn } from "./support/log-in.ts";
import { portal } from "./support/ports.ts";
import { expect, type Page, test } from "./support/test.ts";

// 法律课程: a member is refused a paid chapter (购买后观看), buys the lesson with his bound bank card
// through the payment provider's checkout, watches it, leaves and comes back where he stopped; a
// visitor watches a free preview, as long as the outline says, and is asked to log in for the
// rest. The videos are generated samples (title cards), and every lesson page says so.

const LESSON = "建设工程施工合同签订要点";
/** Its first lecture, the free preview: 24:18 in the outline and in the player. */
const PREVIEW = { title: "合同主体资格审查", length: "24:18", seconds: 24 * 60 + 18 };
const listPage = `${portal}/default/comprehensives-ervices/law-services/law-lesson/lawlesson-list`;

/** The lesson's page, found by searching the catalogue. */
async function openLesson(page: Page) {
  await page.goto(listPage);
  await expect(page.getByTestId("law-lesson")).toHaveCount(9);
  await page.getByLabel("搜索课程").fill("施工合同签订");
  await page.getByRole("button", { name: "搜索" }).click();
  await expect(page.getByTestId("law-lesson")).toHaveCount(1);
  await page.getByRole("link", { name: `查看详情：${LESSON}` }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(LESSON);
}

/** The player's video once its metadata is in: its source and where it stands. */
async function loadedVideo(page: Page) {
  const video = page.locator("video");
  await expect(video).toHaveAttribute("src", new RegExp(`^${lessonPaths.video}/\\d+\\?`));
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.readyState)).toBeGreaterThanOrEqual(1);
  return video;
}

test("a member buys a lesson with a bank card, watches it and resumes where he stopped", async ({ page }) => {
  test.slow();
  await logIn(page, demoMembers.zhang);
  await page.goto(listPage);
  await expectAxeClean(page);
  await openLesson(page);
  await expect(page.getByTestId("lesson-chapter").first()).toContainText("试看");
  // What a buyer reads before paying: who provides it, who it is for, what it includes, its terms and refund rules.
  const terms = page.getByTestId("lesson-terms");
  await expect(terms).toContainText("课程提供方：省建筑产业互联网平台运营有限公司");
  for (const part of ["适合人群", "课程包含", "购买须知", "退款规则"]) await expect(terms.getByRole("heading", { name: part, level: 2 })).toBeVisible();
  await expect(terms).toContainText("平台同意退款后，款项按原支付方式全额退回");
  await expectAxeClean(page);

  // The second chapter is not a preview: refused until bought.
  await page.getByRole("link", { name: "购买后观看：工期与质量条款" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /工期与质量条款/ })).toBeVisible();
  await expect(page.getByText("购买后观看", { exact: true })).toBeVisible();
  await expect(page.locator("video")).toHaveCount(0);
  await expectAxeClean(page);

  await page.getByRole("button", { name: "立即购买 ¥199.00" }).click();
  await expect(page.getByRole("heading", { name: "支付订单", level: 1 })).toBeVisible();
  await expect(page.getByRole("region", { name: "支付订单" })).toContainText(LESSON);
  await expect(page.getByRole("radio", { name: /建设银行 \*\*\*\* \*\*\*\* \*\*\*\* 8667/ })).toBeChecked();
  await page.getByRole("button", { name: /^去支付/ }).click();
  await expect(page.getByRole("heading", { name: "收银台" })).toBeVisible();
  await expect(page.locator(".amount")).toHaveText("¥199.00");
  await page.getByRole("button", { name: "确认支付" }).click();
  await expect(page.getByRole("status")).toHaveText("支付成功");
  await expect(page.getByTestId("order-state")).toHaveText("已支付");
  // A lesson's result says what it gives now, not a package's "服务人员将…与您联系".
  await expect(page.getByText("现在即可观看课程全部章节")).toBeVisible();
  await expect(page.getByText("服务人员将在1个工作日内与您联系")).toHaveCount(0);

  await page.getByRole("link", { name: "开始学习" }).click();
  await expect(page.getByText("已购买")).toBeVisible();
  await page.getByRole("link", { name: "观看：工期与质量条款" }).click();
  const video = await loadedVideo(page);
  await expect(page.getByRole("button", { name: "旋转" })).toBeEnabled();
  await expectAxeClean(page);

  // Watch a little, then stop at 6 s: the pause is saved at once.
  // (The first tick of playing is saved too; this waits for the pause's save.)
  const saved = page.waitForResponse((r) => r.url().includes(lessonCalls.saveProgress.path) && (r.request().postDataJSON()?.position ?? 0) >= 5);
  await video.evaluate(async (v: HTMLVideoElement) => {
    v.muted = true;
    await v.play();
    v.currentTime = 6;
    await new Promise((resolve) => v.addEventListener("seeked", resolve, { once: true }));
    v.pause();
  });
  expect((await (await saved).json()).data.position).toBeCloseTo(6, 0);

  // Away and back: 继续学习 opens the chapter where he stopped.
  await page.getByRole("link", { name: "返回课程详情" }).click();
  await page.getByRole("link", { name: "继续学习" }).click();
  await expect(page.getByRole("heading", { level: 2, name: /工期与质量条款/ })).toBeVisible();
  const again = await loadedVideo(page);
  await expect.poll(() => again.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeCloseTo(6, 0);
  await expect(page.getByText("已从上次学习位置 00:06 继续播放")).toBeVisible();
});

test("a visitor watches a free preview and is asked to log in for the rest", async ({ page }) => {
  await openLesson(page);
  // The page says the videos are demonstration samples, in the introduction and by the outline.
  await expect(page.getByRole("region", { name: "课程介绍" })).toContainText("演示样片");
  await expect(page.getByTestId("lesson-sample-note")).toContainText("演示样片");
  await expect(page.getByTestId("lesson-chapter").first()).toContainText(PREVIEW.length);
  await page.getByRole("link", { name: `观看：${PREVIEW.title}` }).click();
  const video = await loadedVideo(page);
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth / v.videoHeight)).toBeCloseTo(16 / 9, 2);
  // The player's length is the outline's.
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.duration)).toBeCloseTo(PREVIEW.seconds, 0);
  await expect(page.getByTestId("lesson-sample-note")).toContainText("演示样片");
  await expectAxeClean(page);

  await page.getByRole("link", { name: /工期与质量条款/ }).click();
  await expect(page.getByText("购买后观看", { exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: "登录后购买" })).toBeVisible();
  // The services refuse the paid chapter's link to a visitor, whatever the page shows.
  const chapter = Number(new URL(page.url()).searchParams.get("chapter"));
  const answer = await (await page.request.get(`${portal}${lessonCalls.preview.path}?chapterId=${chapter}`)).json();
  expect(answer).toMatchObject({ code: 403, success: false });
  await expectAxeClean(page);
});
