// The operator area's queues: the review queue (certifications, qualification certificates,
// products, services, equipment listings, refunds, finance applications, legal needs, knowledge
// articles, content pieces: the oldest waiting of each and how many wait), the paid service
// orders to serve (by state tab, a page deep), the audit log's first page, 客服工作台 (each open
// list's first page and the next), 党建栏目 and 站内公告 (first and a deep page).

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
  {
    // 客服工作台 as the demo operator (管理员) opens it, and each open list's second page (the 1e3
    // base has some fifty waiting and fifty being served).
    name: "operator service desk, each open list's pages",
    paths: [
      operatorCalls.serviceDesk.path,
      `${operatorCalls.serviceDesk.path}?queuePage=2`,
      `${operatorCalls.serviceDesk.path}?othersPage=2`,
      `${operatorCalls.serviceDesk.path}?minePage=2`,
    ],
    member: false,
    operator: true,
    target: "flat",
  },
  { name: "operator party modules", paths: [operatorCalls.partyModules.path], member: false, operator: true, target: "flat" },
  {
    name: "operator announcements, first and deep page",
    paths: [operatorCalls.announcementList.path, `${operatorCalls.announcementList.path}?page=40`],
    member: false,
    operator: true,
    target: "flat",
  },
];
