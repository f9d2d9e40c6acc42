// Renders the lessons' sample videos into assets/lesson-videos/ (committed), so the server ships
// them without ffmpeg: `pnpm --filter @cidp/server videos:render` after the lesson catalogue or the
// look below changes (bump VIDEO_VERSION in lesson-videos.ts when the look changes). Files of
// chapters no longer in the catalogue are removed. ffmpeg comes from a devDependency (FFMPEG=<path>
// takes another); each render is checked to be as long as its chapter before it is kept.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, readFile, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { LESSON_VIDEO_DIR, SAMPLE_FRAME_SECONDS, type SampleVideo, sampleVideos } from "../src/capabilities/lesson/lesson-videos.ts";
import { webmSeconds } from "../src/capabilities/lesson/webm-duration.ts";
import { CJK_FONT_PATH } from "../src/pdf/cjk-font.ts";

const run = promisify(execFile);
const ffmpegPath = process.env.FFMPEG || ffmpeg.path;

/** drawtext wants its text escaped: backslash, colon, quote and percent. */
const escapeText = (text: string) => text.replace(/[\\:'%]/g, (c) => `\\${c}`);

/** Seconds as mm:ss (a lecture is shorter than an hour). */
const clock = (seconds: number) => `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;

/** How wide a text is in ems: a hanzi or full-width sign one, anything else about half. */
const ems = (text: string) => [...text].reduce((sum, c) => sum + (c.charCodeAt(0) > 0x2e80 ? 1 : 0.55), 0);

/**
 * A still title card, 640×360: the lesson, 第N讲 and the lecturer, the chapter's title (smaller
 * when long, to fit), 演示样片 so nobody takes it for a lecture, and the clock against the length.
 */
function filters(video: SampleVideo): string {
  const font = CJK_FONT_PATH.replace(/:/g, "\\:");
  const text = (value: string, size: number, y: number) =>
    `drawtext=fontfile=${font}:text='${escapeText(value)}':fontsize=${size}:fontcolor=white:x=(w-tw)/2:y=${y}`;
  return [
    // One frame every SAMPLE_FRAME_SECONDS of the 1 fps source, and the last second's, so the file ends on the chapter's length.
    `select='not(mod(n\\,${SAMPLE_FRAME_SECONDS}))+eq(n\\,${video.seconds - 1})'`,
    text(video.lessonTitle, 28, 56),
    text(`第${video.seq}讲 · 主讲 ${video.lecturer}`, 22, 104),
    text(video.chapterTitle, Math.min(40, Math.floor(592 / ems(video.chapterTitle))), 150),
    text("演示样片 · 平台生成 · 非真实授课录像", 20, 250),
    `drawtext=fontfile=${font}:text='%{pts\\:gmtime\\:0\\:%M\\\\\\:%S}${escapeText(` / ${clock(video.seconds)}`)}':fontsize=22:fontcolor=white:x=w-tw-20:y=h-44`,
  ].join(",");
}

/**
 * One sample: VP8 in WebM (every browser plays it), no sound, a frame every
 * SAMPLE_FRAME_SECONDS seconds (variable frame rate, so the last one ends the file at the
 * chapter's length) and a key frame every five minutes: a 30-minute lecture is about 60 KB.
 */
async function render(video: SampleVideo, file: string): Promise<void> {
  const partial = `${file}.partial.webm`;
  const keyEvery = String(Math.round(300 / SAMPLE_FRAME_SECONDS));
  await run(
    ffmpegPath,
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", `color=c=${video.colour}:size=640x360:rate=1:duration=${video.seconds}`],
      ...["-vf", filters(video), "-vsync", "vfr", "-c:v", "libvpx", "-crf", "30", "-b:v", "20k", "-deadline", "good", "-cpu-used", "4"],
      ...["-g", keyEvery, "-an", partial],
    ],
    { timeout: 120_000 },
  );
  const seconds = webmSeconds(await readFile(partial));
  if (seconds === null || Math.abs(seconds - video.seconds) > 1) {
    await rm(partial);
    throw new Error(`${video.lessonTitle} 第${video.seq}讲: rendered ${seconds} s, wanted ${video.seconds} s`);
  }
  await rename(partial, file);
}

const videos = sampleVideos().flat();
const wanted = new Set(videos.map((video) => path.basename(video.key)));
let rendered = 0;
for (const video of videos) {
  const file = path.join(LESSON_VIDEO_DIR, path.basename(video.key));
  if (existsSync(file)) continue;
  await render(video, file);
  rendered += 1;
}
let removed = 0;
let bytes = 0;
for (const name of await readdir(LESSON_VIDEO_DIR)) {
  if (wanted.has(name)) bytes += (await stat(path.join(LESSON_VIDEO_DIR, name))).size;
  else {
    await rm(path.join(LESSON_VIDEO_DIR, name));
    removed += 1;
  }
}
console.log(`${rendered} rendered, ${removed} removed, ${wanted.size} videos of ${Math.round(bytes / 1024)} KB in ${LESSON_VIDEO_DIR}`);
