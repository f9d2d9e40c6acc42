// The market's public lists as they grow, measured from outside (HTTP on loopback): page 1 of the
// equipment market, the project needs and the labor entries, plain and under each filter a
// visitor uses, and a deep page, must stay flat (≤ 1.5 × the base time) as the table grows ten
// times and more. The lists page and count within a bounded depth (src/db/paging.ts), over an
// index per filter. The base is 1e4 rows: below the count cap (10,000) a count is exact and
// reads fewer rows, and page 500 does not exist yet; from the cap on, the work must not grow.
// Run: pnpm --filter @cidp/server bench:market [--scales 1e4,1e5] [--requests 200]
// Each scale gets a fresh database seeded by seed-market-scale; the machinery is in scale-harness.ts.

import { equipmentCalls, laborCalls, projectCalls } from "@cidp/api-client/contract";
import { seedMarketScale } from "../src/composition/seed-market-scale.ts";
import { type BenchRow, runScaleBench } from "./scale-harness.ts";

const page = (path: string, filters: string[]) => filters.map((filter) => `${path}?current=1&size=10${filter}`);

const rows: BenchRow[] = [
  {
    name: "equipment market page 1, filters",
    paths: page(equipmentCalls.market.path, ["", "&side=supply", "&trade=rent", "&category=lifting", "&region=2202", "&minFen=100000&maxFen=5000000"]),
    member: false,
    target: "flat",
  },
  {
    name: "project needs page 1, filters",
    paths: page(projectCalls.publicList.path, ["", "&regionCode=220100", `&category=${encodeURIComponent("市政公用工程施工总承包")}`]),
    member: false,
    target: "flat",
  },
  {
    name: "labor entries page 1, filters",
    paths: page(laborCalls.publicList.path, ["", "&kind=team", `&trade=${encodeURIComponent("焊工")}`, "&regionCode=220300"]),
    member: false,
    target: "flat",
  },
  {
    name: "equipment market page 500",
    paths: page(equipmentCalls.market.path, ["&current=500"]).map((p) => p.replace("current=1&", "")),
    member: false,
    target: "flat",
  },
];

await runScaleBench({ name: "market", seed: seedMarketScale, rows, defaultScales: "1e4,1e5" });
