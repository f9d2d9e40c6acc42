import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { itAnswersEveryEvent, type OutcomeTable, REFUSED as R } from "../testing/transition-cases.ts";
import {
  AWARD_WINDOW_DAYS,
  effectiveMinRoundHours,
  MAX_MIN_ROUND_HOURS,
  MAX_QUOTATION_ROUNDS,
  MIN_ROUND_HOURS,
  roundLengthRefusal,
  roundTooShortText,
  SHEET_STATES,
  type SheetEvent,
  type SheetState,
  type SheetStatus,
  sheetStateLabel,
  transitionSheet,
} from "./inquiry-sheet.ts";

const HOUR = 3_600_000;
/** States that end the sheet. */
const SHEET_FINAL_STATES: readonly SheetState[] = ["awarded", "withdrawn", "failed", "cancelled", "expired"];
const DAY = 24 * HOUR;
const NOW = Date.UTC(2026, 10, 23, 8);
const DEADLINE = NOW + 3 * DAY;

const sheetIn = (state: SheetState, patch: Partial<SheetStatus> = {}): SheetStatus => ({
  state,
  round: state === "round_quoting" ? 2 : 1,
  deadline: DEADLINE,
  quotations: ["draft", "approving", "withdrawn"].includes(state) ? 0 : 2,
  roundCap: MAX_QUOTATION_ROUNDS,
  ...patch,
});

const AFTER = DEADLINE + HOUR;
const events = {
  submit: { type: "submit", needsApproval: false, now: NOW },
  submitForApproval: { type: "submit", needsApproval: true, now: NOW },
  approve: { type: "approve", now: NOW },
  returnToDraft: { type: "return-to-draft", reason: "预算未落实" },
  deadline: { type: "deadline-passed", now: AFTER },
  startRound: { type: "start-round", shortlisted: 2, deadline: AFTER + 24 * HOUR, now: AFTER },
  proposeAward: { type: "propose-award" },
  reconsider: { type: "reconsider" },
  award: { type: "award" },
  withdraw: { type: "withdraw" },
  fail: { type: "fail", reason: "报价均超控制价" },
  cancel: { type: "cancel", reason: "项目取消" },
  lapse: { type: "lapse", now: DEADLINE + (AWARD_WINDOW_DAYS + 1) * DAY },
} satisfies Record<string, SheetEvent>;

/** Every state × every event: the next state, "same" (already happened) or refused. */
const table: OutcomeTable<SheetState, keyof typeof events> = {
  // biome-ignore format: a table reads best in rows
  draft:         { submit: "quoting", submitForApproval: "approving", approve: R, returnToDraft: "same", deadline: R, startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: R, fail: R, cancel: R, lapse: R },
  // biome-ignore format: a table reads best in rows
  approving:     { submit: "same", submitForApproval: "same", approve: "quoting", returnToDraft: "draft", deadline: R, startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: "withdrawn", fail: R, cancel: R, lapse: R },
  // biome-ignore format: a table reads best in rows
  quoting:       { submit: "same", submitForApproval: "same", approve: "same", returnToDraft: R, deadline: "comparing", startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: R, fail: "failed", cancel: "cancelled", lapse: R },
  // biome-ignore format: a table reads best in rows
  comparing:     { submit: R, submitForApproval: R, approve: R, returnToDraft: R, deadline: "same", startRound: "round_quoting", proposeAward: "pending_award", reconsider: R, award: R, withdraw: R, fail: "failed", cancel: "cancelled", lapse: "expired" },
  // biome-ignore format: a table reads best in rows
  round_quoting: { submit: "same", submitForApproval: "same", approve: R, returnToDraft: R, deadline: "comparing", startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: R, fail: "failed", cancel: "cancelled", lapse: R },
  // biome-ignore format: a table reads best in rows
  pending_award: { submit: R, submitForApproval: R, approve: R, returnToDraft: R, deadline: R, startRound: R, proposeAward: "same", reconsider: "comparing", award: "awarded", withdraw: R, fail: "failed", cancel: "cancelled", lapse: "expired" },
  // biome-ignore format: a table reads best in rows
  awarded:       { submit: R, submitForApproval: R, approve: R, returnToDraft: R, deadline: R, startRound: R, proposeAward: R, reconsider: R, award: "same", withdraw: R, fail: R, cancel: R, lapse: R },
  // biome-ignore format: a table reads best in rows
  withdrawn:     { submit: R, submitForApproval: R, approve: R, returnToDraft: R, deadline: R, startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: "same", fail: R, cancel: R, lapse: R },
  // biome-ignore format: a table reads best in rows
  failed:        { submit: R, submitForApproval: R, approve: R, returnToDraft: R, deadline: "same", startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: R, fail: "same", cancel: R, lapse: R },
  // biome-ignore format: a table reads best in rows
  cancelled:     { submit: R, submitForApproval: R, approve: R, returnToDraft: R, deadline: R, startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: R, fail: R, cancel: "same", lapse: R },
  // biome-ignore format: a table reads best in rows
  expired:       { submit: R, submitForApproval: R, approve: R, returnToDraft: R, deadline: R, startRound: R, proposeAward: R, reconsider: R, award: R, withdraw: R, fail: R, cancel: R, lapse: "same" },
};

describe("transitionSheet: every state × every event", () => {
  itAnswersEveryEvent(SHEET_STATES, events, table, "sheet", (state, event) => transitionSheet(sheetIn(state), event));
});

describe("transitionSheet: the rules", () => {
  it.each([
    ["a deadline already past cannot be published", sheetIn("draft", { deadline: NOW - 1 }), events.submit, "sheet.deadline-in-past"],
    ["the deadline has not come", sheetIn("quoting"), { type: "deadline-passed", now: DEADLINE - 1 }, "sheet.deadline-not-reached"],
    ["withdrawal after the first quotation", sheetIn("quoting", { quotations: 1 }), events.withdraw, "sheet.already-quoted"],
    ["rounds beyond the cap", sheetIn("comparing", { round: MAX_QUOTATION_ROUNDS }), events.startRound, "sheet.round-cap"],
    ["rounds beyond the business's own cap", sheetIn("comparing", { round: 1, roundCap: 1 }), events.startRound, "sheet.round-cap"],
    ["a round with no one shortlisted", sheetIn("comparing"), { ...events.startRound, shortlisted: 0 }, "sheet.shortlist-empty"],
    ["a round shorter than the minimum", sheetIn("comparing"), { ...events.startRound, deadline: AFTER + MIN_ROUND_HOURS * HOUR - 1 }, "sheet.round-too-short"],
    ["流标 without a reason", sheetIn("comparing"), { type: "fail", reason: "  " }, "sheet.reason-required"],
    ["取消 without a reason", sheetIn("quoting"), { type: "cancel", reason: "" }, "sheet.reason-required"],
    ["审批退回 without a reason", sheetIn("approving"), { type: "return-to-draft", reason: " " }, "sheet.reason-required"],
    ["approving a sheet whose deadline passed while it waited", sheetIn("approving", { deadline: NOW - 1 }), events.approve, "sheet.deadline-in-past"],
    // One minimum for every round: the first one too, published directly or by the approval.
    ["a first round shorter than the minimum", sheetIn("draft", { deadline: NOW + MIN_ROUND_HOURS * HOUR - 1 }), events.submit, "sheet.round-too-short"],
    [
      "approving a sheet whose deadline came too close while it waited",
      sheetIn("approving", { deadline: NOW + HOUR }),
      events.approve,
      "sheet.round-too-short",
    ],
    ["an approver's new deadline too close", sheetIn("approving", { deadline: NOW - 1 }), { ...events.approve, deadline: NOW + HOUR }, "sheet.round-too-short"],
    [
      "an approver's new deadline already past",
      sheetIn("approving", { deadline: NOW - 1 }),
      { ...events.approve, deadline: NOW - HOUR },
      "sheet.deadline-in-past",
    ],
    ["lapsing inside the award window", sheetIn("comparing"), { type: "lapse", now: DEADLINE + DAY }, "sheet.award-window-open"],
  ] as const)("refuses %s", (_name, sheet, event, code) => {
    expect(transitionSheet(sheet, event as SheetEvent)).toEqual({ ok: false, code });
  });

  it("lets the approver publish a sheet whose deadline lapsed while it waited, with a new deadline", () => {
    const deadline = NOW + 2 * DAY;
    expect(transitionSheet(sheetIn("approving", { deadline: NOW - DAY }), { ...events.approve, deadline })).toMatchObject({
      ok: true,
      value: { sheet: { state: "quoting", round: 1, deadline }, changed: true },
    });
  });

  it("judges a sheet sent for approval by its deadline when the approval publishes it, not when it is sent", () => {
    const close = sheetIn("draft", { deadline: NOW + HOUR });
    expect(transitionSheet(close, events.submitForApproval)).toMatchObject({ ok: true, value: { sheet: { state: "approving" } } });
  });

  it("publishes every round at the minimum length exactly, and refuses a millisecond less", () => {
    fc.assert(
      fc.property(fc.integer({ min: -DAY, max: DAY }), (offset) => {
        const deadline = NOW + MIN_ROUND_HOURS * HOUR + offset;
        const first = transitionSheet(sheetIn("draft", { deadline }), events.submit);
        const later = transitionSheet(sheetIn("comparing"), { ...events.startRound, now: NOW, deadline });
        return first.ok === offset >= 0 && later.ok === offset >= 0;
      }),
    );
  });

  it("a first round nobody quoted ends in 流标 at the deadline; a later round keeps the earlier prices", () => {
    expect(transitionSheet(sheetIn("quoting", { quotations: 0 }), events.deadline)).toMatchObject({ ok: true, value: { sheet: { state: "failed" } } });
    expect(transitionSheet(sheetIn("round_quoting", { quotations: 0 }), events.deadline)).toMatchObject({ ok: true, value: { sheet: { state: "comparing" } } });
  });

  it("a new round counts up, takes its deadline and starts with no quotations", () => {
    expect(transitionSheet(sheetIn("comparing"), events.startRound)).toMatchObject({
      ok: true,
      value: { sheet: { state: "round_quoting", round: 2, deadline: events.startRound.deadline, quotations: 0 } },
    });
  });

  it("names later rounds by number", () => {
    expect(sheetStateLabel("round_quoting", 3)).toBe("第3轮报价中");
    expect(sheetStateLabel("quoting", 1)).toBe("报价中");
  });
});

const anyEvent: fc.Arbitrary<SheetEvent> = fc.oneof(
  fc.constantFrom(...Object.values(events)),
  fc.record({ type: fc.constant("quotation-counted" as const), quotations: fc.integer({ min: 0, max: 9 }) }),
  fc.record({
    type: fc.constant("start-round" as const),
    shortlisted: fc.integer({ min: 0, max: 5 }),
    deadline: fc.integer({ min: NOW, max: NOW + 60 * DAY }),
    now: fc.integer({ min: NOW, max: NOW + 30 * DAY }),
  }),
);

describe("transitionSheet: any sequence of events", () => {
  it("keeps rounds within the cap, final states final, and repeats of an event harmless", () => {
    fc.assert(
      fc.property(fc.array(anyEvent, { maxLength: 40 }), (sequence) => {
        let sheet = sheetIn("draft");
        for (const event of sequence) {
          const result = transitionSheet(sheet, event);
          if (!result.ok) continue;
          const next = result.value.sheet;
          if (SHEET_FINAL_STATES.includes(sheet.state)) expect(next.state).toBe(sheet.state);
          expect(next.round).toBeLessThanOrEqual(MAX_QUOTATION_ROUNDS);
          expect(next.round).toBeGreaterThanOrEqual(sheet.round);
          // Applying the same event again changes nothing more than a new quotation count would.
          const again = transitionSheet(next, event);
          if (again.ok && event.type !== "start-round") expect(again.value.sheet.state).toBe(next.state);
          sheet = next;
        }
      }),
    );
  });
});

describe("a business's minimum round length (询价设置)", () => {
  it.each<[string, number | undefined, number]>([
    ["no setting", undefined, MIN_ROUND_HOURS],
    ["below the floor", 1, MIN_ROUND_HOURS],
    ["a whole number of hours", 24, 24],
    ["part of an hour, rounded up", 4.2, 5],
    ["above the cap", 500, MAX_MIN_ROUND_HOURS],
    ["not a number", Number.NaN, MIN_ROUND_HOURS],
  ])("%s applies as its hours", (_name, setting, hours) => {
    expect(effectiveMinRoundHours(setting)).toBe(hours);
  });

  it.each<[string, number, number | undefined, ReturnType<typeof roundLengthRefusal>]>([
    ["a past deadline", NOW - 1, 24, "sheet.deadline-in-past"],
    ["the business's minimum exactly", NOW + 24 * HOUR, 24, null],
    ["a millisecond short of it", NOW + 24 * HOUR - 1, 24, "sheet.round-too-short"],
    ["the platform's floor with no setting", NOW + MIN_ROUND_HOURS * HOUR, undefined, null],
  ])("%s", (_name, deadline, setting, refusal) => {
    expect(roundLengthRefusal(deadline, NOW, setting)).toBe(refusal);
  });

  it("holds every round to the business's minimum: publishing, the approval that publishes, and a 二次报价", () => {
    fc.assert(
      fc.property(fc.integer({ min: MIN_ROUND_HOURS, max: MAX_MIN_ROUND_HOURS }), fc.integer({ min: -DAY, max: DAY }), (hours, offset) => {
        const deadline = NOW + hours * HOUR + offset;
        const submitted = transitionSheet(sheetIn("draft", { deadline }), { ...events.submit, minRoundHours: hours });
        const approved = transitionSheet(sheetIn("approving", { deadline }), { type: "approve", now: NOW, minRoundHours: hours });
        const round = transitionSheet(sheetIn("comparing"), { ...events.startRound, now: NOW, deadline, minRoundHours: hours });
        return submitted.ok === offset >= 0 && approved.ok === offset >= 0 && round.ok === offset >= 0;
      }),
    );
  });

  it("tells the buyer the business's minimum", () => {
    expect(roundTooShortText(24)).toBe("每轮报价时间至少24小时，请把截止时间设在24小时之后");
  });
});
