import { type SeedStoreConfig, writeToSeedStore } from "../../platform/object-store/seed-store.ts";
import { type SampleVideo, sampleVideoBytes, sampleVideos } from "./lesson-videos.ts";

/** What the video seed did. */
export interface VideoSeedReport {
  stored: number;
  kept: number;
  failed: number;
  milliseconds: number;
}

/**
 * Puts each chapter's sample video into the object store once: a key already stored is skipped
 * (one HEAD per chapter on restart), a missing one is read from the committed renders
 * (assets/lesson-videos) and stored (see writeToSeedStore for how the store is reached). A video
 * whose file is missing is counted and left out: its chapter says it cannot play, the rest works.
 */
export async function seedLessonVideos(config: SeedStoreConfig, videos: readonly SampleVideo[] = sampleVideos().flat()): Promise<VideoSeedReport> {
  const started = performance.now();
  const { stored, failed } = await writeToSeedStore(config, async (store) => {
    const counts = { stored: 0, failed: 0 };
    const missing = new Set(await store.missing(videos.map((video) => video.key)));
    for (const video of videos.filter((candidate) => missing.has(candidate.key))) {
      let body: Buffer;
      try {
        body = await sampleVideoBytes(video);
      } catch {
        counts.failed += 1;
        continue;
      }
      await store.put(video.key, new Uint8Array(body), "video/webm");
      counts.stored += 1;
    }
    return counts;
  });
  return { stored, kept: videos.length - stored - failed, failed, milliseconds: Math.round(performance.now() - started) };
}
