// The operator area's queues: the review queue (certifications, qualification certificates,
// products, services, equipment listings, refunds, finance applications, legal needs, knowledge
// articles: the oldest waiting of each and how many wait), the paid service orders to serve, and
// the audit log's first page.

import { operatorCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

export const operatorQueueRows: BenchRow[] = [
  { name: "operator review queue", paths: [operatorCalls.reviewQueue.path], member: false, operator: true, target: "flat" },
  { name: "operator service orders / audit", paths: [operatorCalls.orders.path, operatorCalls.audit.path], member: false, operator: true, target: "flat" },
];
