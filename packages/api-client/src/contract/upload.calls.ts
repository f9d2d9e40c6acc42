import { defineCall } from "./define-call.ts";
import {
  attachmentBusinessQuerySchema,
  attachmentListResponse,
  attachmentSaveRequestSchema,
  uploadCallbackQuerySchema,
  uploadCallbackResponse,
  uploadPaths,
  uploadRegisterRequestSchema,
  uploadRegisterResponse,
} from "./upload.contract.ts";

// Who may make the calls below and, where several answer alike, how they answer: declared once
// per permission so that calls guarded alike cannot drift apart.
const uploadAccess = { auth: "upload", designed: false, tag: "upload" } as const;

/**
 * The calls of the upload service and the attachments (spec §7 uploads), declared once. They carry
 * the upload header set; the member behind it must own what they name (see upload.contract.ts).
 * The signed file links and the embedded store are no calls of the contract: a browser navigates
 * to a link and gets bytes with real HTTP statuses, and the store speaks S3.
 */
export const uploadCalls = {
  register: defineCall({
    ...uploadAccess,
    method: "POST",
    path: uploadPaths.register,
    summary: "登记上传文件（按MD5秒传），获取临时存储凭证",
    body: uploadRegisterRequestSchema,
    response: uploadRegisterResponse,
    errors: [400],
  }),
  callback: defineCall({
    ...uploadAccess,
    method: "POST",
    path: uploadPaths.callback,
    summary: "上传完成回调（校验文件大小与MD5）",
    query: uploadCallbackQuerySchema,
    response: uploadCallbackResponse,
    errors: [400, 404],
  }),
  attachmentList: defineCall({
    ...uploadAccess,
    method: "GET",
    path: uploadPaths.attachmentList,
    summary: "业务记录的附件列表",
    query: attachmentBusinessQuerySchema,
    response: attachmentListResponse,
  }),
  /**
   * The spec does not say the list's method: POST answers the same, its fields in the body (the
   * server also takes them from the query string, as GET does).
   */
  attachmentListByPost: defineCall({
    ...uploadAccess,
    method: "POST",
    path: uploadPaths.attachmentList,
    summary: "业务记录的附件列表（POST）",
    body: attachmentBusinessQuerySchema,
    response: attachmentListResponse,
  }),
  attachmentSave: defineCall({
    ...uploadAccess,
    method: "POST",
    path: uploadPaths.attachmentSave,
    summary: "保存业务记录的附件变更（全部成功或全部不变）",
    body: attachmentSaveRequestSchema,
    response: attachmentListResponse,
    errors: [400, 403, 404],
  }),
} as const;
