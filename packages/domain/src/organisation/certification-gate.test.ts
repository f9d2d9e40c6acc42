import { describe, expect, it } from "vitest";
import { BUSINESS_CERTIFICATION_STATES, CERTIFIED_ACTIONS, type CertifiedAction, certificationRefusal } from "./certification-gate.ts";

const CERTIFIED_ACTION_KEYS = Object.keys(CERTIFIED_ACTIONS) as CertifiedAction[];

describe("certification gate", () => {
  const refused = BUSINESS_CERTIFICATION_STATES.filter((state) => state !== "certified");

  it.each(CERTIFIED_ACTION_KEYS.flatMap((action) => refused.map((state) => [action, state] as const)))(
    "refuses %s while the business is %s",
    (action, state) => {
      const refusal = certificationRefusal(state, action);
      expect(refusal).not.toBeNull();
      // Each refusal says what was refused and why.
      expect(refusal?.message).toContain(CERTIFIED_ACTIONS[action]);
    },
  );

  it.each(CERTIFIED_ACTION_KEYS)("lets a certified business %s", (action) => {
    expect(certificationRefusal("certified", action)).toBeNull();
  });

  it.each([
    ["uncertified", "贵企业尚未通过企业认证，暂不能发布询价单。请先完成企业认证"],
    ["pending", "贵企业的企业认证正在审核中，审核通过后才能发布询价单"],
    ["rejected", "贵企业的企业认证未通过，暂不能发布询价单。请按驳回原因修改后重新提交企业认证"],
    // A state the rule does not know keeps the gate shut.
    ["", "贵企业尚未通过企业认证，暂不能发布询价单。请先完成企业认证"],
    ["awaiting_deposit", "贵企业尚未通过企业认证，暂不能发布询价单。请先完成企业认证"],
  ])("words the refusal of a business that is %j", (state, text) => {
    expect(certificationRefusal(state, "inquiry.publish")?.message).toBe(text);
  });
});
