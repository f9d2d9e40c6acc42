import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { OPERATOR_PERMISSION_KEYS, OPERATOR_PERMISSIONS, OPERATOR_ROLE_PERMISSIONS, operatorMay } from "./operator-permissions.ts";
import { isOperatorRole, OPERATOR_ROLES, type OperatorRole } from "./operator-roles.ts";

describe("the staff's permission keys", () => {
  it("names every key in Chinese, and every role holds only known keys", () => {
    for (const key of OPERATOR_PERMISSION_KEYS) expect(OPERATOR_PERMISSIONS[key]).toMatch(/\p{Script=Han}/u);
    for (const role of OPERATOR_ROLES) for (const key of OPERATOR_ROLE_PERMISSIONS[role]) expect(OPERATOR_PERMISSION_KEYS).toContain(key);
  });

  // Who may do what, as the back-office issue reads: each row one role and one area.
  it.each<[OperatorRole, keyof typeof OPERATOR_PERMISSIONS, boolean]>([
    ["管理员", "staff.manage", true],
    ["管理员", "members.manage", true],
    ["内容编辑", "content.edit", true],
    ["内容编辑", "content.review", false],
    ["内容审核", "content.review", true],
    ["内容审核", "content.edit", false],
    ["客服", "service.answer", true],
    ["客服", "members.read", true],
    ["客服", "members.manage", false],
    ["客服", "content.edit", false],
    ["财务", "finance.review", true],
    ["财务", "finance.transfers", true],
    ["客服", "finance.transfers", false],
    ["财务", "orders.fulfil", true],
    ["财务", "reports.read", true],
    ["财务", "certification.review", false],
    ["认证审核", "certification.review", true],
    ["认证审核", "finance.review", false],
    ["认证审核", "staff.manage", false],
  ])("%s may %s: %s", (role, key, expected) => {
    expect(operatorMay(role, key)).toBe(expected);
  });

  it("keeps staff management and the audit log to the administrator", () => {
    for (const key of ["staff.manage", "audit.read", "settings.manage", "members.manage", "vip.manage"] as const) {
      expect(OPERATOR_ROLES.filter((role) => operatorMay(role, key))).toEqual(["管理员"]);
    }
  });

  it("never lets one role both write and approve content (a second person approves)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...OPERATOR_ROLES.filter((role) => role !== "管理员")), (role) => {
        expect(operatorMay(role, "content.edit") && operatorMay(role, "content.review")).toBe(false);
      }),
    );
  });

  it("gives the administrator every key, and each other key to at least one daily role", () => {
    // vip.manage too: which manager serves a paying enterprise client is the administrator's call.
    const adminOnly = ["staff.manage", "audit.read", "settings.manage", "members.manage", "vip.manage"];
    fc.assert(
      fc.property(fc.constantFrom(...OPERATOR_PERMISSION_KEYS), (key) => {
        expect(operatorMay("管理员", key)).toBe(true);
        const others = OPERATOR_ROLES.filter((role) => role !== "管理员" && operatorMay(role, key));
        expect(others.length > 0).toBe(!adminOnly.includes(key));
      }),
    );
  });

  itMapsEach("isOperatorRole(%j) is %s", isOperatorRole, [
    ["管理员", true],
    ["客服", true],
    ["admin", false],
    ["", false],
    ["管理员 ", false],
  ]);
});
