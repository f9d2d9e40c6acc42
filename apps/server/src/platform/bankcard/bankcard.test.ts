import { bankCardCalls, platformPaths } from "@cidp/api-client/contract";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { businessIdOf, contractCalls, dataOf, expectFailure, type LoggedIn, login, rowCount } from "../../testing/suite-helpers.ts";
import { createTestApp, type TestApp } from "../../testing/test-app.ts";
import { businesses, members } from "../member/schema.ts";
import { businessRoles, memberRoles } from "../organisation/schema.ts";
import { bankCards } from "./schema.ts";

// Card numbers with a valid Luhn digit: ICBC (622202…), CCB (622700…), PSBC (621799…).
const icbc = "6222021000123456781";
const ccb = "6227001234567890121";
const psbc = "6217990000111122228";

let t: TestApp;
let zhang: LoggedIn; // administrator of the certified contractor
let pending: LoggedIn; // 张建国 acting for the machinery company (certification pending) as a payer: order_pay, no bankcard_manage
let buyer: LoggedIn; // 赵春燕, 采购员 (neither bankcard_manage nor order_pay)
let finance: LoggedIn; // 吴静, 财务 of the contractor (bankcard_manage)
let payer: LoggedIn; // 卫东升 of the contractor, a payer (order_pay, no bankcard_manage)
const contractor = "吉林宏远建设工程有限公司";

beforeAll(async () => {
  t = await createTestApp();
  const byCode = (creditCode: string) => businessIdOf(t.database.db, creditCode);
  const [machinery, hongyuan] = [await byCode("91220200MA0Y6C9P7R"), await byCode("91220101MA14XKQ355")];
  // A payer's role (order_pay alone) for 张建国 at the machinery company and 卫东升 at the contractor.
  for (const [businessId, phone] of [
    [machinery, "13800000001"],
    [hongyuan, "13900000110"],
  ] as const) {
    const [role] = await t.database.db
      .insert(businessRoles)
      .values({ businessId, name: "出纳", permissions: ["order_pay"] })
      .returning();
    const [member] = await t.database.db.select({ id: members.id }).from(members).where(eq(members.phone, phone));
    await t.database.db.insert(memberRoles).values({ memberId: member?.id ?? 0, businessId, roleId: role?.id ?? 0 });
  }
  zhang = await login(t, "13800000001", hongyuan);
  pending = await login(t, "13800000001", machinery);
  payer = await login(t, "13900000110", hongyuan);
  buyer = await login(t, "13900000102", hongyuan);
  finance = await login(t, "13900000105", hongyuan);
});

afterAll(() => t.close());

type Card = {
  id: number;
  kind: string;
  holderName: string;
  bankName: string;
  maskedNumber: string;
  isDefault: boolean;
  deposit: { sent: boolean; reference: string; attemptsLeft: number } | null;
};
const { call } = contractCalls(() => t);
const list = async (who: LoggedIn) => dataOf<{ personal: Card[]; corporate: Card[]; mayManageCorporate: boolean }>(await call(bankCardCalls.list, who));

describe("personal cards", () => {
  it("binds a card in the member's own name: bank from the BIN, masked, the first one default, never the whole number stored", async () => {
    const bound = dataOf<Card>(await call(bankCardCalls.bind, zhang, { kind: "personal", cardNumber: "6222 0210 0012 3456 781", holderName: "张建国" }));
    expect(bound).toMatchObject({ kind: "personal", bankName: "工商银行", maskedNumber: "**** **** **** 6781", isDefault: true, holderName: "张建国" });
    const [row] = await t.database.db.select().from(bankCards).where(eq(bankCards.id, bound.id));
    expect(JSON.stringify(row)).not.toContain(icbc);
    expect(row?.last4).toBe("6781");
  });

  it.each([
    ["a wrong check digit", { cardNumber: "6222021000123456782", holderName: "张建国" }, /校验未通过/],
    ["letters", { cardNumber: "6222abcd", holderName: "张建国" }, /8至30位数字/],
    ["too short", { cardNumber: "1234567", holderName: "张建国" }, /8至30位数字/],
    ["another person's name", { cardNumber: ccb, holderName: "李晓梅" }, /持卡人姓名须与账户实名姓名一致/],
    ["an empty name", { cardNumber: ccb, holderName: " " }, /请输入持卡人姓名/],
    ["an unknown bank without its name", { cardNumber: "9558800000000000000", holderName: "张建国" }, /请选择开户银行/],
  ])("refuses %s, and writes nothing", async (_name, body, message) => {
    const before = await rowCount(t.database.db, bankCards);
    expectFailure(await call(bankCardCalls.bind, zhang, { kind: "personal", ...body }), 400, message);
    expect(await rowCount(t.database.db, bankCards)).toBe(before);
  });

  it("refuses the same card twice, moves the default, and unbinding the default hands it on", async () => {
    expectFailure(await call(bankCardCalls.bind, zhang, { kind: "personal", cardNumber: icbc, holderName: "张建国" }), 400, /请勿重复绑定/);
    const second = dataOf<Card>(await call(bankCardCalls.bind, zhang, { kind: "personal", cardNumber: psbc, holderName: "张建国" }));
    expect(second).toMatchObject({ bankName: "邮储银行", isDefault: false });
    await call(bankCardCalls.setDefault, zhang, { id: second.id });
    expect((await list(zhang)).personal.map((c) => [c.bankName, c.isDefault])).toEqual([
      ["邮储银行", true],
      ["工商银行", false],
    ]);
    expect((await call(bankCardCalls.unbind, zhang, { id: second.id })).json()).toMatchObject({ code: 200 });
    expect((await list(zhang)).personal.map((c) => [c.bankName, c.isDefault])).toEqual([["工商银行", true]]);
  });

  it("keeps a member's cards their own: another member cannot see, default or unbind them", async () => {
    const [mine] = (await list(zhang)).personal;
    expect((await list(finance)).personal).toEqual([]);
    expectFailure(await call(bankCardCalls.unbind, finance, { id: mine?.id }), 404);
    expectFailure(await call(bankCardCalls.setDefault, finance, { id: mine?.id }), 404);
    // The same member acting for another business (where they pay) still has their own cards.
    expect((await list(pending)).personal.map((c) => c.bankName)).toEqual(["工商银行"]);
  });
});

describe("对公 accounts of the selected business", () => {
  /** The sandbox's "statement" of an account's check amount (devHelpers). */
  const statement = async (id: number) =>
    (await t.app.inject({ method: "GET", url: `${platformPaths.devBankCardDeposit}?id=${id}` })).json() as { amount: string; reference: string };
  const bindCorporate = (cardNumber: string, who = zhang) =>
    call(bankCardCalls.bind, who, { kind: "corporate", cardNumber, holderName: contractor, bankName: "吉林银行" });
  /** A wrong amount for a check of `cents`: one cent off, within the amounts the check chooses. */
  const wrongFor = (amount: string) => (Number(amount) >= 0.5 ? "0.01" : "0.99");

  it("binds an account in the certified business's name with its bank, which proves itself by the amount sent to it", async () => {
    const answer = await bindCorporate("22050100123456789012");
    expect(answer.json()).toMatchObject({ msg: expect.stringContaining("请查看账户明细后填写金额完成验证") });
    const bound = dataOf<Card>(answer);
    // Until the amount is read back the account is neither verified nor anyone's default.
    expect(bound).toMatchObject({ kind: "corporate", bankName: "吉林银行", maskedNumber: "**** **** **** 9012", isDefault: false });
    expect(bound.deposit).toMatchObject({ sent: true, attemptsLeft: 3, reference: expect.stringMatching(/^SBX-/) });
    expectFailure(await call(bankCardCalls.setDefault, zhang, { id: bound.id }), 400, /尚未完成小额打款验证/);
    const { amount } = await statement(bound.id);
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, { id: bound.id, amount: wrongFor(amount) }), 400, /还可尝试2次/);
    expect((await list(zhang)).corporate[0]?.deposit?.attemptsLeft).toBe(2);
    const verified = dataOf<Card>(await call(bankCardCalls.confirmDeposit, zhang, { id: bound.id, amount }));
    expect(verified).toMatchObject({ id: bound.id, isDefault: true, deposit: null });
    const [row] = await t.database.db.select().from(bankCards).where(eq(bankCards.id, bound.id));
    expect(row).toMatchObject({ accountCipher: null, depositAttempts: 1 });
    expect(row?.verifiedAt).toBeInstanceOf(Date);
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, { id: bound.id, amount }), 400, /无需确认打款金额/);
    expect((await list(zhang)).corporate).toHaveLength(1);
  });

  it("unbinds an account whose amount was typed wrong three times, and says to check the number and bind again", async () => {
    const bound = dataOf<Card>(await bindCorporate("22050100123456780000"));
    const { amount } = await statement(bound.id);
    const wrong = { id: bound.id, amount: wrongFor(amount) };
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, wrong), 400, /还可尝试2次/);
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, wrong), 400, /还可尝试1次/);
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, wrong), 400, /3次验证不正确，该对公账户已解除绑定，请核对账号后重新绑定/);
    expect((await list(zhang)).corporate.map((card) => card.id)).not.toContain(bound.id);
    // The right amount after that finds nothing to confirm.
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, { id: bound.id, amount }), 404);
  });

  it.each([
    ["no amount", ""],
    ["letters", "abc"],
    ["more than a yuan", "1.50"],
    ["three decimals", "0.123"],
  ])("refuses an amount with %s and counts no try", async (_name, amount) => {
    const bound = dataOf<Card>(await bindCorporate(`2205010012345678${String(amount.length).padStart(4, "7")}`));
    expectFailure(await call(bankCardCalls.confirmDeposit, zhang, { id: bound.id, amount }), 400, /请输入收到的金额/);
    expect((await list(zhang)).corporate.find((card) => card.id === bound.id)?.deposit?.attemptsLeft).toBe(3);
    await call(bankCardCalls.unbind, zhang, { id: bound.id });
  });

  it.each([
    ["another name", { holderName: "别的公司", bankName: "吉林银行" }, /户名须与企业名称一致/],
    ["no bank", { holderName: contractor }, /请选择开户银行/],
  ])("refuses %s", async (_name, body, message) => {
    expectFailure(await call(bankCardCalls.bind, zhang, { kind: "corporate", cardNumber: "22050100999999999999", ...body }), 400, message);
  });

  it("refuses a business not yet certified, even to its administrator", async () => {
    await t.database.db.update(businesses).set({ certificationState: "pending" }).where(eq(businesses.name, contractor));
    try {
      expectFailure(
        await call(bankCardCalls.bind, zhang, { kind: "corporate", cardNumber: "22050100888888888888", holderName: contractor, bankName: "吉林银行" }),
        400,
        /完成认证/,
      );
    } finally {
      await t.database.db.update(businesses).set({ certificationState: "certified" }).where(eq(businesses.name, contractor));
    }
  });

  it("refuses a plain member of a business its accounts", async () => {
    expectFailure(
      await call(bankCardCalls.bind, pending, {
        kind: "corporate",
        cardNumber: "22050100888888888888",
        holderName: "吉林省安泰机械设备租赁有限公司",
        bankName: "吉林银行",
      }),
      403,
    );
  });

  it("shows the 财务 the business's accounts, and lets them manage them", async () => {
    const seen = await list(finance);
    expect(seen.mayManageCorporate).toBe(true);
    expect(seen.corporate).toHaveLength(1);
  });

  it("refuses a 采购员, who neither pays nor manages accounts, the cards and the accounts", async () => {
    const [account] = (await list(zhang)).corporate;
    expectFailure(await call(bankCardCalls.list, buyer), 403, /无权限/);
    expectFailure(
      await call(bankCardCalls.bind, buyer, { kind: "corporate", cardNumber: "22050100777777777777", holderName: contractor, bankName: "吉林银行" }),
      403,
      /无权限/,
    );
    expectFailure(await call(bankCardCalls.unbind, buyer, { id: account?.id }), 403, /无权限/);
  });

  it("shows a payer without bankcard_manage only their own cards, never the business's accounts", async () => {
    expect((await list(zhang)).corporate).toHaveLength(1);
    expect(await list(payer)).toEqual({ personal: [], corporate: [], mayManageCorporate: false });
  });

  it("refuses a visitor with 401", async () => {
    expectFailure(await t.app.inject({ method: "GET", url: bankCardCalls.list.path }), 401);
  });
});
