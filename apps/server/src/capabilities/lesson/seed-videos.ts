import { AwsClient } from "aws4fetch";
import { type ObjectStoreConfig, objectUrl } from "../../platform/object-store/object-store.config.ts";
import { createObjectStore } from "../../platform/object-store/object-store.server.ts";
import { type SampleVideo, sampleVideoBytes, sampleVideos } from "./lesson-videos.ts";

type StoreConfig = Pick<ObjectStoreConfig, "embedded" | "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey" | "dataDir" | "minPartSize"> & {
  pathStyle?: boolean;
};

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
 * (assets/lesson-videos) and stored. As with the pictures (media/seed-media.ts), the embedded store
 * is written through a short-lived instance before the real one listens. A video whose file is
 * missing is counted and left out: its chapter says it cannot play, the rest works.
 */
export async function seedLessonVideos(config: StoreConfig, videos: readonly SampleVideo[] = sampleVideos().flat()): Promise<VideoSeedReport> {
  const started = performance.now();
  const temporary = config.embedded
    ? await createObjectStore({
        dataDir: config.dataDir,
        buckets: [config.bucket],
        accessKeyId: config.accessKeyId,
        secretAccessKey: config.secretAccessKey,
        minPartSize: config.minPartSize,
      })
    : null;
  const endpoint = temporary ? await temporary.listen(0, "127.0.0.1") : config.endpoint;
  const client = new AwsClient({ accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey, service: "s3", region: config.region, retries: 2 });
  const url = (key: string) => objectUrl({ endpoint, bucket: config.bucket, pathStyle: temporary ? true : config.pathStyle }, key);
  let stored = 0;
  let failed = 0;
  try {
    for (const video of videos) {
      const head = await client.fetch(url(video.key), { method: "HEAD" });
      if (head.ok) continue;
      let body: Buffer;
      try {
        body = await sampleVideoBytes(video);
      } catch {
        failed += 1;
        continue;
      }
      const response = await client.fetch(url(video.key), { method: "PUT", body: new Uint8Array(body), headers: { "content-type": "video/webm" } });
      await response.body?.cancel();
      if (!response.ok) throw new Error(`storing ${video.key} answered ${response.status}`);
      stored += 1;
    }
  } finally {
    await temporary?.close();
  }
  return { stored, kept: videos.length - stored - failed, failed, milliseconds: Math.round(performance.now() - started) };
}
