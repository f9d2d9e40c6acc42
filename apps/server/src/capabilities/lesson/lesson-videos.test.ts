import { readdir } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LESSON_VIDEO_DIR, sampleVideoBytes, sampleVideos } from "./lesson-videos.ts";

/** A WebM's Segment Info Duration (EBML id 0x4489, a float in milliseconds at the default timecode scale), in seconds. */
function webmSeconds(bytes: Buffer): number | null {
  for (let i = 0; i + 3 < bytes.length && i < 4096; i++) {
    if (bytes[i] !== 0x44 || bytes[i + 1] !== 0x89) continue;
    if (bytes[i + 2] === 0x88) return bytes.readDoubleBE(i + 3) / 1000;
    if (bytes[i + 2] === 0x84) return bytes.readFloatBE(i + 3) / 1000;
  }
  return null;
}

describe("the lessons' committed sample videos (scripts/render-lesson-videos.ts)", () => {
  const videos = sampleVideos().flat();

  it.each(videos.map((video) => [video.key, video] as const))("%s is a WebM as long as its chapter says", async (_key, video) => {
    const bytes = await sampleVideoBytes(video);
    expect(bytes.subarray(0, 4).toString("hex")).toBe("1a45dfa3");
    expect(webmSeconds(bytes)).toBeCloseTo(video.seconds, 0);
  });

  it("keeps no file of a chapter the catalogue no longer has, and stays small", async () => {
    const files = await readdir(LESSON_VIDEO_DIR);
    expect(files.sort()).toEqual(videos.map((video) => path.basename(video.key)).sort());
    let total = 0;
    for (const video of videos) total += (await sampleVideoBytes(video)).length;
    expect(total).toBeLessThan(2 * 1024 * 1024);
  });
});
