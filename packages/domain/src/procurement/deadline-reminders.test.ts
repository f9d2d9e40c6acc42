import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEADLINE_REMINDER_HOURS, reminderDue, reminderSchedule, reminderText } from "./deadline-reminders.ts";

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 10, 23, 8);

describe("reminderSchedule", () => {
  it.each([
    ["three days ahead: both", 72, [24, 2]],
    ["a day and an hour ahead: both", 25, [24, 2]],
    ["exactly 24 hours ahead: only the 2-hour one", 24, [2]],
    ["ten hours ahead: only the 2-hour one", 10, [2]],
    ["two hours ahead: none", 2, []],
    ["one hour ahead: none", 1, []],
    ["already past: none", -1, []],
  ])("%s", (_name, hoursAhead, expected) => {
    const deadline = NOW + hoursAhead * HOUR;
    expect(reminderSchedule(deadline, NOW)).toEqual(expected.map((hours) => ({ hours, at: deadline - hours * HOUR })));
  });

  it("plans only reminders after now and before the deadline", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100 * HOUR, max: 400 * HOUR }), (ahead) => {
        const deadline = NOW + ahead;
        const plan = reminderSchedule(deadline, NOW);
        return plan.every((r) => r.at > NOW && r.at < deadline && DEADLINE_REMINDER_HOURS.includes(r.hours as 24 | 2)) && plan.length <= 2;
      }),
    );
  });
});

describe("reminderDue", () => {
  it.each([
    ["before its time", 23, "early"],
    ["at its time", 24, "due"],
    ["between it and the deadline", 30, "due"],
    ["at the deadline", 48, "late"],
  ] as const)("%s → %s", (_name, hoursAfterNow, expected) => {
    expect(reminderDue(NOW + 48 * HOUR, 24, NOW + hoursAfterNow * HOUR)).toBe(expected);
  });
});

it("words the reminder with the title and the deadline", () => {
  expect(reminderText("钢筋采购", "2026-11-24 16:00:00")).toBe("询价单《钢筋采购》将于 2026-11-24 16:00:00 截止报价，请及时报价");
});
