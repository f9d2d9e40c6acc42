import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import { IMAGE_PREVIEW_EXTENSIONS, ModifyStatus, validateUploadFile } from "@cidp/domain";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Database } from "../../db/database.ts";
import { ok } from "../../http/envelope.ts";
import { HttpError, parseInput } from "../../http/validate.ts";
import { authOf } from "../../plugins/auth.ts";
import { type CredentialIssuer, createCredentialIssuer } from "../object-store/credential-issuer.ts";
import { EMBEDDED_MOUNT_PATH, type ObjectStoreConfig, readObjectStoreConfig } from "../object-store/object-store.config.ts";
import { createObjectStore } from "../object-store/object-store.server.ts";
import { signFileLink, verifyFileLink } from "./file-link.ts";
import { createUploadRepository, type UploadResource } from "./repository.ts";
import { createStorageClient, type StorageClient } from "./storage-client.ts";
import { businessQuery, callbackQuery, fileLinkQuery, registerBody, saveAttachmentsBody, uploadServicePaths } from "./upload.schemas.ts";

/** What the upload service needs: the database and where files go. */
export interface UploadRoutesOptions {
  db: Database;
  /** Defaults to the environment's settings (the embedded store). */
  storage?: ObjectStoreConfig;
  /** Defaults to a root-signed client of `storage`. */
  storageClient?: StorageClient;
  /** Defaults to what `storage` calls for: its STS when configured, else the embedded store's tokens. */
  credentialIssuer?: CredentialIssuer;
}

const MIME_BY_EXT: Record<string, string> = { png: "image/png", jpg: "image/jpeg", jpeg: "image/jpeg", gif: "image/gif", bmp: "image/bmp", tif: "image/tiff" };

function objectKeyFor(md5: string, ext: string, now = new Date()): string {
  const day = now.toISOString().slice(0, 10).replace(/-/g, "/");
  return `uploads/${day}/${md5.toLowerCase()}-${randomBytes(6).toString("hex")}${/^[a-z0-9]{1,16}$/.test(ext) ? `.${ext}` : ""}`;
}

/** RFC 6266 filename: an ASCII fallback plus the UTF-8 name. */
function contentDisposition(disposition: "attachment" | "inline", fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, "_");
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * Upload requests carry the spec's upload headers (Basic client auth in Authorization, the token
 * in `token`, the company in `x-switch-company-id`); map them onto the headers the auth plugin
 * reads, then authenticate as usual.
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
  const store = await createObjectStore({
    dataDir: storage.dataDir,
    buckets: [storage.bucket],
    accessKeyId: storage.accessKeyId,
    secretAccessKey: storage.secretAccessKey,
    minPartSize: storage.minPartSize,
    corsOrigins: storage.corsOrigins,
    basePath: EMBEDDED_MOUNT_PATH,
  });
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
  const storageClient = options.storageClient ?? createStorageClient(storage);
  const credentialIssuer = options.credentialIssuer ?? createCredentialIssuer(storage);
  const repository = createUploadRepository(options.db);
  const member = { preHandler: uploadAuth(app, false) };
  const business = { preHandler: uploadAuth(app, true) };

  async function registration(resource: UploadResource, existed: boolean) {
    const base = {
      existed: existed ? 1 : 0,
      resourceId: String(resource.id),
      resourceName: resource.fileName,
      fileMd5: resource.md5,
      uri: resource.objectKey,
      bucketName: resource.bucket,
    };
    if (existed)
      return { ...base, accessKey: "", accessSecret: "", accessToken: "", expiration: null, endpoint: storage.publicEndpoint, region: storage.region };
    const credentials = await credentialIssuer.issue({ bucket: resource.bucket, key: resource.objectKey, ttlSeconds: storage.credentialTtlSeconds });
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

  if (storage.embedded && storage.publicEndpoint === EMBEDDED_MOUNT_PATH) await mountEmbeddedStore(app, storage);

  app.post(uploadServicePaths.register, member, async (request) => {
    const body = parseInput(registerBody, request.body);
    const ext = body.extName.replace(/^\./, "").toLowerCase();
    const checked = validateUploadFile({ name: body.fileName, size: body.fileSize }, { maxSizeMb: 4096 });
    if (!checked.ok) throw new HttpError(400, `${body.fileName}上传失败, 请重试`);
    const md5 = body.hashcode.toLowerCase();
    const found = await repository.findByHash(md5, body.fileSize);
    if (found?.status === "complete") return ok(await registration(found, true));
    // A pending resource is resumed by whoever registers it again: same key, fresh credentials.
    const resource =
      found ??
      (await repository.createPending({
        md5,
        size: body.fileSize,
        fileName: body.fileName,
        extName: ext,
        objectKey: objectKeyFor(md5, ext),
        bucket: storage.bucket,
        createdBy: authOf(request).member.id,
      }));
    return ok(await registration(resource, resource.status === "complete"));
  });

  app.post(uploadServicePaths.callback, member, async (request) => {
    const { id } = parseInput(callbackQuery, request.query);
    const resource = await repository.findById(id);
    if (!resource) throw new HttpError(404, "文件不存在");
    if (resource.status !== "complete") {
      const head = await storageClient.head(resource.objectKey);
      if (!head) throw new HttpError(400, "文件尚未上传完成");
      if (head.size !== resource.size) throw new HttpError(400, "文件大小与登记不一致");
      await repository.markComplete(resource.id);
    }
    return ok({ resourceId: String(resource.id) });
  });

  async function list(request: FastifyRequest, input: unknown) {
    const { businessType, businessId } = parseInput(businessQuery, input);
    const companyId = authOf(request).business?.businessId ?? 0;
    const rows = await repository.listAttachments(companyId, businessType, businessId);
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

  // The spec does not say the method: both read the same query fields.
  app.get(uploadServicePaths.attachmentList, business, async (request) => ok(await list(request, request.query)));
  app.post(uploadServicePaths.attachmentList, business, async (request) =>
    ok(await list(request, { ...(request.query as object), ...(request.body as object) })),
  );

  app.post(uploadServicePaths.attachmentSave, business, async (request) => {
    const body = parseInput(saveAttachmentsBody, request.body);
    const auth = authOf(request);
    const companyId = auth.business?.businessId ?? 0;
    const added = body.attachments.filter((a) => a.modifyStatus === ModifyStatus.added);
    const deleted = body.attachments.filter((a) => a.modifyStatus === ModifyStatus.deleted).map((a) => Number(a.id));
    const rows = [];
    for (const attachment of added) {
      const resource = attachment.resourceId ? await repository.findById(attachment.resourceId) : undefined;
      if (resource?.status !== "complete") throw new HttpError(400, "附件尚未上传完成");
      rows.push({
        businessType: body.businessType,
        businessId: body.businessId,
        companyId,
        resourceId: resource.id,
        fileName: attachment.fileName ?? resource.fileName,
        fileExt: resource.extName,
        fileSize: resource.size,
        createUserName: auth.member.realName,
        publishUserName: auth.business?.businessName ?? "",
        modifyStatus: ModifyStatus.added,
      });
    }
    await repository.deleteAttachments(
      companyId,
      body.businessType,
      body.businessId,
      deleted.filter((id) => Number.isInteger(id)),
    );
    await repository.addAttachments(rows);
    return ok(await list(request, body));
  });

  // A browser navigates to a download: a refused link must keep its real status, not the API's envelope 200.
  app.get(`${uploadServicePaths.file}/:id`, { config: { httpFailureStatus: true } }, async (request, reply) => {
    const id = Number((request.params as { id?: string }).id);
    const query = parseInput(fileLinkQuery, request.query);
    if (!Number.isInteger(id) || !verifyFileLink(storage.secretAccessKey, id, query.d, query.e, query.s)) throw new HttpError(403, "文件链接无效或已过期");
    const resource = await repository.findById(id);
    if (resource?.status !== "complete") throw new HttpError(404, "文件不存在");
    const object = await storageClient.get(resource.objectKey);
    if (!object?.body) throw new HttpError(404, "文件不存在");
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
