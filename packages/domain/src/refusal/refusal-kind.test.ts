import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { REFUSAL_REASON_VALUES } from "../organisation/certification-gate.ts";
import { isRefusalKind, REFUSAL_KIND_VALUES, REFUSAL_KINDS, REFUSAL_NEXT_STEPS, REFUSAL_REASON_KINDS, refusalWithNextStep } from "./refusal-kind.ts";

describe("refusal kinds", () => {
  it("names each kind by its own stable code", () => {
    for (const [key, value] of Object.entries(REFUSAL_KINDS)) expect(value).toBe(key);
  });

  it.each([
    ["permission", true],
    ["state", true],
    ["sealed", true],
    ["certification", true],
    ["limit", true],
    ["not_found", true],
    ["invalid", true],
    ["conflict", true],
    ["fault", false],
    ["NOT_FOUND", false],
    ["", false],
    [undefined, false],
    [403, false],
  ])("recognises %s as a kind: %s", (value, expected) => {
    expect(isRefusalKind(value)).toBe(expected);
  });

  it("lists every kind once", () => {
    expect(new Set(REFUSAL_KIND_VALUES).size).toBe(Object.keys(REFUSAL_KINDS).length);
  });

  it.each([
    ["certification_required", "certification"],
    ["business_registered", "conflict"],
  ] as const)("files the reason %s under the kind %s", (reason, kind) => {
    expect(REFUSAL_REASON_KINDS[reason]).toBe(kind);
  });

  it("gives every refusal reason a kind", () => {
    for (const reason of REFUSAL_REASON_VALUES) expect(isRefusalKind(REFUSAL_REASON_KINDS[reason])).toBe(true);
  });
});

describe("a refusal's next step", () => {
  it.each([
    ["not_found", "订单不存在", "订单不存在。请核对链接，或返回列表重新查找。"],
    ["not_found", "报价单已删除。", "报价单已删除。请核对链接，或返回列表重新查找。"],
    ["state", "存在未答复的异议，不能定标", "存在未答复的异议，不能定标"],
    ["invalid", "金额格式不正确", "金额格式不正确"],
    ["limit", "最多保存10个收货地址", "最多保存10个收货地址"],
    ["sealed", "技术文件随投标密封", "技术文件随投标密封。请在开标时间到达后再查看。"],
    ["permission", "无权限执行此操作：需要「发布询价」权限，请联系企业管理员为您分配", "无权限执行此操作：需要「发布询价」权限，请联系企业管理员为您分配"],
    ["conflict", "询价单已被他人修改，请刷新后重试", "询价单已被他人修改，请刷新后重试"],
  ] as const)("%s: %s → %s", (kind, message, expected) => {
    expect(refusalWithNextStep(kind, message)).toBe(expected);
  });

  it("gives the kinds with one remedy a next step that asks something of the member", () => {
    for (const kind of ["permission", "certification", "sealed", "not_found", "conflict"] as const) expect(REFUSAL_NEXT_STEPS[kind]).toMatch(/请/);
  });

  it("never leaves a message of a kind with one remedy without its next step, never repeats one, and leaves the others as they are", () => {
    fc.assert(
      fc.property(fc.constantFrom(...REFUSAL_KIND_VALUES), fc.string({ maxLength: 30 }), (kind, message) => {
        const said = refusalWithNextStep(kind, message);
        const nextStep = REFUSAL_NEXT_STEPS[kind];
        expect(said.startsWith(message)).toBe(true);
        if (nextStep === undefined) {
          expect(said).toBe(message);
        } else {
          expect(said).toMatch(/请/);
          expect(said.split(nextStep).length).toBeLessThanOrEqual(2);
        }
      }),
    );
  });
});
