import { clientCall } from "./client-call.ts";
import { uploadCalls } from "./contract/upload.calls.ts";

/** POST a file's name, extension, size and MD5; answers temporary credentials, or existed 1. */
export const registerUpload = clientCall(uploadCalls.register);

/** POST ?id: confirms the upload of a registered resource is complete. */
export const confirmUpload = clientCall(uploadCalls.callback);

/** GET the attachments of a business record. */
export const getAttachmentList = clientCall(uploadCalls.attachmentList);

/** POST a record's attachment changes; answers the record's attachments after them. */
export const saveAttachments = clientCall(uploadCalls.attachmentSave);
