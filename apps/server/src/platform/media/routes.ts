import { Readable } from "node:stream";
import type { ReadableStream } from "node:stream/web";
import { mediaMimeTypes, mediaPaths, parseMediaUrl } from "@cidp/api-client/contract";
import type { FastifyInstance } from "fastify";
import { refuse } from "../../runtime/refusal.ts";
import type { ObjectStoreConfig } from "../object-store/object-store.config.ts";
import { createStorageClient, type StorageClient } from "../upload/storage-client.ts";
import { mediaObjectKey } from "./render-picture.ts";

/** Options of the media routes: where the pictures are stored. */
export interface MediaRoutesOptions {
  storage: ObjectStoreConfig;
  storageClient?: StorageClient;
}

/** A year: the address changes with the picture's content, so a stored answer never goes stale. */
const CACHE_FOREVER = "public, max-age=31536000, immutable";

/**
 * Serves the rendered pictures (banners, covers, logos) to anyone: public bytes, read from the
 * object store with the root key, typed by their extension and cacheable for good. Addresses that
 * are not a variant the contract knows are 404 before the store is asked.
 */
export async function mediaRoutes(app: FastifyInstance, options: MediaRoutesOptions) {
  const storageClient = options.storageClient ?? createStorageClient(options.storage);
  // Not a call of the contract: a browser loads the bytes, not the envelope, with real statuses.
  app.get(`${mediaPaths.image}/*`, { config: { httpFailureStatus: true } }, async (request, reply) => {
    const address = request.url.split("?")[0] ?? "";
    const variant = parseMediaUrl(address);
    if (!variant) throw refuse("not_found", "图片不存在");
    const key = mediaObjectKey(address);
    const etag = request.headers["if-none-match"];
    const object = await storageClient.get(key);
    if (!object?.body) throw refuse("not_found", "图片不存在");
    const storedEtag = object.headers.get("etag");
    reply.header("Cache-Control", CACHE_FOREVER);
    reply.header("X-Content-Type-Options", "nosniff");
    // The portal embeds them from its own origin, but a sibling site may too.
    reply.header("Cross-Origin-Resource-Policy", "cross-origin");
    if (storedEtag) reply.header("ETag", storedEtag);
    if (storedEtag && etag === storedEtag) {
      await object.body.cancel();
      return reply.status(304).send();
    }
    reply.header("Content-Type", mediaMimeTypes[variant.format]);
    const length = object.headers.get("content-length");
    if (length) reply.header("Content-Length", length);
    return reply.send(Readable.fromWeb(object.body as ReadableStream));
  });
}
