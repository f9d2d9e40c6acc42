import { formatDateTime } from "../../http/format.ts";
import { rowSearchSource } from "../../platform/search/sources.ts";
import { openPublicSheetsAmong } from "./quotation-repository.ts";

/**
 * Open public inquiry sheets (公开询价, 报价中): what a supplier sees before quoting — title, buyer,
 * 采购类别, project and site, the lines' names and the deadline. Never the 联系人 (hidden until
 * opening) nor a 控制价 / 预算; a sheet leaves the index once it is no longer open to all.
 */
export const inquirySearchSource = rowSearchSource(
  "inquiry",
  (db, ids) => openPublicSheetsAmong(db, ids),
  ({ sheet, buyer, lineNames }) => ({
    refId: sheet.id,
    title: sheet.title,
    body: [sheet.sheetNo, buyer, sheet.category, sheet.projectName, sheet.location, ...lineNames, `报价截止 ${formatDateTime(sheet.deadline)}`]
      .filter(Boolean)
      .join(" "),
    tags: [sheet.category],
    publishedAt: sheet.publishedAt ?? sheet.createdAt,
  }),
);
