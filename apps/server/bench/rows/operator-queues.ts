// The operator area's queues: the review queue (certifications, qualification certificates,
// products, services, equipment listings, refunds, finance applications, legal needs, knowledge
// articles: the oldest waiting of each and how many wait), the paid service orders to serve (by
// state tab, a page deep), and the audit log's first page.

import { operatorCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

export const operatorQueueRows: BenchRow[] = [
  { name: "operator review queue", paths: [operatorCalls.reviewQueue.path], member: false, operator: true, target: "flat" },
  {
    // 服务订单 twenty a page: every tab's first page, and the second of 全部, the deepest the 1e3 base fills (some fifty wait there).
    name: "operator service orders, every tab",
    paths: [
      operatorCalls.orders.path,
      `${operatorCalls.orders.path}?state=paid`,
      `${operatorCalls.orders.path}?state=in_service`,
      `${operatorCalls.orders.path}?page=2`,
    ],
    member: false,
    operator: true,
    fullPages: true,
    target: "flat",
  },
  { name: "operator audit log", paths: [operatorCalls.audit.path], member: false, operator: true, target: "flat" },
];
