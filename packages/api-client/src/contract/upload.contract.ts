import { z } from "zod";
import { idSchema } from "./common.contract.ts";
import { envelope } from "./envelope.ts";
import { mediaPaths } from "./media.contract.ts";

/** Paths of the upload service and the attachment calls (spec §7 uploads, `<product>` = cidp). */
export const uploadPaths = {
  /** POST: register a file by name, extension, size and MD5; answers temporary storage credentials. */
  register: "/api/cidp-support/upload/resource/sts/register",
  /**
   * POST ?id: the upload of a registered resource is complete. Only the member who registered it
   * may confirm it; the server checks the stored object's size and MD5 (code 400
   * '文件校验失败，请重新上传' for other bytes: the object is deleted, the resource never usable).
   */
  callback: "/api/cidp-support/upload/resource/sts/register/callback",
  /** GET (or POST): the attachments of a business record. */
  attachmentList: "/api/cidp-management/oa-common-attachment/list/business",
  /**
   * POST: save a record's attachment changes (modifyStatus 1 added, 3 deleted), all or nothing.
   * Added rows must name the caller's own verified resources (code 403 otherwise), deleted rows
   * attachments of this record of the selected business (code 404 otherwise).
   */
  attachmentSave: "/api/cidp-management/oa-common-attachment/save/business",
  /** GET /{id}?name&d&e&s: a stored file through a signed, expiring link (attachment lists hand them out). */
  file: "/api/cidp-support/upload/resource/file",
  /** The embedded S3-compatible store, served on the API's own origin so uploads stay inside the portal's CSP. */
  objectStore: "/api/cidp-oss",
} as const;

/** Where images of article and help HTML may come from: the platform's object store, its rendered pictures and the portal's static files. */
export const richTextImagePrefixes = [`${uploadPaths.objectStore}/`, `${mediaPaths.image}/`, "/static/"] as const;

/** POST sts/register body (spec §7): hashcode is the file's MD5; a file is under 4 GiB. */
export const uploadRegisterRequestSchema = z.object({
  fileName: z.string().trim().min(1).max(255),
  extName: z.string().max(32),
  fileSize: z
    .number()
    .int()
    .positive()
    .lt(4 * 1024 ** 3),
  hashcode: z.string().regex(/^[0-9a-fA-F]{32}$/),
});

/**
 * The registration (spec §3): `existed` 1 means the caller has already uploaded this file (their own
 * verified resource of this MD5 and size) and needs no upload. Another member's copy never counts:
 * then `existed` is 0 with a resource and credentials of the caller's own.
 */
export const uploadRegistrationSchema = z.object({
  existed: z.union([z.literal(0), z.literal(1)]),
  resourceId: z.string(),
  resourceName: z.string(),
  fileMd5: z.string(),
  uri: z.string(),
  accessKey: z.string(),
  accessSecret: z.string(),
  accessToken: z.string(),
  bucketName: z.string(),
  /** When the temporary credentials expire (ISO time); null when nothing is to be uploaded. */
  expiration: z.string().nullable(),
  endpoint: z.string(),
  region: z.string(),
  /** Present for a store addressed as `bucket.host/key` (Alibaba OSS, …; OBJECT_STORE_PATH_STYLE=0); absent: path style. */
  addressing: z.enum(["path", "virtual-hosted"]).optional(),
});

/** POST sts/register. */
export const uploadRegisterResponse = envelope(uploadRegistrationSchema);

/** POST sts/register/callback query: the resource id (a larger one names nothing and never reaches the database). */
export const uploadCallbackQuerySchema = z.object({ id: idSchema });

/** POST sts/register/callback: success when code is 200. */
export const uploadCallbackResponse = envelope(z.object({ resourceId: z.string() }));

/** Which business record's attachments. */
export const attachmentBusinessQuerySchema = z.object({ businessType: z.string().trim().min(1).max(64), businessId: z.string().trim().min(1).max(64) });

/** An attachment entry (spec §3), with signed download and preview links. */
export const attachmentSchema = z.object({
  id: z.string(),
  resourceId: z.string(),
  fileName: z.string(),
  fileExt: z.string(),
  suffix: z.string(),
  filePath: z.string(),
  previewPath: z.string().nullable(),
  fileSize: z.number().int().nonnegative(),
  modifyStatus: z.union([z.literal(0), z.literal(1), z.literal(3)]),
  createUserName: z.string(),
  createTime: z.string(),
  publishUserName: z.string(),
});

/** list/business and save/business: the record's attachments. */
export const attachmentListResponse = envelope(z.array(attachmentSchema));

/** POST save/business body: the rows added (1) or deleted (3) while the form was edited. */
export const attachmentSaveRequestSchema = attachmentBusinessQuerySchema.extend({
  attachments: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).optional(),
        /** The added row's resource (the registration's `resourceId`). */
        resourceId: idSchema.optional(),
        fileName: z.string().trim().min(1).max(255).optional(),
        modifyStatus: z.union([z.literal(0), z.literal(1), z.literal(3)]),
      }),
    )
    .max(500),
});
