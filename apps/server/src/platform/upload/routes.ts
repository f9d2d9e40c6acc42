import { Readable } from "node:stream";
import { attachmentBusinessQuerySchema, uploadCalls } from "@cidp/api-client/contract";
import { IMAGE_PREVIEW_EXTENSIONS, ModifyStatus, uploadLimitOf, validateUploadFile } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { contractRoute } from "../../http/contract-route.ts";
import { ok } from "../../http/envelope.ts";
import { parseInput } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { refuse } from "../../runtime/refusal.ts";
import type { CredentialIssuer } from "../object-store/credential-issuer.ts";
import { createConfiguredObjectStore } from "../object-store/embedded-object-store.ts";
import { EMBEDDED_MOUNT_PATH, type ObjectStoreConfig, readObjectStoreConfig } from "../object-store/object-store.config.ts";
import { abandonedUploadsJobKind } from "./abandoned-uploads.ts";
import { normalizeEtag } from "./content-verification.ts";
import { signFileLink, verifyFileLink } from "./file-link.ts";
import { isOwnedBy } from "./repository.ts";
import { createResourceUploads, uploadMessages } from "./resource-uploads.ts";
import { ResourceStatus } from "./schema.ts";
import type { StorageClient } from "./storage-client.ts";
import { fileLinkQuery, MAX_ROW_ID, uploadServicePaths } from "./upload.schemas.ts";
import { uploadQuotaMb } from "./upload-quota.ts";

/** What the upload service needs: the database and where files go. */
export interface UploadRoutesOptions {
  db: Database;
  /** Defaults to the environment's settings (the embedded store). */
  storage?: ObjectStoreConfig;
  /** Defaults to a root-signed client of `storage`. */
  storageClient?: StorageClient;
  /** Defaults to what `storage` calls for: its STS when configured, else the embedded store's tokens. */
  credentialIssuer?: CredentialIssuer;
  /** Each member's space in MB; defaults to UPLOAD_QUOTA_MB (upload-quota.ts). */
  quotaMb?: number;
}

const MIB = 1024 * 1024;

const MIME_BY_EXT: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", bmp: "image/bmp", tif: "image/tiff" };

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Upload requests carry the spec's upload headers (Basic client auth in Authorization, the token
 * in `token`, the company in `x-switch-company-id`); map them onto the headers the auth plugin
 * reads, then authenticate as usual. The contract routes take it in place of the auth their
 * declaration (`auth: "upload"`) implies.
 */
function uploadAuth(app: FastifyInstance, needBusiness: boolean) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const headers = request.headers;
    const authorization = typeof headers.authorization === "string" ? headers.authorization : "";
    if (!/^Bearer\s/i.test(authorization) && !headers["x-authorization"]) {
      const token = headers.token ?? headers["x-session-token"];
      if (typeof token === "string") headers["x-authorization"] = token;
    }
    if (!headers["x-company-id"] && typeof headers["x-switch-company-id"] === "string") headers["x-company-id"] = headers["x-switch-company-id"];
    await (needBusiness ? app.requireBusiness : app.requireAuth).call(app, request, reply);
  };
}

/**
 * Serves the embedded store under EMBEDDED_MOUNT_PATH too, so browsers upload to the API's own
 * origin (through the portal's /api proxy, inside its CSP). Bodies pass through unparsed.
 */
async function mountEmbeddedStore(app: FastifyInstance, storage: ObjectStoreConfig) {
  const store = await createConfiguredObjectStore(storage, EMBEDDED_MOUNT_PATH);
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    scope.all(`${EMBEDDED_MOUNT_PATH}/*`, async (request, reply) => {
      reply.hijack();
      store.handle(request.raw, reply.raw);
    });
  });
}

/** The upload service: register with MD5 dedupe, scoped temporary credentials, callback, attachments, file links. */
export async function uploadRoutes(app: FastifyInstance, options: UploadRoutesOptions) {
  const storage = options.storage ?? readObjectStoreConfig();
  const uploads = createResourceUploads({
    db: options.db,
    storage,
    ...(options.storageClient ? { storageClient: options.storageClient } : {}),
    ...(options.credentialIssuer ? { credentialIssuer: options.credentialIssuer } : {}),
    warn: (error, resourceId) => app.log.warn({ err: error, resourceId }, "could not delete a refused upload"),
    memberQuotaMb: options.quotaMb ?? uploadQuotaMb(process.env),
  });
  const { repository, storageClient } = uploads;
  // The services' one job runner sweeps abandoned registrations (a harness mounting these routes alone has none).
  if (app.hasDecorator("jobs")) app.jobs.register(abandonedUploadsJobKind(uploads));
  const member = { preHandler: uploadAuth(app, false) };
  const business = { preHandler: uploadAuth(app, true) };

  // Not a call of the contract: the store speaks S3 (signed requests, XML, raw bodies), not the envelope.
  if (storage.embedded && storage.publicEndpoint === EMBEDDED_MOUNT_PATH) await mountEmbeddedStore(app, storage);

  contractRoute(
    app,
    uploadCalls.register,
    async (request) => {
      const { body } = request;
      const ext = body.extName.replace(/^\./, "").toLowerCase();
      const checked = validateUploadFile({ name: body.fileName, size: body.fileSize }, { maxSizeMb: 4096 });
      if (!checked.ok) throw refuse("invalid", `${body.fileName}上传失败, 请重试`);
      const limit = uploadLimitOf(ext);
      if (limit.kind && body.fileSize > limit.maxBytes) throw refuse("limit", uploadMessages.tooLargeForKind(limit.kind, limit.maxBytes / MIB));
      // Another member's file of the same MD5 and size is invisible here; the caller gets a resource
      // of their own and uploads their own bytes, which the callback verifies.
      const owner = { member: authOf(request).member.id };
      return ok(await uploads.register(owner, { fileName: body.fileName, ext, size: body.fileSize, md5: body.hashcode.toLowerCase() }));
    },
    member,
  );

  contractRoute(
    app,
    uploadCalls.callback,
    async (request) => {
      // Only the owner's callback counts; another's resource (a member's or the staff's) answers as if it did not exist.
      const resource = await uploads.confirm({ member: authOf(request).member.id }, request.query.id);
      return ok({ resourceId: String(resource.id) });
    },
    member,
  );

  async function list(request: FastifyRequest, { businessType, businessId }: { businessType: string; businessId: string }) {
    // requireBusiness: the selected business is one the member belongs to; only its records are read.
    const companyId = authOf(request).business?.businessId ?? 0;
    const rows = await repository.listAttachments({ companyId, businessType, businessId });
    return rows.map((row) => {
      const previewable = (IMAGE_PREVIEW_EXTENSIONS as readonly string[]).includes(row.fileExt);
      return {
        id: String(row.id),
        resourceId: String(row.resourceId),
        fileName: row.fileName,
        fileExt: row.fileExt,
        suffix: row.fileExt,
        filePath: signFileLink(storage.secretAccessKey, uploadServicePaths.file, row.resourceId, row.fileName, "attachment"),
        previewPath: previewable ? signFileLink(storage.secretAccessKey, uploadServicePaths.file, row.resourceId, row.fileName, "inline") : null,
        fileSize: row.fileSize,
        modifyStatus: ModifyStatus.unchanged,
        createUserName: row.createUserName,
        createTime: row.createdAt.toISOString(),
        publishUserName: row.publishUserName,
      };
    });
  }

  // The spec does not say the method: both read the same fields.
  contractRoute(app, uploadCalls.attachmentList, async (request) => ok(await list(request, request.query)), business);
  contractRoute(
    app,
    uploadCalls.attachmentListByPost,
    async (request) => {
      // Its fields may come in the query string as for GET, or in the body: checked together here.
      const raw = request as FastifyRequest;
      return ok(await list(request, parseInput(attachmentBusinessQuerySchema, { ...(raw.query as object), ...(raw.body as object) })));
    },
    { ...business, handlerChecksBody: true },
  );

  /**
   * Saves a record's changes in the selected business. Everything is checked before anything is
   * written, and the writes share one transaction: a refused change leaves the record as it was.
   * - added (1): the resource must be the caller's own (registered by them) and verified complete;
   * - deleted (3): the id must be an attachment of this very record of the selected business.
   */
  contractRoute(
    app,
    uploadCalls.attachmentSave,
    async (request) => {
      const { body } = request;
      const auth = authOf(request);
      const scope = { companyId: auth.business?.businessId ?? 0, businessType: body.businessType, businessId: body.businessId };
      const added = body.attachments.filter((a) => a.modifyStatus === ModifyStatus.added);
      const deleted = body.attachments.filter((a) => a.modifyStatus === ModifyStatus.deleted);

      const resourceIds = added.map((a) => a.resourceId);
      if (resourceIds.some((id) => id === undefined)) throw refuse("invalid", uploadMessages.attachmentResourceMissing);
      const resources = new Map((await repository.findByIds([...new Set(resourceIds as number[])])).map((r) => [r.id, r]));
      const rows = added.map((attachment) => {
        const resource = resources.get(attachment.resourceId as number);
        if (!resource) throw refuse("not_found", uploadMessages.notFound);
        if (!isOwnedBy(resource, { member: auth.member.id })) throw refuse("permission", uploadMessages.notYours);
        if (resource.status === ResourceStatus.failed) throw refuse("invalid", uploadMessages.verifyFailed);
        if (resource.status !== ResourceStatus.complete) throw refuse("invalid", uploadMessages.attachmentNotUploaded);
        return {
          ...scope,
          resourceId: resource.id,
          fileName: attachment.fileName ?? resource.fileName,
          fileExt: resource.extName,
          fileSize: resource.size,
          createUserName: auth.member.realName,
          publishUserName: auth.business?.businessName ?? "",
          modifyStatus: ModifyStatus.added,
        };
      });

      const deletedIds = [...new Set(deleted.map((a) => (typeof a.id === "number" ? a.id : /^\d{1,10}$/.test(a.id ?? "") ? Number(a.id) : Number.NaN)))];
      if (deletedIds.some((id) => !Number.isInteger(id) || id < 1 || id > MAX_ROW_ID)) throw refuse("invalid", uploadMessages.attachmentIdInvalid);
      const present = new Set(await repository.findAttachmentIds(scope, deletedIds));
      if (deletedIds.some((id) => !present.has(id))) throw refuse("not_found", uploadMessages.attachmentNotFound);

      await repository.saveAttachments(scope, deletedIds, rows);
      return ok(await list(request, body));
    },
    business,
  );

  // Not a call of the contract: a browser navigates to a download, which answers bytes (not the
  // envelope), and a refused link must keep its real status, not the API's envelope 200.
  app.get(`${uploadServicePaths.file}/:id`, { config: { httpFailureStatus: true } }, async (request, reply) => {
    const id = Number((request.params as { id?: string }).id);
    const query = parseInput(fileLinkQuery, request.query);
    if (!Number.isInteger(id) || !verifyFileLink(storage.secretAccessKey, id, query.d, query.e, query.name, query.s))
      throw refuse("permission", "文件链接无效或已过期");
    if (id < 1 || id > MAX_ROW_ID) throw refuse("not_found", uploadMessages.notFound);
    const resource = await repository.findById(id);
    if (resource?.status !== ResourceStatus.complete) throw refuse("not_found", uploadMessages.notFound);
    const object = await storageClient.get(resource.objectKey);
    if (!object?.body) throw refuse("not_found", uploadMessages.notFound);
    // Upload credentials outlive the callback: bytes put after the verification are never served.
    if (resource.etag && normalizeEtag(object.headers.get("etag")) !== resource.etag) {
      await object.body.cancel();
      await repository.markFailed(resource.id);
      throw refuse("not_found", uploadMessages.notFound);
    }
    const inline = query.d === "inline" && MIME_BY_EXT[resource.extName] !== undefined;
    reply.header("Content-Type", inline ? (MIME_BY_EXT[resource.extName] ?? "application/octet-stream") : "application/octet-stream");
    reply.header("Content-Disposition", contentDisposition(inline ? "inline" : "attachment", query.name));
    reply.header("X-Content-Type-Options", "nosniff");
    reply.header("Content-Length", String(resource.size));
    reply.header("Cache-Control", "private, max-age=300");
    // Previews are embedded by the portal on another origin.
    reply.header("Cross-Origin-Resource-Policy", "cross-origin");
    return reply.send(Readable.fromWeb(object.body as import("node:stream/web").ReadableStream));
  });
}
