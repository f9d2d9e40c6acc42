import type { z } from "zod";
import type { CallOptions } from "./call-options.ts";
import {
  type attachmentBusinessQuerySchema,
  attachmentListResponse,
  type attachmentSaveRequestSchema,
  uploadCallbackResponse,
  uploadPaths,
  type uploadRegisterRequestSchema,
  uploadRegisterResponse,
} from "./contract/upload.contract.ts";
import type { ApiClient } from "./create-api-client.ts";

/** POST a file's name, extension, size and MD5; answers temporary credentials, or existed 1. */
export function registerUpload(client: ApiClient, body: z.input<typeof uploadRegisterRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: uploadPaths.register, data: body, credentials: "upload", ...options }, uploadRegisterResponse);
}

/** POST ?id: confirms the upload of a registered resource is complete. */
export function confirmUpload(client: ApiClient, query: { id: string | number }, options?: CallOptions) {
  return client.request({ method: "POST", url: uploadPaths.callback, params: query, credentials: "upload", ...options }, uploadCallbackResponse);
}

/** GET the attachments of a business record. */
export function getAttachmentList(client: ApiClient, query: z.input<typeof attachmentBusinessQuerySchema>, options?: CallOptions) {
  return client.request({ method: "GET", url: uploadPaths.attachmentList, params: query, credentials: "upload", ...options }, attachmentListResponse);
}

/** POST a record's attachment changes; answers the record's attachments after them. */
export function saveAttachments(client: ApiClient, body: z.input<typeof attachmentSaveRequestSchema>, options?: CallOptions) {
  return client.request({ method: "POST", url: uploadPaths.attachmentSave, data: body, credentials: "upload", ...options }, attachmentListResponse);
}
