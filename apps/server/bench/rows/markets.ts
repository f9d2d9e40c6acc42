// The market's public lists (equipment, project needs, labor entries): page 1 plain and under each
// filter a visitor uses, and the deepest page the base fills (deep-pages.ts).

import { equipmentCalls, laborCalls, projectCalls } from "@cidp/api-client/contract";
import { DEEP_PAGES } from "../deep-pages.ts";
import type { BenchRow } from "../scale-harness.ts";

/** Page `current` of ten rows of a list, under each filter. */
const pages = (path: string, current: number, filters: string[]) => filters.map((filter) => `${path}?current=${current}&size=10${filter}`);

export const marketRows: BenchRow[] = [
  {
    name: "equipment market page 1, filters",
    paths: pages(equipmentCalls.market.path, 1, ["", "&side=supply", "&trade=rent", "&category=lifting", "&region=2202", "&minFen=100000&maxFen=5000000"]),
    member: false,
    target: "flat",
  },
  // The filters as the pages combine them (each select with the others), served by an index of the
  // combination; combinations the 1e3 base fills a page of, so both ends compare full pages.
  {
    name: "market lists page 1, filters combined",
    paths: [
      ...pages(equipmentCalls.market.path, 1, [
        "&region=2201&minFen=100000&maxFen=5000000",
        "&region=220100&minFen=100000&maxFen=5000000",
        "&side=supply&region=2201",
      ]),
      ...pages(projectCalls.publicList.path, 1, [`&regionCode=220600&category=${encodeURIComponent("市政公用工程施工总承包")}`]),
      ...pages(laborCalls.publicList.path, 1, [
        `&trade=${encodeURIComponent("焊工")}&regionCode=220400`,
        `&kind=team&trade=${encodeURIComponent("焊工")}&regionCode=220400`,
      ]),
    ],
    member: false,
    target: "flat",
  },
  {
    name: "project needs page 1, filters",
    paths: pages(projectCalls.publicList.path, 1, ["", "&regionCode=220100", `&category=${encodeURIComponent("市政公用工程施工总承包")}`]),
    member: false,
    target: "flat",
  },
  {
    name: "labor entries page 1, filters",
    paths: pages(laborCalls.publicList.path, 1, ["", "&kind=team", `&trade=${encodeURIComponent("焊工")}`, "&regionCode=220300"]),
    member: false,
    target: "flat",
  },
  // The deepest page the 1e3 base fills in all three (deep-pages.ts): a deeper one would answer
  // empty there, faster, and compare an empty page with a full one.
  {
    name: `market lists page ${DEEP_PAGES.markets}`,
    paths: [
      ...pages(equipmentCalls.market.path, DEEP_PAGES.markets, [""]),
      ...pages(projectCalls.publicList.path, DEEP_PAGES.markets, [""]),
      ...pages(laborCalls.publicList.path, DEEP_PAGES.markets, [""]),
    ],
    member: false,
    target: "flat",
  },
];
