import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { walkEvents } from "../testing/transition-cases.ts";
import { approval, CONTENT_STATES, type ContentEvent, type ContentState, contentTransition } from "./content-workflow.ts";

const EVENTS: readonly ContentEvent[] = ["save", "submit", "approve", "approveScheduled", "reject", "publishDue", "unpublish"];

describe("the content workflow", () => {
  it.each<[ContentState, ContentEvent, ContentState | null]>([
    ["draft", "save", "draft"],
    ["draft", "submit", "pending"],
    ["draft", "approve", null],
    ["draft", "unpublish", null],
    ["pending", "save", null],
    ["pending", "submit", null],
    ["pending", "approve", "published"],
    ["pending", "approveScheduled", "scheduled"],
    ["pending", "reject", "rejected"],
    ["rejected", "save", "draft"],
    ["rejected", "submit", "pending"],
    ["rejected", "approve", null],
    ["scheduled", "publishDue", "published"],
    ["scheduled", "save", null],
    ["scheduled", "unpublish", "withdrawn"],
    ["published", "save", "draft"],
    ["published", "unpublish", "withdrawn"],
    ["published", "publishDue", null],
    ["published", "submit", null],
    ["withdrawn", "save", "draft"],
    ["withdrawn", "unpublish", null],
    ["withdrawn", "submit", null],
  ])("%s --%s--> %s", (from, event, to) => {
    const moved = contentTransition(from, event);
    expect(moved).toEqual(to ? { ok: true, value: to } : { ok: false, code: "content.transition-forbidden" });
  });

  it("reaches the portal only through a reviewer's decision or its due time", () => {
    const end = (state: ContentState) => expect(CONTENT_STATES).toContain(state);
    walkEvents<ContentState, ContentEvent>({ from: "draft", events: EVENTS, transition: contentTransition, end }, (_state, event, moved) => {
      if (!moved.ok) return;
      if (moved.value === "published") expect(["approve", "publishDue"]).toContain(event);
      if (moved.value === "pending") expect(event).toBe("submit");
    });
  });
});

describe("a reviewer's approval", () => {
  const now = new Date("2026-11-26T02:00:00Z");
  const base = { state: "pending" as const, submittedBy: 7, reviewerId: 8, publishAt: null, now };

  it.each([
    ["publishes at once without a time", base, { ok: true, value: "published" }],
    ["publishes at once when the time has passed", { ...base, publishAt: new Date(now.getTime() - 1) }, { ok: true, value: "published" }],
    ["schedules when the time is ahead", { ...base, publishAt: new Date(now.getTime() + 60_000) }, { ok: true, value: "scheduled" }],
    ["refuses the one who submitted it", { ...base, reviewerId: 7 }, { ok: false, code: "content.own-submission" }],
    ["refuses a piece no longer waiting", { ...base, state: "published" as const }, { ok: false, code: "content.transition-forbidden" }],
  ])("%s", (_, facts, expected) => {
    expect(approval(facts)).toEqual(expected);
  });

  it("never lets anyone approve their own submission, whatever its state and time", () => {
    fc.assert(
      fc.property(fc.constantFrom(...CONTENT_STATES), fc.integer({ min: 1, max: 99 }), fc.option(fc.date({ noInvalidDate: true })), (state, who, publishAt) => {
        expect(approval({ state, submittedBy: who, reviewerId: who, publishAt, now }).ok).toBe(false);
      }),
    );
  });
});
