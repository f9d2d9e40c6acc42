import { uploadPaths } from "@cidp/api-client/contract";
import { z } from "zod";

/** Paths of the upload service (spec §7 uploads) and its file links: the contract's. */
export const uploadServicePaths = uploadPaths;

const FOUR_GIB = 4 * 1024 ** 3;
/** Largest serial id (Postgres integer): a larger one names nothing, and must not reach the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** The register body (spec §7): name, extension, size, MD5. */
export const registerBody = z.object({
  fileName: z.string().trim().min(1).max(255),
  extName: z.string().max(32),
  fileSize: z.number().int().positive().lt(FOUR_GIB),
  hashcode: z.string().regex(/^[0-9a-fA-F]{32}$/),
});

/** The callback's query: the resource id. */
export const callbackQuery = z.object({ id: z.coerce.number().int().positive().max(MAX_ROW_ID) });

/** Which business record's attachments. */
export const businessQuery = z.object({
  businessType: z.string().trim().min(1).max(64),
  businessId: z.string().trim().min(1).max(64),
});

/** Saving a record's attachments: rows added (1) or deleted (3) while the form was edited. */
export const saveAttachmentsBody = businessQuery.extend({
  attachments: z
    .array(
      z.object({
        id: z.union([z.string(), z.number()]).optional(),
        resourceId: z.coerce.number().int().positive().max(MAX_ROW_ID).optional(),
        fileName: z.string().trim().min(1).max(255).optional(),
        modifyStatus: z.union([z.literal(0), z.literal(1), z.literal(3)]),
      }),
    )
    .max(500),
});

/** A file link's query. */
export const fileLinkQuery = z.object({
  name: z.string().min(1).max(255),
  d: z.enum(["attachment", "inline"]),
  e: z.coerce.number().int(),
  s: z.string().min(1).max(100),
});
