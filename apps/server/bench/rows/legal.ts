// The legal services' public lists: 律师列表 (each filter of its page, the home page's featured),
// 需求案例 (approved needs) and the law lessons' catalogue, page 1
// plain and under each filter a visitor uses, alone and combined, and a deeper page.

import { legalServiceCalls, lessonCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

/** Page `current` of ten rows of a list, under each filter. */
const pages = (path: string, current: number, filters: string[]) => filters.map((filter) => `${path}?current=${current}&size=10${filter}`);

const category = (name: string) => `&category=${encodeURIComponent(name)}`;
const specialty = `&specialty=${encodeURIComponent("招投标")}`;
/** 长春建衡律师事务所, a law firm of the demo seed (the search's hits for a 律所 lead to its lawyers). */
const FIRM = 38;

export const legalRows: BenchRow[] = [
  {
    name: "lawyers page 1 / 5, filters",
    paths: [
      ...pages(legalServiceCalls.lawyerList.path, 1, [
        "",
        specialty,
        "&regionCode=220100",
        "&featured=1",
        `&firm=${FIRM}`,
        `${specialty}&regionCode=220100`,
        `${specialty}&regionCode=220100&firm=${FIRM}`,
      ]),
      ...pages(legalServiceCalls.lawyerList.path, 5, [""]),
    ],
    member: false,
    target: "flat",
  },
  {
    name: "legal needs page 1 / 5, filters",
    paths: [
      ...pages(legalServiceCalls.needList.path, 1, ["", category("合同审查"), "&status=open", `${category("合同审查")}&status=open`]),
      ...pages(legalServiceCalls.needList.path, 5, [""]),
    ],
    member: false,
    target: "flat",
  },
  {
    name: "law lessons page 1 / 5, filters",
    paths: [
      ...pages(lessonCalls.list.path, 1, ["", category("合同管理"), "&price=free", `${category("合同管理")}&price=paid`]),
      ...pages(lessonCalls.list.path, 5, [""]),
    ],
    member: false,
    target: "flat",
  },
];
