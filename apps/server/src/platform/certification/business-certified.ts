import type { Database } from "../../db/database.ts";

/**
 * What a higher module does when the platform certifies a business (procurement hands it the
 * inquiries buyers sent to its credit code or phone before it was here). Runs in the transaction
 * that certifies, so the certification and what follows from it commit together. Registered by
 * the composition root (app.ts); certification knows none of them.
 */
export type BusinessCertifiedSubscriber = (tx: Database, businessId: number, at: Date) => Promise<unknown>;
