// Keyword filters through the bigram indexes (src/db/keyword-match.ts): each list a visitor,
// member or staff member searches by keyword, with common words (two characters and one) and a
// word no row holds. A common word is read along the list's order until its page (and capped
// count) fill; an absent or rare one from the bigram index. The scale seed fills every searched
// column with varied Chinese text (articles, announcements, tenders, project needs, companies and
// their regions, members' names).

import { homePaths, memberCalls, noticePaths, operatorCalls, procurementCalls, projectCalls, tenderCalls } from "@cidp/api-client/contract";
import type { BenchRow } from "../scale-harness.ts";

const ABSENT = "不存在的词";

/** Page 1 of ten rows of a list whose keyword goes in `param`, once per keyword. */
const searched = (path: string, param: string, keywords: string[]) => keywords.map((k) => `${path}?current=1&size=10&${param}=${encodeURIComponent(k)}`);
/** A staff look-up (no paging), once per keyword. */
const lookedUp = (path: string, keywords: string[]) => keywords.map((k) => `${path}?keyword=${encodeURIComponent(k)}`);

/** Two rows of a list: its common keywords, and the absent one. */
function rowsOf(name: string, paths: (keywords: string[]) => string[], common: string[], who: Pick<BenchRow, "member" | "operator">): BenchRow[] {
  return [
    { name: `${name} by keyword ${common.join(" / ")}`, paths: paths(common), ...who, target: "flat" },
    { name: `${name} by an absent keyword`, paths: paths([ABSENT]), ...who, target: "flat" },
  ];
}

const visitor = { member: false };
const member = { member: true };
const staff = { member: false, operator: true };

export const keywordSearchRows: BenchRow[] = [
  ...rowsOf("articles", (k) => searched(homePaths.articlePage, "keyword", k), ["建设", "长"], visitor),
  ...rowsOf("announcements", (k) => searched(noticePaths.centerNoticeList, "title", k), ["通知", "平"], visitor),
  ...rowsOf("public tenders", (k) => searched(tenderCalls.openList.path, "keyword", k), ["工程", "长"], visitor),
  ...rowsOf("project needs", (k) => searched(projectCalls.publicList.path, "keyword", k), ["工程", "长"], visitor),
  ...rowsOf("supplier pool", (k) => searched(procurementCalls.supplierPool.path, "keyword", k), ["建设", "公司", "长"], member),
  ...rowsOf("supplier pool region", (k) => searched(procurementCalls.supplierPool.path, "region", k), ["长春", "吉"], member),
  ...rowsOf("成员管理", (k) => searched(memberCalls.businessMemberList.path, "keyword", k), ["张", "演示"], member),
  ...rowsOf("operator 企业查询", (k) => lookedUp(operatorCalls.companySearch.path, k), ["建设", "长"], staff),
  ...rowsOf("operator 会员查询", (k) => lookedUp(operatorCalls.memberSearch.path, k), ["王", "建国"], staff),
];
