// Renders the lessons' sample videos into assets/lesson-videos/ (committed), so the server ships
// them without ffmpeg: `pnpm --filter @cidp/server videos:render` after the lesson catalogue or the
// look below changes (bump VIDEO_VERSION in lesson-videos.ts when the look changes). Files of
// chapters no longer in the catalogue are removed. ffmpeg comes from a devDependency.
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { readdir, rename, rm, stat } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import ffmpeg from "@ffmpeg-installer/ffmpeg";
import { LESSON_VIDEO_DIR, type SampleVideo, sampleVideos } from "../src/capabilities/lesson/lesson-videos.ts";
import { CJK_FONT_PATH } from "../src/pdf/cjk-font.ts";

const run = promisify(execFile);

/** drawtext wants its text escaped: backslash, colon, quote and percent. */
const escapeText = (text: string) => text.replace(/[\\:'%]/g, (c) => `\\${c}`);

/** The lesson and chapter named in the platform's Chinese font, and a running mm:ss clock. */
function filters(video: SampleVideo): string {
  const font = CJK_FONT_PATH.replace(/:/g, "\\:");
  const text = (value: string, size: number, y: string) =>
    `drawtext=fontfile=${font}:text='${escapeText(value)}':fontsize=${size}:fontcolor=white:x=(w-tw)/2:y=${y}`;
  return [
    text(video.lessonTitle, 18, "50"),
    text(video.chapterTitle, 22, "85"),
    `drawtext=fontfile=${font}:text='%{pts\\:gmtime\\:0\\:%M\\\\\\:%S}':fontsize=14:fontcolor=white:x=w-tw-10:y=h-24`,
  ].join(",");
}

/**
 * One sample: a coloured 320×180 frame, VP8 in WebM (every browser plays it). The picture changes
 * once a second (the clock), so a constant-quality encode capped at 20 kbit/s keeps each sample
 * near 1.5 KB a second (the whole set about 1 MB, committed).
 */
async function render(video: SampleVideo, file: string): Promise<void> {
  const partial = `${file}.partial.webm`;
  await run(
    ffmpeg.path,
    [
      ...["-hide_banner", "-loglevel", "error", "-y", "-f", "lavfi", "-i", `color=c=${video.colour}:size=320x180:rate=10:duration=${video.seconds}`],
      ...["-vf", filters(video), "-c:v", "libvpx", "-crf", "30", "-b:v", "20k", "-deadline", "good", "-cpu-used", "4", "-g", "100", "-an", partial],
    ],
    { timeout: 120_000 },
  );
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
