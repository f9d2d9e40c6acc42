import { uploadPaths } from "@cidp/api-client/contract";
import { createUploader, type ItemView, readRegistration, StorageProfiles, type UploadApi, UploadApiError } from "@cidp/upload";
import { type PictureAnswer, pictureRoutes } from "./picture-upload.ts";

/** The pictures an editor may insert: what the services admit (their bytes are checked there again). */
const PICTURE_RULES = { accept: ["jpg", "jpeg", "png", "webp"], maxSizeMb: 3, limit: 20 } as const;
const UPLOAD_FAILED = "图片上传失败，请检查网络后重试";

/** Posts to one of the back office's picture routes; answers what it said, or the failure to show. */
async function postPicture(url: string, body: unknown, signal?: AbortSignal): Promise<{ status: number; answer: PictureAnswer }> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", accept: "application/json" },
    body: JSON.stringify(body ?? {}),
    credentials: "same-origin",
    signal: signal ?? null,
  });
  const answer = (await response.json().catch(() => null)) as PictureAnswer | null;
  return { status: response.status, answer: answer ?? { error: UPLOAD_FAILED } };
}

/**
 * The upload engine's two platform calls, made to this back office's own routes (which forward
 * them to the services with the staff session): register, and confirm, whose answer is the
 * picture's lasting address. A refusal keeps the services' words for the editor to read.
 */
function pictureApi(addresses: Map<string, string>, refusal: { current: string }): UploadApi {
  const refused = (status: number, answer: PictureAnswer): never => {
    refusal.current = "error" in answer ? answer.error : UPLOAD_FAILED;
    throw new UploadApiError(status, status, refusal.current);
  };
  return {
    async register(payload, signal) {
      const { status, answer } = await postPicture(pictureRoutes.register, payload, signal);
      return "registration" in answer ? readRegistration(answer.registration) : refused(status, answer);
    },
    async confirm(resourceId, signal) {
      const { status, answer } = await postPicture(pictureRoutes.confirm(resourceId), {}, signal);
      if ("url" in answer) addresses.set(resourceId, answer.url);
      else refused(status, answer);
    },
  };
}

/** What the editor hears of its pictures: one stored (its address and 替代文字), or a message to show. */
export interface PictureHandlers {
  placed(url: string, alt: string): void;
  message(text: string): void;
}

/** The editor's pictures in the upload engine. */
export interface PictureUploader {
  /** Starts a picture's upload; false when the engine refused it at once (its message was given). */
  add(file: File, alt: string): boolean;
  destroy(): void;
}

/**
 * The editor's pictures through the platform's upload engine (`@cidp/upload`): checked here (kind,
 * 3 MB), their MD5 worked out in the engine's Web Worker, registered, put straight into storage with
 * credentials for their one key (the object store's path on this origin, which the back office's
 * server passes on), and confirmed; the confirmation's answer is the picture's lasting address.
 * Loaded only when an editor first inserts a picture.
 */
export function createPictureUploader(handlers: PictureHandlers): PictureUploader {
  const addresses = new Map<string, string>();
  /** Each picture's 替代文字, by the engine's item id (chosen before its upload started). */
  const alts = new Map<string, string>();
  const refusal = { current: "" };
  const uploader = createUploader({
    api: pictureApi(addresses, refusal),
    // The register answer names the endpoint (the object store's path); this is only the fallback.
    storage: { endpoint: uploadPaths.objectStore, region: "cn-north-1", profile: StorageProfiles.s3 },
    rules: PICTURE_RULES,
    onMessage: (message) => handlers.message(refusal.current || message.text),
    onSuccess: (item) => void place(item),
  });

  async function place(item: ItemView) {
    const alt = alts.get(item.id) ?? item.name.replace(/\.[^.]+$/, "");
    alts.delete(item.id);
    // Off the engine's list, which counts towards its limit.
    uploader.remove(item.id);
    const resourceId = item.resourceId ?? "";
    let url = addresses.get(resourceId);
    addresses.delete(resourceId);
    if (!url) {
      // Already stored (the same picture uploaded before): the engine skipped the upload and its confirmation.
      const { answer } = await postPicture(pictureRoutes.confirm(resourceId), {}).catch(() => ({ answer: { error: UPLOAD_FAILED } as PictureAnswer }));
      if (!("url" in answer)) return handlers.message("error" in answer ? answer.error : UPLOAD_FAILED);
      url = answer.url;
    }
    handlers.placed(url, alt);
  }

  return {
    add(file, alt) {
      refusal.current = "";
      const [id] = uploader.add([file]).added;
      if (id === undefined) return false;
      alts.set(id, alt);
      return true;
    },
    destroy: () => uploader.destroy(),
  };
}
