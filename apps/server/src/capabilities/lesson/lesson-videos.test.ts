import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { lessonCatalogue } from "./lesson-catalogue.ts";
import { LESSON_VIDEO_DIR, sampleVideoBytes, sampleVideos } from "./lesson-videos.ts";
import { webmSeconds } from "./webm-duration.ts";

describe("the lessons' committed sample videos (scripts/render-lesson-videos.ts)", () => {
  const videos = sampleVideos().flat();

  it("are one a chapter, with the chapter's length", () => {
    expect(videos.length).toBe(lessonCatalogue.reduce((sum, lesson) => sum + lesson.chapters.length, 0));
    expect(sampleVideos().map((lesson) => lesson.map((video) => video.seconds))).toEqual(
      lessonCatalogue.map((lesson) => lesson.chapters.map((chapter) => chapter.seconds)),
    );
    expect(new Set(videos.map((video) => video.key)).size).toBe(videos.length);
  });

  it.each(videos.map((video) => [`${video.lessonTitle} 第${video.seq}讲`, video] as const))(
    "%s is a WebM as long as its chapter says, to the second",
    async (_name, video) => {
      const bytes = await sampleVideoBytes(video);
      expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
      const seconds = webmSeconds(bytes);
      expect(seconds).not.toBeNull();
      expect(Math.abs((seconds ?? 0) - video.seconds)).toBeLessThanOrEqual(1);
    },
  );

  it("keeps no file of a chapter the catalogue no longer has, and stays small", async () => {
    const files = await readdir(LESSON_VIDEO_DIR);
    expect(files.sort()).toEqual(videos.map((video) => path.basename(video.key)).sort());
    let total = 0;
    for (const video of videos) total += (await sampleVideoBytes(video)).length;
    expect(total).toBeLessThan(15 * 1024 * 1024);
  });
});

describe("webmSeconds", () => {
  /** An EBML element: its id's bytes, a one-byte size, its data. */
  const element = (id: number[], data: Uint8Array | number[]) => [...id, 0x80 | data.length, ...data];
  const float64 = (value: number) => {
    const bytes = new Uint8Array(8);
    new DataView(bytes.buffer).setFloat64(0, value);
    return [...bytes];
  };
  const webm = (info: number[]) =>
    Uint8Array.from([
      ...element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], [...Buffer.from("webm")])),
      ...element([0x18, 0x53, 0x80, 0x67], element([0x15, 0x49, 0xa9, 0x66], info)),
    ]);

  it("reads the Segment Info's Duration at its TimecodeScale", () => {
    expect(webmSeconds(webm(element([0x44, 0x89], float64(1_723_000))))).toBe(1723);
    // A timecode unit of 1 s (1e9 ns) and a void element before the Info's children.
    expect(
      webmSeconds(webm([...element([0xec], [0, 0]), ...element([0x2a, 0xd7, 0xb1], [0x3b, 0x9a, 0xca, 0x00]), ...element([0x44, 0x89], float64(95))])),
    ).toBe(95);
  });

  it("answers null for bytes that are no WebM or carry no duration", () => {
    expect(webmSeconds(Buffer.from("not a video"))).toBeNull();
    expect(webmSeconds(webm(element([0x2a, 0xd7, 0xb1], [0x0f, 0x42, 0x40])))).toBeNull();
    expect(webmSeconds(new Uint8Array())).toBeNull();
  });
});
