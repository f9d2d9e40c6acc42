import { and, asc, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { throwawayDatabase } from "../../testing/suite-target.ts";
import { qualificationCertificates } from "../certification/schema.ts";
import { businesses } from "../member/schema.ts";
import { createCompanyRepository } from "./repository.ts";
import { companyDirectoryEntries, companyDirectoryQualifications, companyProfiles } from "./schema.ts";

// The directory's read tables (company_directory_entry and _qualification) follow every write of
// their inputs — a business's name, side and certification, its profile's region, its reviewed
// certificates — in the writer's own transaction, by triggers (migration company_directory).

function directorySuite(name: string, open: () => Promise<{ handle: DatabaseHandle; drop(): Promise<void> }>) {
  describe(`the company directory follows its inputs (${name})`, () => {
    let opened: { handle: DatabaseHandle; drop(): Promise<void> };
    const db = () => opened.handle.db;
    const directory = (filter: Parameters<ReturnType<typeof createCompanyRepository>["directory"]>[0]) =>
      createCompanyRepository(db()).directory(filter, 1, 50);
    const namesIn = async (filter: Parameters<typeof directory>[0]) => (await directory(filter)).rows.map((r) => r.name);
    let serial = 0;

    /** A business with a profile in `regionCode` and one certificate, in the states given. */
    async function company(
      companyName: string,
      regionCode: string,
      state: "certified" | "pending",
      certificate?: { name: string; level: string; state: "certified" | "pending" },
    ) {
      serial += 1;
      const [row] = await db()
        .insert(businesses)
        .values({
          name: companyName,
          creditCode: `9T${String(serial).padStart(16, "0")}`,
          tenantId: `dir-${serial}`,
          companyType: "supply",
          certificationState: state,
        })
        .returning({ id: businesses.id });
      const id = row?.id ?? 0;
      await db().insert(companyProfiles).values({ businessId: id, region: "吉林省", regionCode });
      if (certificate)
        await db()
          .insert(qualificationCertificates)
          .values({
            businessId: id,
            ...certificate,
            certificateNo: `DT${serial}`,
            issuingAuthority: "吉林省住房和城乡建设厅",
            validUntil: "2030-01-01",
            resourceId: 0,
            submittedBy: 0,
          });
      return id;
    }

    beforeAll(async () => {
      opened = await open();
    }, 120_000);
    afterAll(async () => {
      await opened?.handle.close();
      await opened?.drop();
    });

    it("plans each refresh for the companies it is given, so a bulk import of companies stays linear", async () => {
      // A cached generic plan guesses ten ids and joins the certificates by a nested loop over a
      // sequential scan (migration company_directory_custom_plans).
      const [row] = await db().select({ settings: sql<string[] | null>`proconfig` }).from(sql`pg_proc`).where(sql`proname = 'company_directory_refresh'`);
      expect(row?.settings).toContain("plan_cache_mode=force_custom_plan");
    });

    it("lists a certified company with a profile under its city and district, and not an uncertified one", async () => {
      await company("甲目录测试建设有限公司", "220102", "certified", { name: "建筑工程施工总承包", level: "一级", state: "certified" });
      await company("乙目录测试建设有限公司", "220102", "pending");
      expect(await namesIn({ regionPrefix: "2201" })).toContain("甲目录测试建设有限公司");
      expect(await namesIn({ regionPrefix: "220102" })).toContain("甲目录测试建设有限公司");
      expect(await namesIn({ regionPrefix: "2201" })).not.toContain("乙目录测试建设有限公司");
    });

    it("moves a company when its profile's region is saved, and follows a rename in name order", async () => {
      const id = await company("丙目录测试建设有限公司", "220202", "certified", { name: "市政公用工程施工总承包", level: "二级", state: "certified" });
      await db().update(companyProfiles).set({ regionCode: "220302" }).where(eq(companyProfiles.businessId, id));
      expect(await namesIn({ regionPrefix: "2202" })).not.toContain("丙目录测试建设有限公司");
      expect(await namesIn({ regionPrefix: "2203" })).toContain("丙目录测试建设有限公司");
      await db().update(businesses).set({ name: "阿丙目录测试建设有限公司" }).where(eq(businesses.id, id));
      expect(await namesIn({ regionPrefix: "2203" })).toEqual(expect.arrayContaining(["阿丙目录测试建设有限公司"]));
      expect(await namesIn({ category: "市政公用工程施工总承包", grade: "二级" })).toContain("阿丙目录测试建设有限公司");
      const held = await db()
        .select({ name: companyDirectoryQualifications.name })
        .from(companyDirectoryQualifications)
        .where(eq(companyDirectoryQualifications.businessId, id));
      expect(held.map((h) => h.name)).toEqual(["阿丙目录测试建设有限公司", "阿丙目录测试建设有限公司", "阿丙目录测试建设有限公司"]);
    });

    it("answers a 资质 category and grade, the category alone and the grade alone, only for reviewed certificates", async () => {
      const id = await company("丁目录测试建设有限公司", "220402", "certified", { name: "水利水电工程施工总承包", level: "三级", state: "pending" });
      expect(await namesIn({ category: "水利水电工程施工总承包" })).not.toContain("丁目录测试建设有限公司");
      await db().update(qualificationCertificates).set({ state: "certified" }).where(eq(qualificationCertificates.businessId, id));
      expect(await namesIn({ category: "水利水电工程施工总承包", grade: "三级" })).toContain("丁目录测试建设有限公司");
      expect(await namesIn({ category: "水利水电工程施工总承包" })).toContain("丁目录测试建设有限公司");
      expect(await namesIn({ grade: "三级" })).toContain("丁目录测试建设有限公司");
      expect(await namesIn({ category: "水利水电工程施工总承包", grade: "一级" })).not.toContain("丁目录测试建设有限公司");
      await db().delete(qualificationCertificates).where(eq(qualificationCertificates.businessId, id));
      expect(await namesIn({ grade: "三级" })).not.toContain("丁目录测试建设有限公司");
      expect(await namesIn({ regionPrefix: "2204" })).toContain("丁目录测试建设有限公司");
    });

    it("drops a company whose certification is withdrawn, with its 资质 rows, and lists it again when certified", async () => {
      const id = await company("戊目录测试建设有限公司", "220502", "certified", { name: "公路工程施工总承包", level: "一级", state: "certified" });
      await db().update(businesses).set({ certificationState: "rejected" }).where(eq(businesses.id, id));
      expect(await namesIn({ regionPrefix: "2205" })).not.toContain("戊目录测试建设有限公司");
      expect(await db().select().from(companyDirectoryQualifications).where(eq(companyDirectoryQualifications.businessId, id))).toEqual([]);
      await db().update(businesses).set({ certificationState: "certified" }).where(eq(businesses.id, id));
      expect(await namesIn({ category: "公路工程施工总承包", grade: "一级" })).toContain("戊目录测试建设有限公司");
    });

    it("changes with the writer's transaction: seen inside it, gone when it rolls back", async () => {
      const id = await company("己目录测试建设有限公司", "220102", "certified");
      await expect(
        db().transaction(async (tx) => {
          await tx.update(businesses).set({ name: "己改名测试建设有限公司" }).where(eq(businesses.id, id));
          const [inside] = await tx
            .select({ name: companyDirectoryEntries.name })
            .from(companyDirectoryEntries)
            .where(eq(companyDirectoryEntries.businessId, id));
          expect(inside?.name).toBe("己改名测试建设有限公司");
          throw new Error("roll back");
        }),
      ).rejects.toThrow("roll back");
      const [after] = await db().select({ name: companyDirectoryEntries.name }).from(companyDirectoryEntries).where(eq(companyDirectoryEntries.businessId, id));
      expect(after?.name).toBe("己目录测试建设有限公司");
    });

    it("holds exactly what the inputs say, after every write above", async () => {
      const expected = await db()
        .select({ id: businesses.id, name: businesses.name, city: sql<string>`left(${companyProfiles.regionCode}, 4)`, district: companyProfiles.regionCode })
        .from(businesses)
        .innerJoin(companyProfiles, eq(companyProfiles.businessId, businesses.id))
        .where(eq(businesses.certificationState, "certified"))
        .orderBy(asc(businesses.id));
      const entries = await db()
        .select({
          id: companyDirectoryEntries.businessId,
          name: companyDirectoryEntries.name,
          city: companyDirectoryEntries.cityCode,
          district: companyDirectoryEntries.districtCode,
        })
        .from(companyDirectoryEntries)
        .orderBy(asc(companyDirectoryEntries.businessId));
      expect(entries).toEqual(expected);
      const pairs = await db()
        .selectDistinct({ id: qualificationCertificates.businessId, category: qualificationCertificates.name, grade: qualificationCertificates.level })
        .from(qualificationCertificates)
        .innerJoin(companyDirectoryEntries, eq(companyDirectoryEntries.businessId, qualificationCertificates.businessId))
        .where(eq(qualificationCertificates.state, "certified"));
      const held = await db()
        .select({ id: companyDirectoryQualifications.businessId })
        .from(companyDirectoryQualifications)
        .where(and(sql`${companyDirectoryQualifications.category} <> ''`, sql`${companyDirectoryQualifications.grade} <> ''`));
      expect(held.length).toBe(pairs.length);
    });
  });
}

directorySuite("PGlite", async () => ({ handle: await openDatabase({ memory: true }), drop: async () => {} }));

const url = process.env.DATABASE_URL;
if (url)
  directorySuite("Postgres", async () => {
    const database = await throwawayDatabase(url, "cidp_directory");
    return { handle: await openDatabase({ url: database.url }), drop: database.drop };
  });
