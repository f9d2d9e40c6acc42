import { describe, expect, it } from "vitest";
import { itMapsEach } from "../testing/table-cases.ts";
import { formatWait, parseServiceHours, SERVICE_HOURS_PROBLEM, serviceAwayMessage, serviceHoursProblem, withinServiceHours } from "./service-hours.ts";

/** A moment given in China's wall-clock time. */
const china = (iso: string) => new Date(`${iso}+08:00`);

describe("service hours", () => {
  it.each([
    ["9:30-18:30", { opens: 570, closes: 1110, weekdaysOnly: false }],
    ["09:30～18:30", { opens: 570, closes: 1110, weekdaysOnly: false }],
    ["工作日 8:30-17:30", { opens: 510, closes: 1050, weekdaysOnly: true }],
    ["8：00至20：00", { opens: 480, closes: 1200, weekdaysOnly: false }],
  ])("reads %s", (text, hours) => {
    expect(parseServiceHours(text)).toEqual(hours);
  });

  it.each(["全天", "", "18:30-9:30", "25:00-26:00", "9:70-10:00"])("names no hours in %j", (text) => {
    expect(parseServiceHours(text)).toBeNull();
  });

  it.each(["9:30-18:30", "工作日 8:30-17:30", " 0:00-24:00 ", "全天", "7×24小时", "7x24 小时", "24小时"])("may be saved as %j", (text) => {
    expect(serviceHoursProblem(text)).toBeNull();
  });

  it.each(["25:00-26:00", "18:30-9:30", "9:70-10:00", "9:00-9:00", "上班时间", "全天候看情况", ""])("is refused as %j, saying how to write it", (text) => {
    expect(serviceHoursProblem(text)).toBe(SERVICE_HOURS_PROBLEM);
  });

  it("is open from the opening minute up to, not including, the closing one, in China's time", () => {
    const hours = parseServiceHours("9:30-18:30");
    expect(withinServiceHours(hours, china("2026-11-26T09:29:59"))).toBe(false);
    expect(withinServiceHours(hours, china("2026-11-26T09:30:00"))).toBe(true);
    expect(withinServiceHours(hours, china("2026-11-26T18:29:00"))).toBe(true);
    expect(withinServiceHours(hours, china("2026-11-26T18:30:00"))).toBe(false);
    // 02:00 UTC is 10:00 in Shanghai.
    expect(withinServiceHours(hours, new Date("2026-11-26T02:00:00Z"))).toBe(true);
  });

  it("closes on the weekend when the hours say 工作日", () => {
    const hours = parseServiceHours("工作日 8:30-17:30");
    expect(withinServiceHours(hours, china("2026-11-28T10:00:00"))).toBe(false);
    expect(withinServiceHours(hours, china("2026-11-27T10:00:00"))).toBe(true);
  });

  it("never counts unreadable hours as closed", () => {
    expect(withinServiceHours(null, china("2026-11-26T03:00:00"))).toBe(true);
  });

  it("words the away message with the hours, or for nobody online", () => {
    expect(serviceAwayMessage("closed", "9:30-18:30")).toBe("您好，当前为非工作时间（服务时间 9:30-18:30），您的留言已收到，客服上线后将第一时间回复。");
    expect(serviceAwayMessage("nobody", "9:30-18:30")).toContain("暂无客服在线");
  });

  itMapsEach("shows a wait of %i s as %s", formatWait, [
    [5, "5秒"],
    [125, "2分钟"],
    [3600, "1小时"],
    [3900, "1小时5分钟"],
  ]);
});
