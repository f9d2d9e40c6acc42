import { describe, expect, it } from "vitest";
import { lessonCatalogue, lessonIntroduction, lessonMinutes, SAMPLE_VIDEO_NOTE } from "./lesson-catalogue.ts";

// A buyer reads a lesson's outline as a course's: lectures of a believable length, a dearer
// course a longer one, and an introduction that says plainly the videos are demonstration samples.

describe("the lesson catalogue", () => {
  it.each(lessonCatalogue.map((lesson) => [lesson.title, lesson] as const))("%s is as long as a real course", (_title, lesson) => {
    expect(lesson.chapters.length).toBeGreaterThanOrEqual(4);
    expect(lesson.chapters.length).toBeLessThanOrEqual(10);
    for (const chapter of lesson.chapters) {
      expect(chapter.seconds, chapter.title).toBeGreaterThanOrEqual(12 * 60);
      expect(chapter.seconds, chapter.title).toBeLessThanOrEqual(45 * 60);
      expect(Number.isInteger(chapter.seconds)).toBe(true);
    }
    expect(lessonMinutes(lesson)).toBeGreaterThanOrEqual(90);
    expect(lessonMinutes(lesson)).toBeLessThanOrEqual(360);
    expect(new Set(lesson.chapters.map((chapter) => chapter.title)).size).toBe(lesson.chapters.length);
    // A paid lesson lets one try a lecture or two, not the whole course.
    if (lesson.priceFen > 0) expect(lesson.freeChapters).toBeGreaterThanOrEqual(1);
    if (lesson.priceFen > 0) expect(lesson.freeChapters).toBeLessThan(lesson.chapters.length);
  });

  it("prices a longer course higher: every lesson of a price is longer than every cheaper one", () => {
    const prices = [...new Set(lessonCatalogue.map((lesson) => lesson.priceFen))].sort((a, b) => a - b);
    expect(prices.length).toBeGreaterThanOrEqual(4);
    const minutes = (price: number) => lessonCatalogue.filter((lesson) => lesson.priceFen === price).map(lessonMinutes);
    for (const [cheaper, dearer] of prices.slice(1).map((price, i) => [prices[i] ?? 0, price] as const)) {
      expect(Math.min(...minutes(dearer)), `¥${dearer / 100} against ¥${cheaper / 100}`).toBeGreaterThan(Math.max(...minutes(cheaper)));
    }
  });

  it("says in every introduction that the videos are generated demonstration samples", () => {
    expect(SAMPLE_VIDEO_NOTE).toContain("演示样片");
    expect(SAMPLE_VIDEO_NOTE).toContain("没有真实授课内容");
    for (const lesson of lessonCatalogue) {
      const introduction = lessonIntroduction(lesson);
      expect(introduction).toContain(SAMPLE_VIDEO_NOTE);
      expect(introduction).toContain(`共${lesson.chapters.length}讲`);
    }
    expect(lessonIntroduction(lessonCatalogue[0] ?? ({} as never))).toContain("总时长约2小时43分钟");
  });
});
