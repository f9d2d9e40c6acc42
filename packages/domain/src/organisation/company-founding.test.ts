import { describe, expect, it } from "vitest";
import { JOIN_REQUEST_LIMITS, type JoinRequestFacts, joinRequestRefusal } from "./company-founding.ts";

const now = new Date("2026-11-20T10:00:00+08:00");
const HOUR = 3_600_000;
const free: JoinRequestFacts = { member: false, invited: false, openToBusiness: false, openTotal: 0, lastDeclinedAt: null, now };

describe("join requests (申请加入)", () => {
  it.each<[string, Partial<JoinRequestFacts>, string | null]>([
    ["a stranger asks", {}, null],
    ["a member of the business asks", { member: true }, "join-request.member"],
    ["someone already invited asks", { invited: true }, "join-request.invited"],
    ["someone who already asked asks again", { openToBusiness: true }, "join-request.open"],
    ["someone with as many open requests as allowed asks", { openTotal: JOIN_REQUEST_LIMITS.openPerMember }, "join-request.too-many"],
    ["someone with one fewer open request asks", { openTotal: JOIN_REQUEST_LIMITS.openPerMember - 1 }, null],
    ["someone declined an hour ago asks", { lastDeclinedAt: new Date(now.getTime() - HOUR) }, "join-request.declined-recently"],
    ["someone declined just over a day ago asks", { lastDeclinedAt: new Date(now.getTime() - 24 * HOUR - 1) }, null],
    // The first reason wins: a member is told so, not that they asked already.
    ["a member with an open request asks", { member: true, openToBusiness: true }, "join-request.member"],
  ])("%s", (_name, facts, code) => {
    expect(joinRequestRefusal({ ...free, ...facts })?.code ?? null).toBe(code);
  });

  it("says how many requests wait and how long a declined member waits", () => {
    expect(joinRequestRefusal({ ...free, openTotal: 5 })?.message).toBe("您有5个加入申请尚待处理，请等待企业管理员处理后再申请");
    expect(joinRequestRefusal({ ...free, lastDeclinedAt: now })?.message).toBe("该企业管理员已拒绝您的申请，请24小时后再申请");
  });
});
