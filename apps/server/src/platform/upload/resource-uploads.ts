import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { refuse } from "../../runtime/refusal.ts";
import { type CredentialIssuer, createCredentialIssuer } from "../object-store/credential-issuer.ts";
import type { ObjectStoreConfig } from "../object-store/object-store.config.ts";
import { type ContentCheck, normalizeEtag, verifyStoredContent } from "./content-verification.ts";
import { createUploadRepository, isOwnedBy, type ResourceOwner, type UploadResource } from "./repository.ts";
import { ResourceStatus } from "./schema.ts";
import { createStorageClient, type StorageClient } from "./storage-client.ts";

/** The messages of refused upload calls. */
export const uploadMessages = {
  notFound: "文件不存在",
  notYours: "无权使用该文件",
  notUploaded: "文件尚未上传完成",
  sizeMismatch: "文件大小与登记不一致，请重新上传",
  /** A kind's ceiling (UPLOAD_KIND_LIMITS): the registration is refused before any byte moves. */
  tooLargeForKind: (kind: string, maxMb: number) => `${kind}文件不能超过${maxMb}MB`,
  /** The member's space is used up (UPLOAD_QUOTA_MB). */
  quota: (heldMb: number, quotaMb: number) => `文件存储空间不足：已使用${heldMb}MB，上限${quotaMb}MB。请联系平台客服扩容`,
  verifyFailed: "文件校验失败，请重新上传",
  attachmentNotUploaded: "附件尚未上传完成",
  attachmentResourceMissing: "请求参数不正确：新增附件缺少resourceId",
  attachmentIdInvalid: "请求参数不正确：删除的附件编号无效",
  attachmentNotFound: "附件不存在",
} as const;

/** What a registration names: the file as the browser describes it (the MD5 is checked against the stored bytes on confirm). */
export interface RegisteredFile {
  fileName: string;
  /** Lower-case, without the dot. */
  ext: string;
  size: number;
  /** Lower-case hex. */
  md5: string;
}

/** What the resource uploads need: the database and the store (defaults as the upload service's). */
export interface ResourceUploadsOptions {
  db: Database;
  storage: ObjectStoreConfig;
  storageClient?: StorageClient;
  credentialIssuer?: CredentialIssuer;
  /** Where a failed clean-up is reported (the refused object could not be deleted). */
  warn: (error: unknown, resourceId: number) => void;
  /** Each member's space in MB (UPLOAD_QUOTA_MB); staff accounts have none. Unset: no limit. */
  memberQuotaMb?: number;
}

const MIB = 1024 * 1024;

function objectKeyFor(md5: string, ext: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, "/");
  return `uploads/${day}/${md5.toLowerCase()}-${randomBytes(6).toString("hex")}${/^[a-z0-9]{1,16}$/.test(ext) ? `.${ext}` : ""}`;
}

/**
 * The register → direct upload → confirm steps of one owner's resources, whoever the owner is (a
 * member through the upload service's calls, a staff account through the back office's): MD5
 * dedupe within the owner's own files, temporary credentials for the one key, and the content
 * verification of the stored bytes on confirm.
 */
export function createResourceUploads(options: ResourceUploadsOptions) {
  const { storage } = options;
  const storageClient = options.storageClient ?? createStorageClient(storage);
  const credentialIssuer = options.credentialIssuer ?? createCredentialIssuer(storage);
  const repository = createUploadRepository(options.db);

  async function registration(resource: UploadResource, existed: boolean) {
    const base = {
      existed: existed ? (1 as const) : (0 as const),
      resourceId: String(resource.id),
      resourceName: resource.fileName,
      fileMd5: resource.md5,
      uri: resource.objectKey,
      bucketName: resource.bucket,
      // A store addressed by host (OSS, …) tells the browser so; path style needs no word.
      ...(storage.pathStyle === false ? { addressing: "virtual-hosted" as const } : {}),
    };
    if (existed)
      return { ...base, accessKey: "", accessSecret: "", accessToken: "", expiration: null, endpoint: storage.publicEndpoint, region: storage.region };
    const credentials = await credentialIssuer.issue({
      bucket: resource.bucket,
      key: resource.objectKey,
      ttlSeconds: storage.credentialTtlSeconds,
      maxBytes: resource.size,
    });
    return {
      ...base,
      accessKey: credentials.accessKeyId,
      accessSecret: credentials.secretAccessKey,
      accessToken: credentials.sessionToken,
      expiration: new Date(credentials.expiresAt).toISOString(),
      endpoint: storage.publicEndpoint,
      region: storage.region,
    };
  }

  /**
   * Checks a resource's stored bytes against its registered size and MD5. Verified, a pending
   * resource becomes complete with the ETag of the checked version; other bytes of the right size
   * delete the object and fail the resource for good; bytes of another size are deleted and the
   * resource stays pending, as it does for a missing object (the owner may still upload). Concurrent checks of one resource share one read.
   */
  const verifying = new Map<number, Promise<ContentCheck>>();
  function verify(resource: UploadResource): Promise<ContentCheck> {
    const running = verifying.get(resource.id);
    if (running) return running;
    const check = (async (): Promise<ContentCheck> => {
      const result = await verifyStoredContent(storageClient, resource);
      if (result.ok) {
        if (resource.status === ResourceStatus.complete) await repository.markVerified(resource.id, result.etag);
        else await repository.markComplete(resource.id, result.etag);
      } else if (result.reason === "content" || resource.status === ResourceStatus.complete) await discard(resource);
      // Bytes of another size than registered are not kept (a 5-byte registration had left 30 MB in
      // the store); the resource stays pending for the right bytes.
      else if (result.reason === "size") await storageClient.delete(resource.objectKey).catch((error: unknown) => options.warn(error, resource.id));
      return result;
    })().finally(() => verifying.delete(resource.id));
    verifying.set(resource.id, check);
    return check;
  }

  /** Never usable, never deduplicated: the refused bytes go, and the resource with them. */
  async function discard(resource: UploadResource): Promise<void> {
    await repository.markFailed(resource.id);
    await storageClient.delete(resource.objectKey).catch((error: unknown) => options.warn(error, resource.id));
  }

  /**
   * A new pending resource, if it fits the member's space (one they hold already, resumed, takes
   * none). Checked and written under one lock per member, so concurrent registrations cannot each
   * see the same free space and together pass the quota.
   */
  async function createWithinQuota(owner: ResourceOwner, file: RegisteredFile): Promise<UploadResource> {
    const values = {
      md5: file.md5,
      size: file.size,
      fileName: file.fileName,
      extName: file.ext,
      objectKey: objectKeyFor(file.md5, file.ext),
      bucket: storage.bucket,
    };
    const quotaMb = options.memberQuotaMb;
    if (quotaMb === undefined || !("member" in owner)) return repository.createPending(owner, values);
    return options.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`upload-quota:${owner.member}`}))`);
      const locked = createUploadRepository(tx);
      const held = await locked.bytesHeldBy(owner);
      if (held + file.size > quotaMb * MIB) throw refuse("limit", uploadMessages.quota(Math.ceil(held / MIB), quotaMb));
      return locked.createPending(owner, values);
    });
  }
  return {
    repository,
    storageClient,
    registration,
    verify,
    discard,

    /**
     * Registers the owner's file: their own complete resource of this MD5 and size answers
     * `existed` 1; their pending one is resumed (same key, fresh credentials); else a new one,
     * within a member's space. Dedupe never grants access: only the owner's own resources are looked at.
     */
    async register(owner: ResourceOwner, file: RegisteredFile) {
      let found = await repository.findOwnedByHash(owner, file.md5, file.size);
      // A resource completed before content verification existed is verified once before reuse.
      if (found?.status === ResourceStatus.complete && found.etag === null && !(await verify(found)).ok) found = undefined;
      if (found?.status === ResourceStatus.complete) return registration(found, true);
      const resource = found ?? (await createWithinQuota(owner, file));
      return registration(resource, resource.status === ResourceStatus.complete);
    },

    /**
     * The owner's confirmation (the callback) of an uploaded resource: verified against the stored
     * bytes when it is still pending. Another owner's resource answers as if it did not exist.
     */
    async confirm(owner: ResourceOwner, id: number): Promise<UploadResource> {
      const resource = await repository.findById(id);
      if (!resource || !isOwnedBy(resource, owner)) throw refuse("not_found", uploadMessages.notFound);
      if (resource.status === ResourceStatus.failed) throw refuse("invalid", uploadMessages.verifyFailed);
      if (resource.status === ResourceStatus.complete) return resource;
      const check = await verify(resource);
      if (!check.ok) {
        if (check.reason === "missing") throw refuse("invalid", uploadMessages.notUploaded);
        if (check.reason === "size") throw refuse("invalid", uploadMessages.sizeMismatch);
        throw refuse("invalid", uploadMessages.verifyFailed);
      }
      return { ...resource, status: ResourceStatus.complete, etag: check.etag };
    },

    /**
     * A complete resource's bytes, at most `maxBytes` of them, as verified: an object whose ETag is
     * no longer the verified one (credentials outlive the confirmation) is refused, and the
     * resource with it. Null when the bytes are not (or no longer) the verified ones.
     */
    async readVerified(resource: UploadResource, maxBytes: number): Promise<Uint8Array | null> {
      if (resource.status !== ResourceStatus.complete || resource.size > maxBytes) return null;
      const object = await storageClient.get(resource.objectKey);
      if (!object?.body) return null;
      if (resource.etag && normalizeEtag(object.headers.get("etag")) !== resource.etag) {
        await object.body.cancel();
        await discard(resource);
        return null;
      }
      const bytes = new Uint8Array(await object.arrayBuffer());
      return bytes.length === resource.size ? bytes : null;
    },
  };
}

/** One owner kind's register, confirm and reading of verified bytes. */
export type ResourceUploads = ReturnType<typeof createResourceUploads>;
