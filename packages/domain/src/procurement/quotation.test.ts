import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itAnswersEveryEvent, type OutcomeTable, REFUSED as R, SAME as S } from "../testing/transition-cases.ts";
import { QUOTATION_FINAL_STATES, QUOTATION_STATES, type QuotationEvent, type QuotationState, transitionQuotation } from "./quotation.ts";

const NOW = Date.UTC(2026, 10, 23, 8);
const DEADLINE = NOW + 86_400_000;
const open = { now: NOW, deadline: DEADLINE };

const events = {
  participate: { type: "respond", participate: true },
  decline: { type: "respond", participate: false, reason: "产能已满" },
  draft: { type: "save-draft", ...open },
  submit: { type: "submit", ...open },
  withdraw: { type: "withdraw", ...open },
  close: { type: "close" },
  shortlist: { type: "shortlist" },
  exclude: { type: "exclude" },
  win: { type: "award", won: true },
  lose: { type: "award", won: false },
  ended: { type: "sheet-ended" },
} satisfies Record<string, QuotationEvent>;

const table: OutcomeTable<QuotationState, keyof typeof events> = {
  // biome-ignore format: a table reads best in rows
  pending_response: { participate: "participating", decline: "declined", draft: R, submit: "submitted", withdraw: R, close: "expired", shortlist: R, exclude: R, win: R, lose: R, ended: "expired" },
  // biome-ignore format: a table reads best in rows
  declined:         { participate: R, decline: S, draft: R, submit: R, withdraw: R, close: S, shortlist: R, exclude: R, win: R, lose: R, ended: S },
  // biome-ignore format: a table reads best in rows
  participating:    { participate: S, decline: R, draft: "drafting", submit: "submitted", withdraw: R, close: "expired", shortlist: R, exclude: R, win: R, lose: R, ended: "expired" },
  // biome-ignore format: a table reads best in rows
  drafting:         { participate: R, decline: R, draft: S, submit: "submitted", withdraw: R, close: "expired", shortlist: R, exclude: R, win: R, lose: R, ended: "expired" },
  // biome-ignore format: a table reads best in rows
  submitted:        { participate: R, decline: R, draft: R, submit: "submitted", withdraw: "participating", close: "closed", shortlist: R, exclude: R, win: R, lose: R, ended: "expired" },
  // biome-ignore format: a table reads best in rows
  closed:           { participate: R, decline: R, draft: R, submit: R, withdraw: R, close: S, shortlist: "awaiting_round", exclude: "not_shortlisted", win: "won", lose: "lost", ended: "expired" },
  // biome-ignore format: a table reads best in rows
  awaiting_round:   { participate: R, decline: R, draft: R, submit: "round_submitted", withdraw: R, close: "closed", shortlist: S, exclude: R, win: R, lose: R, ended: "expired" },
  // biome-ignore format: a table reads best in rows
  round_submitted:  { participate: R, decline: R, draft: R, submit: "round_submitted", withdraw: R, close: "closed", shortlist: R, exclude: R, win: R, lose: R, ended: "expired" },
  // biome-ignore format: a table reads best in rows
  not_shortlisted:  { participate: R, decline: R, draft: R, submit: R, withdraw: R, close: S, shortlist: R, exclude: S, win: R, lose: "lost", ended: S },
  // biome-ignore format: a table reads best in rows
  won:              { participate: R, decline: R, draft: R, submit: R, withdraw: R, close: S, shortlist: R, exclude: R, win: S, lose: R, ended: S },
  // biome-ignore format: a table reads best in rows
  lost:             { participate: R, decline: R, draft: R, submit: R, withdraw: R, close: S, shortlist: R, exclude: R, win: R, lose: S, ended: S },
  // biome-ignore format: a table reads best in rows
  expired:          { participate: R, decline: R, draft: R, submit: R, withdraw: R, close: S, shortlist: R, exclude: R, win: R, lose: R, ended: S },
};

describe("transitionQuotation: every state × every event", () => {
  itAnswersEveryEvent(QUOTATION_STATES, events, table, "quotation", (state, event) => transitionQuotation({ state, version: 1 }, event));
});

describe("transitionQuotation: the rules", () => {
  it.each([
    ["declining without a reason", "pending_response", { type: "respond", participate: false, reason: " " }, "quotation.reason-required"],
    ["submitting at the deadline", "drafting", { type: "submit", now: DEADLINE, deadline: DEADLINE }, "quotation.deadline-passed"],
    ["withdrawing after the deadline", "submitted", { type: "withdraw", now: DEADLINE + 1, deadline: DEADLINE }, "quotation.deadline-passed"],
    ["saving a draft after the deadline", "participating", { type: "save-draft", now: DEADLINE, deadline: DEADLINE }, "quotation.deadline-passed"],
  ] as const)("refuses %s", (_name, state, event, code) => {
    expect(transitionQuotation({ state, version: 0 }, event as QuotationEvent)).toEqual({ ok: false, code });
  });

  it("numbers each submitted version; the latest counts", () => {
    let quotation = { state: "participating" as QuotationState, version: 0 };
    for (let i = 1; i <= 3; i++) {
      const result = transitionQuotation(quotation, events.submit);
      if (!result.ok) throw new Error(result.code);
      quotation = result.value.quotation;
      expect(quotation.version).toBe(i);
    }
  });

  it("never leaves a final state and never lowers the version, whatever happens", () => {
    const anyEvent = fc.constantFrom(...(Object.values(events) as QuotationEvent[]));
    fc.assert(
      fc.property(fc.constantFrom(...QUOTATION_STATES), fc.array(anyEvent, { maxLength: 30 }), (start, sequence) => {
        let quotation = { state: start, version: 0 };
        for (const event of sequence) {
          const result = transitionQuotation(quotation, event);
          if (!result.ok) continue;
          if (QUOTATION_FINAL_STATES.includes(quotation.state)) {
            // Only a left-out supplier learns it lost.
            if (result.value.changed) expect([quotation.state, result.value.quotation.state]).toEqual(["not_shortlisted", "lost"]);
          }
          expect(result.value.quotation.version).toBeGreaterThanOrEqual(quotation.version);
          quotation = result.value.quotation;
        }
      }),
    );
  });
});
