// A company's shop as the catalogue and the services grow: the public shop (PC and app share one
// call), the company's public catalogue and the member's decoration page (which offers up to 200
// products and 200 services to pick). Each reads one business's rows, never the whole table.

import { catalogueCalls, shopCalls, shopServiceCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

// The seed's first business is 吉林宏远, the demo member's company.
const DEMO_COMPANY = 1;
// Its first service (the demo seed's): among those the scale orders sell, so its 已售 count grows with the scale.
const DEMO_SERVICE = 1;

export const shopRows: BenchRow[] = [
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
  { name: "service detail (its sold count)", paths: [`${shopServiceCalls.detail.path}?id=${DEMO_SERVICE}`], member: false, target: "flat" },
  { name: "shop decoration (member)", paths: [shopCalls.decoration.path], member: true, target: "flat" },
];
