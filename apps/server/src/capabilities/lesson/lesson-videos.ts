import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { assetPath } from "../../runtime/assets.ts";
import { lessonCatalogue } from "./lesson-catalogue.ts";

/**
 * Bump to render every sample again (a new look changes every key). 2: lectures as long as a real
 * course's (12 to 45 minutes), a title card redrawn every {@link SAMPLE_FRAME_SECONDS} seconds
 * that says 演示样片, the lecture's number and the lecturer, and the clock against the length.
 */
const VIDEO_VERSION = 2;

/** A sample shows a new frame (its clock) this often: a still card, so a lecture costs little. */
export const SAMPLE_FRAME_SECONDS = 15;

/** What a chapter's sample video shows; its hash is the video's address. */
export interface SampleVideo {
  key: string;
  lessonTitle: string;
  lecturer: string;
  /** 第 seq 讲, from 1. */
  seq: number;
  chapterTitle: string;
  seconds: number;
  /** Background colour, one per lesson. */
  colour: string;
}

const colours = ["0x1d4e89", "0x2a6f4e", "0x6b3fa0", "0x8a4b08", "0x7a1f3d", "0x2f5f6f"];

/** The sample video of each chapter of the catalogue, in catalogue order. */
export function sampleVideos(): SampleVideo[][] {
  return lessonCatalogue.map((lesson, i) =>
    lesson.chapters.map((chapter, j) => {
      const spec = {
        v: VIDEO_VERSION,
        lessonTitle: lesson.title,
        lecturer: lesson.lecturer,
        seq: j + 1,
        chapterTitle: chapter.title,
        seconds: chapter.seconds,
        colour: colours[i % colours.length] ?? "0x1d4e89",
      };
      const hash = createHash("sha256").update(JSON.stringify(spec)).digest("hex").slice(0, 24);
      const { v: _version, ...shown } = spec;
      return { key: `lessons/video/${hash}.webm`, ...shown };
    }),
  );
}

/** Where the rendered samples are committed, one `<hash>.webm` per key (scripts/render-lesson-videos.ts). */
export const LESSON_VIDEO_DIR = assetPath("lesson-videos");

/** The committed bytes of one sample video; rejects when the file is missing (render them again). */
export function sampleVideoBytes(video: SampleVideo): Promise<Buffer> {
  return readFile(path.join(LESSON_VIDEO_DIR, path.basename(video.key)));
}
