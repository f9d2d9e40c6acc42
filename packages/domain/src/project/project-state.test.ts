import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type ExpectedTransitions, itFollowsTransitions } from "../testing/transition-cases.ts";
import { effectiveProjectState, PROJECT_EVENTS, type ProjectEvent, type ProjectState, registrationRefusal, transitionProject } from "./project-state.ts";

/** Every state × every event. */
const table: ExpectedTransitions<ProjectState, ProjectEvent> = {
  draft: { publish: "published", close: "refused", complete: "refused", withdraw: "withdrawn" },
  published: { publish: "refused", close: "closed", complete: "refused", withdraw: "withdrawn" },
  closed: { publish: "refused", close: "refused", complete: "completed", withdraw: "withdrawn" },
  completed: { publish: "refused", close: "refused", complete: "refused", withdraw: "refused" },
  withdrawn: { publish: "refused", close: "refused", complete: "refused", withdraw: "refused" },
};

describe("transitionProject", () => {
  itFollowsTransitions(table, transitionProject, "project.transition-forbidden");

  it("never leaves 已完成 or 已撤回, whatever events follow", () => {
    fc.assert(
      fc.property(fc.constantFrom<ProjectState>("completed", "withdrawn"), fc.array(fc.constantFrom(...PROJECT_EVENTS)), (start, events) => {
        let state = start;
        for (const event of events) {
          const r = transitionProject(state, event);
          if (r.ok) state = r.value;
        }
        expect(state).toBe(start);
      }),
    );
  });
});

describe("effectiveProjectState", () => {
  const now = new Date("2026-11-23T08:00:00Z");
  it("reads a published project past its deadline as 报名截止", () => {
    expect(effectiveProjectState("published", new Date("2026-11-23T07:59:59Z"), now)).toBe("closed");
    expect(effectiveProjectState("published", new Date("2026-11-23T08:00:01Z"), now)).toBe("published");
    expect(effectiveProjectState("draft", new Date("2020-01-01"), now)).toBe("draft");
  });
});

describe("registrationRefusal", () => {
  const now = new Date("2026-11-23T08:00:00Z");
  const open = { state: "published" as const, deadline: new Date("2026-12-01"), now, publisherBusinessId: 1, businessId: 2, alreadyRegistered: false };
  it.each([
    ["open", open, null],
    ["own project", { ...open, businessId: 1 }, "registration.own-project"],
    ["twice", { ...open, alreadyRegistered: true }, "registration.duplicate"],
    ["after the deadline", { ...open, deadline: new Date("2026-11-01") }, "registration.deadline-passed"],
    ["closed", { ...open, state: "closed" as const }, "registration.deadline-passed"],
    ["draft", { ...open, state: "draft" as const }, "registration.not-open"],
    ["withdrawn", { ...open, state: "withdrawn" as const }, "registration.not-open"],
    ["completed", { ...open, state: "completed" as const }, "registration.not-open"],
  ] as const)("%s → %s", (_, input, code) => {
    expect(registrationRefusal(input)).toBe(code);
  });
});
