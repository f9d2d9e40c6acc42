import { mediaFallbackUrl, mediaMimeTypes } from "@cidp/api-client/contract";
import { type SeedStoreConfig, writeToSeedStore } from "../object-store/seed-store.ts";
import { allPictures, type MediaSource, refOf } from "./media-catalogue.ts";
import { mediaObjectKey, renderPicture } from "./render-picture.ts";

/** What a media seed did: pictures rendered, pictures already stored, and how long it took. */
export interface MediaSeedReport {
  rendered: number;
  kept: number;
  milliseconds: number;
}

/**
 * Renders the platform's pictures into the object store, each once: a picture whose fallback file
 * is stored already (same content hash, so same address) is skipped, so a restart renders nothing
 * (see writeToSeedStore for how the store is asked and written).
 */
export async function seedMedia(config: SeedStoreConfig, pictures: readonly MediaSource[] = allPictures()): Promise<MediaSeedReport> {
  const started = performance.now();
  const rendered = await writeToSeedStore(config, async (store) => {
    const keyOf = (picture: MediaSource) => mediaObjectKey(mediaFallbackUrl(refOf(picture)));
    const missing = new Set(await store.missing(pictures.map(keyOf)));
    const toRender = pictures.filter((picture) => missing.has(keyOf(picture)));
    for (const picture of toRender) {
      for (const variant of await renderPicture(picture)) await store.put(variant.key, new Uint8Array(variant.body), mediaMimeTypes[variant.format]);
    }
    return toRender.length;
  });
  return { rendered, kept: pictures.length - rendered, milliseconds: Math.round(performance.now() - started) };
}
