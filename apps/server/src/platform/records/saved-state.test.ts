import { transitionServiceKnowledge, transitionShopService } from "@cidp/domain";
import { describe, expect, it } from "vitest";
import { savedState } from "./saved-state.ts";

const refusals = { edit: "不能修改", submit: "不能提交" };

describe("savedState: where a save leaves a service or an article", () => {
  it("starts a new one as a draft, or submits it at once", () => {
    expect(savedState(transitionShopService, { draft: "draft", stored: null, submit: false }, refusals)).toBe("draft");
    expect(savedState(transitionShopService, { draft: "draft", stored: null, submit: true }, refusals)).toBe("reviewing");
    expect(savedState(transitionServiceKnowledge, { draft: "draft", stored: null, submit: true }, refusals)).toBe("pending");
  });

  it("takes a delisted or refused one back to a draft, and submits it again when asked", () => {
    expect(savedState(transitionShopService, { draft: "draft", stored: "delisted", submit: undefined }, refusals)).toBe("draft");
    expect(savedState(transitionShopService, { draft: "draft", stored: "rejected", submit: true }, refusals)).toBe("reviewing");
    expect(savedState(transitionServiceKnowledge, { draft: "draft", stored: "rejected", submit: false }, refusals)).toBe("draft");
  });

  it("refuses to edit what buyers or readers see, or what waits for review, with the edit's message", () => {
    expect(() => savedState(transitionShopService, { draft: "draft", stored: "listed", submit: false }, refusals)).toThrow("不能修改");
    expect(() => savedState(transitionShopService, { draft: "draft", stored: "reviewing", submit: true }, refusals)).toThrow("不能修改");
    expect(() => savedState(transitionServiceKnowledge, { draft: "draft", stored: "published", submit: false }, refusals)).toThrow("不能修改");
  });

  it("answers a refused submission with the submission's message", () => {
    const submitOnlyFromReview = (state: "draft" | "final", step: "edit" | "submit") =>
      step === "edit" ? ({ ok: true, value: state } as const) : ({ ok: false } as const);
    expect(() => savedState(submitOnlyFromReview, { draft: "draft", stored: "final", submit: true }, refusals)).toThrow("不能提交");
  });
});
