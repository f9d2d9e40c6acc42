// The business's own lists beside member-lists.ts: 设备租赁's booking requests (收到的 / 发出的),
// 融资申请 and 项目报名, first page and a deeper one the 1e3 base fills (its business receives and
// sends some five hundred requests there, holds some three hundred applications and two hundred
// and sixty registrations).

import { equipmentCalls, financeCalls, projectCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

/** Page `current` of ten rows of a list, under each filter. */
const pages = (path: string, current: number, filters: string[]) => filters.map((filter) => `${path}?current=${current}&size=10${filter}`);
const boxes = ["&box=received", "&box=sent"];

export const businessListRows: BenchRow[] = [
  {
    name: "equipment requests page 1 / 40, boxes",
    paths: [...pages(equipmentCalls.requests.path, 1, boxes), ...pages(equipmentCalls.requests.path, 40, boxes)],
    member: true,
    target: "flat",
  },
  {
    name: "finance applications page 1 / 30",
    paths: [...pages(financeCalls.applications.path, 1, [""]), ...pages(financeCalls.applications.path, 30, [""])],
    member: true,
    target: "flat",
  },
  {
    name: "registered projects page 1 / 20",
    paths: [...pages(projectCalls.registered.path, 1, [""]), ...pages(projectCalls.registered.path, 20, [""])],
    member: true,
    target: "flat",
  },
];
