import { eq, like } from "drizzle-orm";
import { PDFParse } from "pdf-parse";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SeedStore } from "../../platform/object-store/seed-store.ts";
import { uploadResources } from "../../platform/upload/schema.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { storeDemoTenderDocuments } from "./demo-documents.ts";
import { tenderDocuments, tenders } from "./schema.ts";
import { seedDemoTenders } from "./seed.ts";

// The demo's tenders are published, so each has its 招标文件: written with the tender, drawn from
// it into the store on the demo's first start, and kept on every start after.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys: randomSealingKeys() });
  await seedDemoTenders(t.database.db, randomSealingKeys());
}, 90_000);
afterAll(() => t?.close());

/** An object store in memory that answers what the seed asks of one. */
function memoryStore() {
  const objects = new Map<string, { body: Uint8Array; contentType: string }>();
  const store: SeedStore = {
    missing: async (keys) => keys.filter((key) => !objects.has(key)),
    put: async (key, body, contentType) => void objects.set(key, { body, contentType }),
  };
  return { store, objects };
}

describe("the demo tenders' 招标文件", () => {
  it("is there for every seeded tender, drawn once from the tender, with its real size", async () => {
    const seeded = await t.database.db.select({ id: tenders.id, title: tenders.title }).from(tenders);
    const documents = await t.database.db.select().from(tenderDocuments);
    expect(new Set(documents.map((d) => d.tenderId))).toEqual(new Set(seeded.map((s) => s.id)));
    expect(documents.every((d) => d.version === 1 && d.clarificationId === null)).toBe(true);

    const { store, objects } = memoryStore();
    expect(await storeDemoTenderDocuments(t.database.db, store, "cidp-demo")).toBe(seeded.length);
    expect(await storeDemoTenderDocuments(t.database.db, store, "cidp-demo")).toBe(0);

    const rows = await t.database.db.select().from(uploadResources).where(like(uploadResources.objectKey, "demo-documents/tenders/%"));
    for (const row of rows) expect(row).toMatchObject({ size: objects.get(row.objectKey)?.body.length, bucket: "cidp-demo", status: "complete" });
    const [first] = await t.database.db
      .select({ key: uploadResources.objectKey, title: tenders.title })
      .from(tenderDocuments)
      .innerJoin(uploadResources, eq(uploadResources.id, tenderDocuments.resourceId))
      .innerJoin(tenders, eq(tenders.id, tenderDocuments.tenderId));
    const stored = objects.get(first?.key ?? "");
    expect(stored?.contentType).toBe("application/pdf");
    const { text } = await new PDFParse({ data: stored?.body ?? new Uint8Array() }).getText();
    for (const words of ["招 标 文 件", "第二章 投标人须知", "第五章 工程量清单", first?.title ?? "?"]) expect(text.replace(/\s+/g, " ")).toContain(words);
  });
});
