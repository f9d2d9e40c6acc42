import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, readFile, rename } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { chapterSeconds, lessonCatalogue } from "./lesson-catalogue.ts";

const run = promisify(execFile);

/** Bump to render every sample again (a new look changes every key). */
const VIDEO_VERSION = 1;

/** What a chapter's sample video shows; its hash is the video's address. */
export interface SampleVideo {
  key: string;
  lessonTitle: string;
  chapterTitle: string;
  seconds: number;
  /** Background colour, one per lesson. */
  colour: string;
}

const colours = ["0x1d4e89", "0x2a6f4e", "0x6b3fa0", "0x8a4b08", "0x7a1f3d", "0x2f5f6f"];

/** The sample video of each chapter of the catalogue, in catalogue order. */
export function sampleVideos(): SampleVideo[][] {
  return lessonCatalogue.map((lesson, i) =>
    lesson.chapters.map((chapterTitle, j) => {
      const spec = {
        v: VIDEO_VERSION,
        lessonTitle: lesson.title,
        chapterTitle,
        seconds: chapterSeconds(i, j),
        colour: colours[i % colours.length] ?? "0x1d4e89",
      };
      const hash = createHash("sha256").update(JSON.stringify(spec)).digest("hex").slice(0, 24);
      return { key: `lessons/video/${hash}.webm`, lessonTitle: spec.lessonTitle, chapterTitle, seconds: spec.seconds, colour: spec.colour };
    }),
  );
}

/** The CJK font scripts/ensure-chromium.sh installs; without it the samples show no text. */
const FONT = "/usr/share/fonts/truetype/wqy/wqy-microhei.ttc";

/** drawtext wants its text escaped: backslash, colon, quote and percent. */
const escapeText = (text: string) => text.replace(/[\\:'%]/g, (c) => `\\${c}`);

function filters(video: SampleVideo): string {
  if (!existsSync(FONT)) return "null";
  const text = (value: string, size: number, y: string) =>
    `drawtext=fontfile=${FONT}:text='${escapeText(value)}':fontsize=${size}:fontcolor=white:x=(w-tw)/2:y=${y}`;
  return [
    text(video.lessonTitle, 18, "50"),
    text(video.chapterTitle, 22, "85"),
    `drawtext=fontfile=${FONT}:text='%{pts\\:hms}':fontsize=14:fontcolor=white:x=w-tw-10:y=h-24`,
  ].join(",");
}

/**
 * Renders one sample: a coloured 320×180 frame with the lesson and chapter named and a running
 * clock, VP8 in WebM (every browser plays it), ~15 KB a second. Rendered files are kept in the
 * OS temp folder by key, so a second data folder or test run reuses them instead of rendering.
 */
export async function renderSampleVideo(video: SampleVideo, cacheDir = path.join(tmpdir(), "cidp-lesson-videos")): Promise<Buffer> {
  const file = path.join(cacheDir, path.basename(video.key));
  if (existsSync(file)) return readFile(file);
  await mkdir(cacheDir, { recursive: true });
  // Written beside, then renamed: a run stopped half-way never leaves a broken file under the key.
  const partial = `${file}.${process.pid}.partial.webm`;
  // Loaded here, not at start: the package throws on import where it ships no binary.
  const { default: ffmpeg } = await import("@ffmpeg-installer/ffmpeg");
  await run(
    ffmpeg.path,
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", `color=c=${video.colour}:size=320x180:rate=10:duration=${video.seconds}`],
      ...["-vf", filters(video), "-c:v", "libvpx", "-b:v", "120k", "-deadline", "realtime", "-cpu-used", "8", "-g", "20", "-an", partial],
    ],
    { timeout: 60_000 },
  );
  await rename(partial, file);
  return readFile(file);
}

/**
 * Renders the samples not in the render cache yet, `concurrency` at a time, failures left for the
 * seed to count. A first start runs this while the database is prepared in its child process, so
 * the renders (ffmpeg processes) overlap the migrations instead of following them.
 */
export async function prerenderSampleVideos(videos: readonly SampleVideo[] = sampleVideos().flat(), concurrency = 2): Promise<void> {
  const queue = [...videos];
  const worker = async () => {
    for (let video = queue.shift(); video; video = queue.shift()) await renderSampleVideo(video).catch(() => undefined);
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}
