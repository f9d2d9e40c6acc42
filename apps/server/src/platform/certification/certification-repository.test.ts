import { eq, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { businesses, members } from "../member/schema.ts";
import { notices } from "../notice/schema.ts";
import { createCertificationRepository } from "./certification-repository.ts";
import { createCertificationReviewRepository, type Reviewed } from "./review-repository.ts";
import { corporateCertifications, personalCertifications } from "./schema.ts";

/**
 * The saves of certification that write several tables are all or nothing: the last write fails
 * (a trigger raises, as a lost connection would) and the first writes must be gone with it.
 */
let handle: DatabaseHandle;
const db = () => handle.db;
const failing: string[] = [];
const AT = new Date("2026-11-24T08:00:00Z");
let memberId: number;
let businessId: number;

/** Makes every `operation` on `table` fail until the test ends. */
async function crashOn(operation: "insert" | "update", table: PgTable): Promise<void> {
  const name = getTableName(table);
  await db().execute(sql.raw(`create trigger crash_here before ${operation} on ${name} for each row execute function crash_here()`));
  failing.push(name);
}

const corporateValues = (depositAmountCents = 37) => ({
  businessId,
  submittedBy: memberId,
  companyName: "吉林省原子性测试建筑有限公司",
  creditCode: "91220101MA14XKQ355",
  legalRepresentative: "王立新",
  licenseResourceId: 1,
  authorizationResourceId: 2,
  bankName: "中国建设银行长春分行",
  accountCipher: "sealed",
  accountLast4: "1234",
  depositReference: "SBX-atomic",
  depositAmountCents,
  depositSentAt: AT,
  submittedAt: AT,
});

const approved: Reviewed = { state: "certified", rejectReason: null, reviewedAt: AT, reviewedBy: 1 };
const businessOf = async () => (await db().select().from(businesses).where(eq(businesses.id, businessId)))[0];

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await db().execute(sql.raw("create function crash_here() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$"));
  const [member] = await db().insert(members).values({ phone: "13800009901", realName: "王立新", passwordHash: "x" }).returning();
  const [business] = await db()
    .insert(businesses)
    .values({ name: "吉林省原子性测试建筑有限公司", creditCode: "91220101MA0000001X", tenantId: "atomic" })
    .returning();
  memberId = member?.id ?? 0;
  businessId = business?.id ?? 0;
}, 60_000);
afterEach(async () => {
  for (const name of failing.splice(0)) await db().execute(sql.raw(`drop trigger crash_here on ${name}`));
  await db().delete(corporateCertifications);
  await db().delete(personalCertifications);
  await db().update(businesses).set({ certificationState: "uncertified" }).where(eq(businesses.id, businessId));
});
afterAll(() => handle.close());

describe("certification saves of several tables are all or nothing", () => {
  it("a corporate submission whose business cannot be marked 审核中 is not stored", async () => {
    const certifications = createCertificationRepository(db());
    await crashOn("update", businesses);
    await expect(certifications.insertCorporate(corporateValues())).rejects.toThrow();
    expect(await db().select().from(corporateCertifications)).toEqual([]);
    expect((await businessOf())?.certificationState).toBe("uncertified");
    // Without the crash the same save stores both.
    await db().execute(sql.raw(`drop trigger crash_here on ${failing.splice(0)[0]}`));
    const id = await certifications.insertCorporate(corporateValues());
    expect(await certifications.latestCorporate(businessId)).toMatchObject({ id, state: "awaiting_deposit" });
    expect((await businessOf())?.certificationState).toBe("pending");
  });

  it("a last wrong amount whose business cannot be marked refused counts nothing", async () => {
    const certifications = createCertificationRepository(db());
    await certifications.insertCorporate(corporateValues());
    await db().update(corporateCertifications).set({ depositAttempts: 2 });
    const row = await certifications.latestCorporate(businessId);
    if (!row) throw new Error("no submission");
    await crashOn("update", businesses);
    await expect(certifications.recordWrongDeposit(row, { attempts: 3, rejection: { reason: "打款金额3次验证不正确", at: AT } })).rejects.toThrow();
    expect(await certifications.latestCorporate(businessId)).toMatchObject({ depositAttempts: 2, state: "awaiting_deposit", rejectReason: null });
    expect((await businessOf())?.certificationState).toBe("pending");
  });

  it("a corporate approval whose notice cannot be written certifies nothing and runs nothing that follows", async () => {
    const id = await createCertificationRepository(db()).insertCorporate(corporateValues());
    await db().update(corporateCertifications).set({ state: "pending" });
    const followed: number[] = [];
    await crashOn("insert", notices);
    const decided = createCertificationReviewRepository(db()).decideCorporate(
      id,
      approved,
      (row) => ({ memberId: row.submittedBy, noticeType: 2, title: "企业认证已通过", content: "" }),
      async (tx, row) => {
        // What follows a certification writes in the same transaction, so it is undone with it.
        await tx.update(businesses).set({ accountHeader: "followed" }).where(eq(businesses.id, row.businessId));
        followed.push(row.businessId);
      },
    );
    await expect(decided).rejects.toThrow();
    expect(followed).toEqual([businessId]);
    const [row] = await db().select().from(corporateCertifications).where(eq(corporateCertifications.id, id));
    expect(row).toMatchObject({ state: "pending", reviewedBy: null });
    expect(await businessOf()).toMatchObject({ certificationState: "pending", creditCode: "91220101MA0000001X", accountHeader: "" });
  });

  it("a personal approval whose notice cannot be written leaves the submission waiting and the member's name as it was", async () => {
    const id = await createCertificationRepository(db()).insertPersonal({
      memberId,
      realName: "王立鑫",
      idNumberCipher: "sealed",
      idNumberMasked: "220102********1237",
      frontResourceId: 1,
      backResourceId: 2,
      submittedAt: AT,
    });
    await crashOn("insert", notices);
    const decided = createCertificationReviewRepository(db()).decidePersonal(id, approved, (row) => ({
      memberId: row.memberId,
      noticeType: 2,
      title: "个人实名认证已通过",
      content: "",
    }));
    await expect(decided).rejects.toThrow();
    const [row] = await db().select().from(personalCertifications).where(eq(personalCertifications.id, id));
    expect(row?.state).toBe("pending");
    const [member] = await db().select().from(members).where(eq(members.id, memberId));
    expect(member?.realName).toBe("王立新");
  });
});
