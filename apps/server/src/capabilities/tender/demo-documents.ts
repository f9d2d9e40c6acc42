import { createHash } from "node:crypto";
import { eq, like } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { businesses } from "../../platform/member/schema.ts";
import type { SeedStore } from "../../platform/object-store/seed-store.ts";
import { ResourceStatus, uploadResources } from "../../platform/upload/schema.ts";
import { type TenderRow, tenderDocuments, tenders } from "./schema.ts";
import { renderTenderDocument } from "./tender-document-pdf.ts";

/** Where the demo's 招标文件 are stored: rendered from their tenders when the demo starts (storeDemoTenderDocuments). */
const DEMO_DOCUMENT_PREFIX = "demo-documents/tenders/";

const md5 = (bytes: Uint8Array | string) => createHash("md5").update(bytes).digest("hex");

/**
 * A seeded tender's 招标文件 (第1版), as its tenderer's upload: the row is written with the tender;
 * the bytes are drawn from the tender when the demo's services start, beside the seeded pictures.
 */
export async function seedTenderDocument(tx: Database, tender: TenderRow, tendererMemberId: number, at: Date): Promise<void> {
  const [resource] = await tx
    .insert(uploadResources)
    .values({
      // Stand-ins until the file is drawn: its own digest and size replace them then.
      md5: md5(tender.tenderNo),
      size: 0,
      fileName: `招标文件（${tender.tenderNo}）.pdf`,
      extName: "pdf",
      objectKey: `${DEMO_DOCUMENT_PREFIX}${tender.tenderNo}.pdf`,
      bucket: "cidp",
      createdBy: tendererMemberId,
      status: ResourceStatus.complete,
      createdAt: at,
      completedAt: at,
    })
    .returning({ id: uploadResources.id });
  if (!resource) throw new Error("document seed returned nothing");
  await tx
    .insert(tenderDocuments)
    .values({ tenderId: tender.id, clarificationId: null, version: 1, resourceId: resource.id, attachedBy: tendererMemberId, attachedAt: at });
}

/**
 * Draws and stores the seeded 招标文件 the store does not hold yet (a first start, a new data
 * folder), and writes each one's real size and digest; the rest are kept. Answers how many it drew.
 */
export async function storeDemoTenderDocuments(db: Database, store: SeedStore, bucket: string): Promise<number> {
  const seeded = await db
    .select({ resourceId: uploadResources.id, objectKey: uploadResources.objectKey, tender: tenders, tendererName: businesses.name })
    .from(uploadResources)
    .innerJoin(tenderDocuments, eq(tenderDocuments.resourceId, uploadResources.id))
    .innerJoin(tenders, eq(tenders.id, tenderDocuments.tenderId))
    .innerJoin(businesses, eq(businesses.id, tenders.tendererBusinessId))
    .where(like(uploadResources.objectKey, `${DEMO_DOCUMENT_PREFIX}%`));
  const missing = new Set(await store.missing(seeded.map((row) => row.objectKey)));
  let drawn = 0;
  for (const row of seeded) {
    if (!missing.has(row.objectKey)) continue;
    const pdf = await renderTenderDocument(row.tender, row.tendererName);
    await store.put(row.objectKey, new Uint8Array(pdf), "application/pdf");
    await db
      .update(uploadResources)
      .set({ size: pdf.length, md5: md5(pdf), bucket })
      .where(eq(uploadResources.id, row.resourceId));
    drawn++;
  }
  return drawn;
}
