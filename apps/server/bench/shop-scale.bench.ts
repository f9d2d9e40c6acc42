// A company's shop as the catalogue and the services grow, measured from outside (HTTP on
// loopback): the public shop (PC and app share one call), the company's public catalogue and the
// member's decoration page (which offers up to 200 products and 200 services to pick) must stay
// flat (≤ 1.5 × the base time) from 1e4 to 1e5 products and services. Each reads one business's
// rows over the (business, state, …) indexes, never the whole table.
// Run: pnpm --filter @cidp/server bench:shop [--scales 1e4,1e5] [--requests 200]
// Each scale gets a fresh database seeded by seed-shop-scale; the machinery is in scale-harness.ts.

import { catalogueCalls, shopCalls } from "@cidp/api-client/contract";
import { seedShopScale } from "../src/composition/seed-shop-scale.ts";
import { type BenchRow, runScaleBench } from "./scale-harness.ts";

// The seed's first business is 吉林宏远, the demo member's company.
const DEMO_COMPANY = 1;

const rows: BenchRow[] = [
  { name: "public shop of a demo company", paths: [`${shopCalls.view.path}?company=${DEMO_COMPANY}`], member: false, target: "flat" },
  {
    name: "company catalogue page 1, by category",
    paths: [
      `${catalogueCalls.catalogue.path}?businessId=${DEMO_COMPANY}&current=1&size=12`,
      `${catalogueCalls.catalogue.path}?businessId=${DEMO_COMPANY}&category=steel&current=1&size=12`,
    ],
    member: false,
    target: "flat",
  },
  { name: "shop decoration (member)", paths: [shopCalls.decoration.path], member: true, target: "flat" },
];

await runScaleBench({ name: "shop", seed: seedShopScale, rows, defaultScales: "1e4,1e5" });
