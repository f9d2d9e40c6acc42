import { procurementCalls } from "@cidp/api-client/contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDateTime } from "../../http/format.ts";
import { randomSealingKeys } from "../../security/sealing-keys.ts";
import { businessIdOf, contractCalls, type LoggedIn, login } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";

// 询价设置: a business may ask every round of its sheets to last longer than the platform's two
// hours; publishing, the approval that publishes and a 二次报价 are held to it, and the refusal
// names the business's minimum.

const HOUR = 3_600_000;
let t: TestApp;
let zhang: LoggedIn;
const { answer: call } = contractCalls(() => t);
const inHours = (hours: number) => formatDateTime(new Date(Date.now() + hours * HOUR));

const draft = (deadline: string) => ({
  title: "宏远研发中心砌体材料采购",
  category: "物资",
  mode: "public",
  deadline,
  lines: [{ name: "蒸压加气混凝土砌块", spec: "600×200×200 B06", unit: "立方米", quantityMilli: 320_000 }],
});

beforeAll(async () => {
  t = await createTestApp({ memory: true }, { sealingKeys: randomSealingKeys() });
  zhang = await login(t, "13800000001", await businessIdOf(t.database.db, "91220101MA14XKQ355"));
}, 90_000);
afterAll(() => t?.close());

describe("the minimum round length of a business", () => {
  it("is the platform's two hours until the administrator sets it, within 2 to 72 hours", async () => {
    expect((await call<{ minRoundHours: number }>(procurementCalls.settings, zhang, {})).data.minRoundHours).toBe(2);
    expect((await call(procurementCalls.saveSettings, zhang, { requiresApproval: false, minRoundHours: 1 })).msg).toContain("每轮报价时间不得少于2小时");
    expect((await call(procurementCalls.saveSettings, zhang, { requiresApproval: false, minRoundHours: 100 })).msg).toContain("每轮报价的最短时长不超过72小时");
    const saved = await call(procurementCalls.saveSettings, zhang, { requiresApproval: false, minRoundHours: 24 });
    expect(saved).toMatchObject({ code: 200, msg: "已关闭发布前内部审批，每轮报价至少24小时", data: { minRoundHours: 24 } });
    // Saved without it, the hours stay as they were.
    expect((await call(procurementCalls.saveSettings, zhang, { requiresApproval: false })).data).toMatchObject({ minRoundHours: 24 });
  });

  it("holds publishing to it, naming the business's minimum, and lets a long enough round out", async () => {
    const short = await call<{ id: number }>(procurementCalls.saveDraft, zhang, draft(inHours(10)));
    expect(await call(procurementCalls.publish, zhang, { id: short.data.id })).toMatchObject({
      code: 400,
      msg: "每轮报价时间至少24小时，请把截止时间设在24小时之后",
    });
    const long = await call<{ id: number }>(procurementCalls.saveDraft, zhang, draft(inHours(30)));
    expect(await call(procurementCalls.publish, zhang, { id: long.data.id })).toMatchObject({ code: 200, data: { state: "quoting" } });
  });
});
