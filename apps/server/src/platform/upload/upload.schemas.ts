import { uploadPaths } from "@cidp/api-client/contract";
import { z } from "zod";

/**
 * Paths of the upload service (spec §7 uploads) and its file links: the contract's. The calls'
 * schemas live with their declarations (`uploadCalls`); what stays here is the server's own.
 */
export const uploadServicePaths = uploadPaths;

/** Largest serial id (Postgres integer): a larger one names nothing, and must not reach the database. */
export const MAX_ROW_ID = 2_147_483_647;

/** A file link's query: the server signs these links and reads them back, no client builds one. */
export const fileLinkQuery = z.object({
  name: z.string().min(1).max(255),
  d: z.enum(["attachment", "inline"]),
  e: z.coerce.number().int(),
  s: z.string().min(1).max(100),
});
