// The demo member's own lists, its business holding a share of every table the scale seed fills:
// orders bought and sold (every state tab), quotations, tender bids, inquiry sheets, tenders,
// equipment listings, products, services, project needs and labor entries, first and last
// reachable page, and the chat (the conversation list and a conversation's history). The notices
// are the data-scale bench's own rows.

import {
  catalogueCalls,
  chatPaths,
  equipmentCalls,
  laborCalls,
  memberCalls,
  orderCalls,
  procurementCalls,
  projectCalls,
  serviceAuthCalls,
  shopServiceCalls,
  tenderCalls,
} from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

/** Page `current` of ten rows of a list, under each filter. */
const pages = (path: string, current: number, filters: string[]) => filters.map((filter) => `${path}?current=${current}&size=10${filter}`);
const tabs = (states: string[]) => ["", ...states.map((state) => `&state=${state}`)];
/** Page `current` of each list, checked to be full at every scale (BenchRow.fullPages). */
const deepPage = (name: string, current: number, paths: string[]): BenchRow => ({
  name,
  paths: paths.flatMap((path) => pages(path, current, [""])),
  member: true,
  fullPages: true,
  target: "flat",
});
const orderStates = ["pending_payment", "paid", "in_service", "completed", "cancelled", "refunding", "refunded", "refund_rejected"];

export const memberListRows: BenchRow[] = [
  { name: "my orders page 1, every tab", paths: pages(orderCalls.list.path, 1, tabs(orderStates)), member: true, target: "flat" },
  { name: "sold orders page 1, every tab", paths: pages(shopServiceCalls.sold.path, 1, tabs(orderStates)), member: true, target: "flat" },
  {
    name: "my quotations page 1, tabs",
    paths: pages(procurementCalls.supplierList.path, 1, tabs(["pending_response", "submitted", "won", "expired"])),
    member: true,
    target: "flat",
  },
  // 服务授权: the legal packages and lessons the business holds (its bought orders in a held
  // state), every kind and validity filter, and the member center's five most recent.
  {
    name: "service authorisations page 1, filters",
    paths: [
      `${serviceAuthCalls.list.path}?current=1&size=5`,
      ...pages(serviceAuthCalls.list.path, 1, ["", "&kind=service_package", "&kind=lesson", "&validity=active", "&validity=expired", "&validity=completed"]),
    ],
    member: true,
    target: "flat",
  },
  { name: "my tender bids page 1", paths: pages(tenderCalls.myList.path, 1, [""]), member: true, target: "flat" },
  {
    name: "my inquiry sheets page 1, tabs",
    paths: pages(procurementCalls.buyerList.path, 1, tabs(["quoting", "awarded", "draft"])),
    member: true,
    target: "flat",
  },
  { name: "my tenders page 1, tabs", paths: pages(tenderCalls.tendererList.path, 1, tabs(["bidding", "awarded", "draft"])), member: true, target: "flat" },
  { name: "my equipment page 1, sides", paths: pages(equipmentCalls.mine.path, 1, ["", "&side=supply", "&side=demand"]), member: true, target: "flat" },
  { name: "my products page 1, tabs", paths: pages(catalogueCalls.mine.path, 1, tabs(["listed", "reviewing", "delisted"])), member: true, target: "flat" },
  { name: "my services page 1, tabs", paths: pages(shopServiceCalls.mine.path, 1, tabs(["listed", "reviewing", "delisted"])), member: true, target: "flat" },
  {
    name: "my project needs / labor page 1",
    paths: [...pages(projectCalls.mine.path, 1, tabs(["published"])), ...pages(laborCalls.mine.path, 1, [""])],
    member: true,
    target: "flat",
  },
  // The deep pages: the deepest page the 1e3 base fills, as for the public lists (deep-pages.ts),
  // so both ends compare ten rows at the same offset. The member's business holds a thousand of
  // the procurement and tender lists at 1e3: page 100, the deepest the bounded depth (1,000 rows)
  // reaches. Of its orders, sold orders, equipment, products and services it holds 377-504 at 1e3.
  deepPage("my lists page 100", 100, [
    procurementCalls.supplierList.path,
    tenderCalls.myList.path,
    procurementCalls.buyerList.path,
    tenderCalls.tendererList.path,
  ]),
  deepPage("my lists page 37", 37, [
    orderCalls.list.path,
    shopServiceCalls.sold.path,
    equipmentCalls.mine.path,
    catalogueCalls.mine.path,
    shopServiceCalls.mine.path,
  ]),
  // 成员管理: the business holds a member per row the scale seed makes (admins first); first page,
  // the deepest the bounded depth reaches, and a whole phone number.
  {
    name: "business members, first and deepest page",
    paths: [...pages(memberCalls.businessMemberList.path, 1, ["", "&keyword=17000000200"]), ...pages(memberCalls.businessMemberList.path, 100, [""])],
    member: true,
    target: "flat",
  },
  // 可供货企业 (the supplier pool a buyer invites from) beside data-scale.bench.ts's first page under
  // each filter: the region, industry and certification together as the page combines them, and
  // page 10. All three with a region leave the 1e3 base some nine matches (no full page), so the
  // base would measure the missing rows, not the growth: that combination is left out.
  {
    name: "supplier pool, combined filters and page 10",
    paths: [
      ...pages(procurementCalls.supplierPool.path, 1, [
        `&region=${encodeURIComponent("长春市")}`,
        `&industry=${encodeURIComponent("建材贸易")}&certifiedOnly=true`,
        `&region=${encodeURIComponent("长春市")}&certifiedOnly=true`,
      ]),
      ...pages(procurementCalls.supplierPool.path, 10, ["", `&industry=${encodeURIComponent("建材贸易")}`]),
    ],
    member: true,
    target: "flat",
  },
  // The scale seed's member talks with fifty peers; the messages grow with the scale.
  {
    name: "chat list / history",
    paths: [chatPaths.list, `${chatPaths.messages}?chatId=scale-peer-1&limit=50`, `${chatPaths.messages}?chatId=scale-peer-1&beforeSeq=51&limit=50`],
    member: true,
    target: "flat",
  },
];
