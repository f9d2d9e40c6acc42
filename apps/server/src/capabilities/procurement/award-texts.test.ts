import { platformPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { members } from "../../platform/member/schema.ts";
import { SMS_NOTICE_JOB } from "../../platform/sms/sms-notice-job.ts";
import { businessIdOf } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { textAwardOutcome } from "./award-texts.ts";

// 定标's text message goes to the person who quoted (the 报价员), not to the supplier's
// administrators, who may never have seen the sheet; a quotation without a kept submitter, or
// whose submitter left the company, falls back to them.

let t: TestApp;
let dingsheng: number;
let huaxin: number;
const memberId = async (phone: string) => (await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, phone)))[0]?.id ?? 0;
const texts = async (phone: string): Promise<string[]> =>
  ((await t.app.inject({ method: "GET", url: `${platformPaths.devSmsOutbox}?phone=${phone}` })).json() as { data: { text: string }[] }).data.map((m) => m.text);

beforeAll(async () => {
  t = await createTestApp();
  dingsheng = await businessIdOf(t.database.db, "91220104MA17B8RT2H");
  huaxin = await businessIdOf(t.database.db, "91220106MA152W4H0D");
}, 60_000);
afterAll(() => t.close());

describe("the award's text messages", () => {
  it("go to the member who submitted each quotation; administrators hear only where nobody is kept or the submitter left", async () => {
    // 朱明辉 (a plain member of 鼎盛) quoted for it; 华信's quotation has no submitter kept; on a second
    // sheet 鼎盛's submitter is 李晓梅, who is no member of 鼎盛 (as one who left it would be).
    const zhu = await memberId("13900000201");
    const li = await memberId("13800000002");
    await textAwardOutcome(
      t.database.db,
      {
        title: "长春新区安置房项目钢筋采购",
        winnerBusinessId: huaxin,
        told: [
          { supplierBusinessId: dingsheng, submittedBy: zhu },
          { supplierBusinessId: huaxin, submittedBy: null },
        ],
      },
      new Date(),
    );
    await textAwardOutcome(
      t.database.db,
      { title: "二道区市政道路沥青采购", winnerBusinessId: huaxin, told: [{ supplierBusinessId: dingsheng, submittedBy: li }] },
      new Date(),
    );
    await t.app.jobs.runDue({ kinds: [SMS_NOTICE_JOB] });

    expect(await texts("13900000201")).toEqual([expect.stringMatching(/询价单《长春新区安置房项目钢筋采购》已定标，贵司未成交/)]);
    // 鼎盛's administrator (张建国) is told only of the sheet whose submitter is no member of 鼎盛.
    expect((await texts("13800000001")).join("\n")).not.toContain("长春新区安置房项目钢筋采购");
    expect(await texts("13800000001")).toContainEqual(expect.stringMatching(/二道区市政道路沥青采购》已定标，贵司未成交/));
    // 华信 kept no submitter: its administrator hears it won; 李晓梅 is not texted about 鼎盛's loss.
    expect(await texts("13800000002")).toEqual([expect.stringMatching(/恭喜！贵司在询价单《长春新区安置房项目钢筋采购》中成交/)]);
  });
});
