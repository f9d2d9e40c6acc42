import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { creditCodeCheckChar } from "../validation/credit-code.validator.ts";
import { checkExternalInvitee, EXTERNAL_INVITATION_MESSAGES, invitationsOpen } from "./external-invitation.ts";

const NOW = Date.UTC(2026, 10, 23, 8);

describe("checkExternalInvitee", () => {
  it.each([
    [
      "a phone",
      { companyName: " 吉林省盛达建材有限公司 ", phone: "13943100001" },
      { companyName: "吉林省盛达建材有限公司", phone: "13943100001", creditCode: null },
    ],
    [
      "a credit code, upper-cased",
      { companyName: "长春恒通物资有限公司", creditCode: "91220101ma14xkq355" },
      { companyName: "长春恒通物资有限公司", phone: null, creditCode: "91220101MA14XKQ355" },
    ],
  ])("accepts a company with %s", (_name, input, value) => {
    expect(checkExternalInvitee(input)).toEqual({ ok: true, value });
  });

  it.each([
    ["a one-character name", { companyName: "盛", phone: "13943100001" }, "companyName", EXTERNAL_INVITATION_MESSAGES["external.company-name"]],
    ["neither phone nor code", { companyName: "盛达建材", phone: " ", creditCode: "" }, "phone", EXTERNAL_INVITATION_MESSAGES["external.contact-missing"]],
    [
      "both phone and code",
      { companyName: "盛达建材", phone: "13943100001", creditCode: "91220101MA14XKQ355" },
      "creditCode",
      EXTERNAL_INVITATION_MESSAGES["external.contact-both"],
    ],
    ["a landline", { companyName: "盛达建材", phone: "043188886666" }, "phone", "请输入11位手机号！"],
    ["a phone starting 12", { companyName: "盛达建材", phone: "12943100001" }, "phone", "请输入11位手机号！"],
    [
      "a code with a wrong check character",
      { companyName: "盛达建材", creditCode: "91220101MA14XKQ35M" },
      "creditCode",
      expect.stringContaining("统一社会信用代码"),
    ],
    ["a code with a letter O", { companyName: "盛达建材", creditCode: "91220101MA14XKQ3O5" }, "creditCode", expect.stringContaining("统一社会信用代码")],
  ])("refuses %s on its field", (_name, input, field, message) => {
    const checked = checkExternalInvitee(input);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked).toMatchObject({ field, message });
  });

  it("accepts every valid mobile number and refuses every other 11-character text", () => {
    fc.assert(fc.property(fc.stringMatching(/^1[3-9][0-9]{9}$/), (phone) => checkExternalInvitee({ companyName: "盛达建材", phone }).ok));
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 14 }).filter((s) => s.trim() !== "" && !/^1[3-9][0-9]{9}$/.test(s.trim())),
        (phone) => !checkExternalInvitee({ companyName: "盛达建材", phone }).ok,
      ),
    );
  });

  it("accepts a code exactly when its check character is right", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^91220[0-9]{3}[0-9A-HJ-NPQRTUWXY]{9}$/), (body) => {
        const good = checkExternalInvitee({ companyName: "盛达建材", creditCode: `${body}${creditCodeCheckChar(body)}` });
        const wrong = creditCodeCheckChar(body) === "0" ? "1" : "0";
        const bad = checkExternalInvitee({ companyName: "盛达建材", creditCode: `${body}${wrong}` });
        return good.ok && !bad.ok;
      }),
    );
  });
});

describe("invitationsOpen", () => {
  it.each([
    ["draft", NOW + 1, true],
    ["approving", NOW + 1, true],
    ["quoting", NOW + 1, true],
    ["quoting", NOW, false],
    ["draft", NOW - 1, false],
    ["comparing", NOW + 1, false],
    ["round_quoting", NOW + 1, false],
    ["awarded", NOW + 1, false],
    ["withdrawn", NOW + 1, false],
  ])("%s with the deadline at %s → %s", (state, deadline, open) => {
    expect(invitationsOpen(state, deadline, NOW)).toBe(open);
  });
});
