import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ExpectedTransitions, itFollowsTransitions } from "../testing/transition-cases.ts";
import {
  APPLICATION_STATES,
  type ApplicationEvent,
  type ApplicationState,
  isPendingApplication,
  nextBankEvent,
  transitionApplication,
} from "./finance-application.ts";
import { consentCovers, FINANCE_CONSENT_VERSION, financeConsentText } from "./finance-consent.ts";

const table: ExpectedTransitions<ApplicationState, ApplicationEvent> = {
  submitted: { accept: "reviewing", approve: "refused", reject: "rejected", disburse: "refused", withdraw: "withdrawn" },
  reviewing: { accept: "refused", approve: "approved", reject: "rejected", disburse: "refused", withdraw: "withdrawn" },
  approved: { accept: "refused", approve: "refused", reject: "refused", disburse: "disbursed", withdraw: "refused" },
  rejected: { accept: "refused", approve: "refused", reject: "refused", disburse: "refused", withdraw: "refused" },
  disbursed: { accept: "refused", approve: "refused", reject: "refused", disburse: "refused", withdraw: "refused" },
  withdrawn: { accept: "refused", approve: "refused", reject: "refused", disburse: "refused", withdraw: "refused" },
};

describe("transitionApplication", () => {
  itFollowsTransitions(table, transitionApplication, "application.transition-forbidden");

  it("lets the bank's next step always be allowed, and ends in a final state", () => {
    fc.assert(
      fc.property(fc.constantFrom(...APPLICATION_STATES), (start) => {
        let state = start;
        for (let step = nextBankEvent(state); step; step = nextBankEvent(state)) {
          const r = transitionApplication(state, step);
          expect(r.ok).toBe(true);
          if (r.ok) state = r.value;
        }
        expect(["disbursed", "rejected", "withdrawn"]).toContain(state);
      }),
    );
  });

  it("counts only 已提交 and 银行审核中 as pending", () => {
    expect(APPLICATION_STATES.filter(isPendingApplication)).toEqual(["submitted", "reviewing"]);
  });
});

describe("consent", () => {
  it("covers only an unrevoked consent to the current text", () => {
    expect(consentCovers(null)).toBe(false);
    expect(consentCovers({ revokedAt: null, textVersion: FINANCE_CONSENT_VERSION })).toBe(true);
    expect(consentCovers({ revokedAt: new Date(), textVersion: FINANCE_CONSENT_VERSION })).toBe(false);
    expect(consentCovers({ revokedAt: null, textVersion: "2020-01-01" })).toBe(false);
  });

  it("names the bank, the data and how to revoke", () => {
    const text = financeConsentText("中国建设银行吉林省分行");
    expect(text).toContain("中国建设银行吉林省分行");
    expect(text).toContain("服务订单");
    expect(text).toContain("撤回");
  });
});
