import { mediaFallbackUrl, mediaMimeTypes } from "@cidp/api-client/contract";
import { AwsClient } from "aws4fetch";
import { type ObjectStoreConfig, objectUrl } from "../object-store/object-store.config.ts";
import { createObjectStore } from "../object-store/object-store.server.ts";
import { allPictures, type MediaSource, refOf } from "./media-catalogue.ts";
import { mediaObjectKey, renderPicture } from "./render-picture.ts";

/** What a media seed did: pictures rendered, pictures already stored, and how long it took. */
export interface MediaSeedReport {
  rendered: number;
  kept: number;
  milliseconds: number;
}

type StoreConfig = Pick<ObjectStoreConfig, "embedded" | "endpoint" | "region" | "bucket" | "accessKeyId" | "secretAccessKey" | "dataDir" | "minPartSize"> & {
  pathStyle?: boolean;
};

/**
 * Renders the platform's pictures into the object store, each once: a picture whose fallback file
 * is stored already (same content hash, so same address) is skipped, so a restart costs one HEAD
 * per picture. The embedded store is written through a short-lived instance on a free local port,
 * before the real one listens; an external store is written at its endpoint.
 */
export async function seedMedia(config: StoreConfig, pictures: readonly MediaSource[] = allPictures()): Promise<MediaSeedReport> {
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
  let rendered = 0;
  try {
    for (const picture of pictures) {
      const head = await client.fetch(url(mediaObjectKey(mediaFallbackUrl(refOf(picture)))), { method: "HEAD" });
      if (head.ok) continue;
      for (const variant of await renderPicture(picture)) {
        const response = await client.fetch(url(variant.key), {
          method: "PUT",
          body: new Uint8Array(variant.body),
          headers: { "content-type": mediaMimeTypes[variant.format] },
        });
        await response.body?.cancel();
        if (!response.ok) throw new Error(`storing ${variant.key} answered ${response.status}`);
      }
      rendered += 1;
    }
  } finally {
    await temporary?.close();
  }
  return { rendered, kept: pictures.length - rendered, milliseconds: Math.round(performance.now() - started) };
}
