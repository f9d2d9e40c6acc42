import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { effectivePermissions, grantRefusal, PERMISSION_KEYS, PERMISSION_LABELS, permissionRefusal, ROLE_TEMPLATES } from "./permissions.ts";

const isPermissionKey = (value: unknown) => (PERMISSION_KEYS as readonly unknown[]).includes(value);

describe("permission keys and role templates", () => {
  it("labels every key, and every template names only known keys", () => {
    expect(Object.keys(PERMISSION_LABELS).sort()).toEqual([...PERMISSION_KEYS].sort());
    for (const role of ROLE_TEMPLATES) expect(role.permissions.every(isPermissionKey)).toBe(true);
    expect(ROLE_TEMPLATES.map((r) => r.name)).toEqual(["管理员", "采购员", "审批人", "报价员", "财务"]);
  });

  it("gives 融资申请 (finance_apply) to the 管理员 and the 财务 only", () => {
    const holders = ROLE_TEMPLATES.filter((r) => (r.permissions as readonly string[]).includes("finance_apply")).map((r) => r.name);
    expect(holders).toEqual(["管理员", "财务"]);
  });

  itMapsEach("isPermissionKey(%j) is %s", isPermissionKey, [
    ["user_view", true],
    ["inquiry_award", true],
    ["INQUIRY_AWARD", false],
    ["root", false],
    ["", false],
    [null, false],
    [7, false],
  ]);
});

describe("effectivePermissions", () => {
  it.each([
    ["an administrator holds every key", true, [], [...PERMISSION_KEYS]],
    ["no role, no permission", false, [], []],
    ["one role", false, [["user_view", "quote_submit"]], ["user_view", "quote_submit"]],
    [
      "the union of roles, in list order, without repeats",
      false,
      [
        ["order_pay", "user_view"],
        ["user_view", "inquiry_create"],
      ],
      ["user_view", "inquiry_create", "order_pay"],
    ],
    ["unknown keys are ignored", false, [["root", "user_view"]], ["user_view"]],
  ])("%s", (_name, isAdmin, roles, expected) => {
    expect(
      effectivePermissions(
        isAdmin as boolean,
        (roles as string[][]).map((permissions) => ({ permissions })),
      ),
    ).toEqual(expected);
  });

  it("never holds a key no role gives, unless admin (property)", () => {
    const keys = fc.constantFrom(...PERMISSION_KEYS);
    fc.assert(
      fc.property(fc.array(fc.array(keys)), (roles) => {
        const held = effectivePermissions(
          false,
          roles.map((permissions) => ({ permissions })),
        );
        return held.every((key) => roles.some((role) => role.includes(key))) && new Set(held).size === held.length;
      }),
    );
  });
});

describe("grantRefusal", () => {
  const base = { granterId: 1, targetId: 2, granterIsAdmin: false, granterPermissions: ["role_manage", "user_view", "quote_submit"] };
  it.each([
    ["nobody changes their own roles, not even an administrator", { ...base, targetId: 1, granterIsAdmin: true, permissions: ["user_view"] }, "self"],
    ["an administrator grants anything to another member", { ...base, granterIsAdmin: true, permissions: [...PERMISSION_KEYS] }, null],
    ["a role manager grants what they hold", { ...base, permissions: ["user_view", "quote_submit"] }, null],
    ["a role manager cannot grant what they lack", { ...base, permissions: ["inquiry_award"] }, "escalation"],
    ["an empty grant is fine", { ...base, permissions: [] }, null],
  ])("%s", (_name, input, expected) => {
    expect(grantRefusal(input)).toBe(expected);
  });

  it("a non-administrator never grants a key they do not hold (property)", () => {
    const keys = fc.constantFrom(...PERMISSION_KEYS);
    fc.assert(
      fc.property(fc.array(keys), fc.array(keys), (granterPermissions, permissions) => {
        const refusal = grantRefusal({ granterId: 1, targetId: 2, granterIsAdmin: false, granterPermissions, permissions });
        return refusal === null ? permissions.every((k) => granterPermissions.includes(k)) : refusal === "escalation";
      }),
    );
  });
});

describe("permissionRefusal", () => {
  it.each([
    { keys: ["inquiry_award"] as const, text: "无权限执行此操作：需要「询价定标」权限，请联系企业管理员为您分配" },
    { keys: ["order_pay", "tender_manage"] as const, text: "无权限执行此操作：需要「订单支付」或「招标管理」权限，请联系企业管理员为您分配" },
    { keys: ["quote_submit", "quote_submit"] as const, text: "无权限执行此操作：需要「提交报价」权限，请联系企业管理员为您分配" },
  ])("names $keys", ({ keys, text }) => {
    expect(permissionRefusal(keys)).toBe(text);
  });
});
