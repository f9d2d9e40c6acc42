// The back office's lists beside operator-queues.ts: 企业列表 (every certification filter, a deep
// page), 客服工作台's change cursor (the long poll answering at once), 内容管理's pieces and its
// articles' picker (each channel, state and title keyword alone and combined, a common word and
// one no title holds, a deep page), 对公转账 (its four lists, plain and searched) and 认证打款.

import { operatorCalls } from "@cidp/api-client/contract";
import { BUSINESS_CERTIFICATION_STATES } from "@cidp/domain";
import type { BenchRow } from "../scale-harness.ts";

const keyword = (word: string) => `&keyword=${encodeURIComponent(word)}`;
/** A title word of one seeded topic in six (a common word), and one no seeded title holds. */
const COMMON_WORD = "党日";
const ABSENT_WORD = "盾构隧道";
/** An article title word of one topic of 新闻资讯 (articles-scale.seed.ts). */
const COMMON_ARTICLE_WORD = "开工";

const operatorRow = (name: string, paths: string[]): BenchRow => ({ name, paths, member: false, operator: true, target: "flat" });

export const operatorListRows: BenchRow[] = [
  operatorRow("operator companies page 1 / 60, filters", [
    `${operatorCalls.companyList.path}?current=1&size=10`,
    ...BUSINESS_CERTIFICATION_STATES.map((state) => `${operatorCalls.companyList.path}?current=1&size=10&certification=${state}`),
    `${operatorCalls.companyList.path}?current=60&size=10`,
  ]),
  operatorRow("operator service changes", [`${operatorCalls.serviceChanges.path}?since=0&wait=0`]),
  // Twenty a page: page 40 is the 800th piece, which the base's thousand fill.
  operatorRow("operator content pieces, filters", [
    `${operatorCalls.contentList.path}?page=1`,
    `${operatorCalls.contentList.path}?page=1&channel=party`,
    `${operatorCalls.contentList.path}?page=1&state=pending`,
    `${operatorCalls.contentList.path}?page=1${keyword(COMMON_WORD)}`,
    `${operatorCalls.contentList.path}?page=1${keyword(ABSENT_WORD)}`,
    `${operatorCalls.contentList.path}?page=1&channel=party&state=published${keyword(COMMON_WORD)}`,
    `${operatorCalls.contentList.path}?page=40`,
  ]),
  operatorRow("operator content articles, filters", [
    `${operatorCalls.contentArticles.path}?page=1`,
    `${operatorCalls.contentArticles.path}?page=1&channel=news`,
    `${operatorCalls.contentArticles.path}?page=1${keyword(COMMON_ARTICLE_WORD)}`,
    `${operatorCalls.contentArticles.path}?page=1${keyword(ABSENT_WORD)}`,
    `${operatorCalls.contentArticles.path}?page=1&channel=news${keyword(COMMON_ARTICLE_WORD)}`,
    `${operatorCalls.contentArticles.path}?page=40`,
  ]),
  operatorRow("operator bank transfers, searches", [
    operatorCalls.bankTransfers.path,
    `${operatorCalls.bankTransfers.path}?q=DG000`,
    `${operatorCalls.bankTransfers.path}?q=${encodeURIComponent(ABSENT_WORD)}`,
  ]),
  // Half the base's hundred pending companies wait for their deposit: page 4 is its deepest full one.
  operatorRow("operator certification deposits page 1 / 4", [
    `${operatorCalls.certificationDeposits.path}?current=1&size=10`,
    `${operatorCalls.certificationDeposits.path}?current=4&size=10`,
  ]),
];
