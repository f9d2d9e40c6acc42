import { count, eq, sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { type DatabaseHandle, openDatabase } from "../../db/database.ts";
import { qualificationCertificates } from "../../platform/certification/schema.ts";
import { businesses, members } from "../../platform/member/schema.ts";
import { notices } from "../../platform/notice/schema.ts";
import { createProjectRepository } from "./project-repository.ts";
import { marketProjects, projectAlertSubscriptions } from "./schema.ts";

/**
 * A project's state change and its alerts are one save: when the alerts cannot be written (a
 * trigger raises, as a lost connection would), the project stays where it was.
 */
let handle: DatabaseHandle;
const db = () => handle.db;
const AT = new Date("2026-11-24T08:00:00Z");
const TODAY = "2026-11-24";
let publisher: { memberId: number; businessId: number };
let crashing = false;

async function businessWithMember(phone: string, creditCode: string) {
  const [member] = await db().insert(members).values({ phone, realName: "王立新", passwordHash: "x" }).returning();
  const [business] = await db()
    .insert(businesses)
    .values({ name: `企业${phone}`, creditCode, tenantId: phone })
    .returning();
  return { memberId: member?.id ?? 0, businessId: business?.id ?? 0 };
}

/** A draft need of the publisher, due in ten days. */
const draft = () =>
  createProjectRepository(db()).create(
    {
      title: "长春市宽城区综合管廊钢结构支架",
      category: "钢结构工程专业承包",
      regionCode: "220100",
      budgetMinFen: 300_000_000,
      budgetMaxFen: 500_000_000,
      deadline: new Date(AT.getTime() + 10 * 86_400_000),
      scope: "综合管廊钢结构支架制作与安装。",
      contactName: "张建国",
      publisherBusinessId: publisher.businessId,
      publisherMemberId: publisher.memberId,
      state: "draft",
      createdAt: AT,
      updatedAt: AT,
    },
    TODAY,
  );

const noticeCount = async () => (await db().select({ n: count() }).from(notices))[0]?.n ?? 0;
const stored = async (id: number) => (await db().select().from(marketProjects).where(eq(marketProjects.id, id)))[0];

beforeAll(async () => {
  handle = await openDatabase({ memory: true });
  await db().execute(sql.raw("create function crash_here() returns trigger language plpgsql as $$ begin raise exception 'simulated crash'; end $$"));
  publisher = await businessWithMember("13800009911", "91220101MA0000011X");
  // A subscriber whose reviewed certificate fits every 钢结构 need: publishing tells it.
  const subscriber = await businessWithMember("13800009912", "91220101MA0000012X");
  await db().insert(projectAlertSubscriptions).values(subscriber);
  await db().insert(qualificationCertificates).values({
    businessId: subscriber.businessId,
    name: "钢结构工程专业承包",
    level: "一级",
    certificateNo: "D222000001",
    issuingAuthority: "吉林省住房和城乡建设厅",
    validUntil: "2030-12-31",
    resourceId: 1,
    state: "certified",
    submittedBy: subscriber.memberId,
  });
}, 60_000);
afterEach(async () => {
  if (crashing) await db().execute(sql.raw("drop trigger crash_here on notice"));
  crashing = false;
});
afterAll(() => handle.close());

describe("a project's state change and its alerts are one save", () => {
  it("a draft whose alerts cannot be written is not published; without the crash it is, with its alert", async () => {
    const row = await draft();
    const before = await noticeCount();
    await db().execute(sql.raw("create trigger crash_here before insert on notice for each row execute function crash_here()"));
    crashing = true;
    await expect(createProjectRepository(db()).act(row, "publish", AT, TODAY)).rejects.toThrow(/insert into "notice"/);
    expect(await stored(row.id)).toMatchObject({ state: "draft", publishedAt: null });
    await db().execute(sql.raw("drop trigger crash_here on notice"));
    crashing = false;
    const published = await createProjectRepository(db()).act(row, "publish", AT, TODAY);
    expect(published).toMatchObject({ state: "published", publishedAt: AT, updatedAt: AT });
    expect(await noticeCount()).toBe(before + 1);
  });

  it("an action on a project that moved on since it was read is refused and tells nobody again", async () => {
    const row = await draft();
    await createProjectRepository(db()).act(row, "publish", AT, TODAY);
    const told = await noticeCount();
    // The same draft, read before it was published: the write is guarded by the state read.
    await expect(createProjectRepository(db()).act(row, "publish", AT, TODAY)).rejects.toThrow("项目当前状态不能进行此操作");
    expect(await noticeCount()).toBe(told);
    expect((await stored(row.id))?.state).toBe("published");
  });
});
