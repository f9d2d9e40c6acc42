import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { answerRefusal, awardObjectionRefusal, OBJECTION_ANSWER_MAX_CHARS, OBJECTION_MAX_CHARS, OBJECTION_MIN_CHARS, objectionRefusal } from "./objection.ts";

const NOW = Date.UTC(2026, 10, 23, 8);
const ok = {
  content: "第一中标候选人的项目经理同时在建其他项目，不符合招标文件要求。",
  state: "publicity",
  publicityEndsAt: NOW + 1000,
  now: NOW,
  bidder: true,
};

describe("objections", () => {
  it.each([
    ["a bidder's objection during the 公示", {}, null],
    ["before the 公示", { state: "evaluating", publicityEndsAt: null }, "objection.not-in-publicity"],
    ["after the 公示 was decided", { state: "awarded" }, "objection.not-in-publicity"],
    ["at the end of the 公示", { now: NOW + 1000 }, "objection.publicity-ended"],
    ["from a business that did not bid", { bidder: false }, "objection.not-a-bidder"],
    ["of 9 characters", { content: "价格明显低于成本价" }, "objection.too-short"],
    ["of spaces around a short text", { content: "   异议   " }, "objection.too-short"],
    ["of 1001 characters", { content: "异".repeat(OBJECTION_MAX_CHARS + 1) }, "objection.too-long"],
    ["of exactly 10 characters", { content: "异".repeat(OBJECTION_MIN_CHARS) }, null],
  ])("%s", (_name, patch, expected) => {
    expect(objectionRefusal({ ...ok, ...patch })).toBe(expected);
  });

  it("accepts every text of 10 to 1000 characters during the 公示, and refuses every other length", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme-ascii", minLength: 0, maxLength: 1100 }), (text) => {
        const n = [...text.trim()].length;
        const refusal = objectionRefusal({ ...ok, content: text });
        expect(refusal === null).toBe(n >= OBJECTION_MIN_CHARS && n <= OBJECTION_MAX_CHARS);
      }),
    );
  });

  it("answers once, with a text", () => {
    expect(answerRefusal("经核查，项目经理已于开标前解除其他项目职务。", false)).toBeNull();
    expect(answerRefusal("  ", false)).toBe("objection.answer-required");
    expect(answerRefusal("再次答复", true)).toBe("objection.already-answered");
    expect(answerRefusal("答".repeat(OBJECTION_ANSWER_MAX_CHARS + 1), false)).toBe("objection.answer-too-long");
  });

  it("refuses the award while an objection is unanswered", () => {
    expect(awardObjectionRefusal([])).toBeNull();
    expect(awardObjectionRefusal([{ answered: true }])).toBeNull();
    expect(awardObjectionRefusal([{ answered: true }, { answered: false }])).toBe("objection.unanswered");
  });
});
