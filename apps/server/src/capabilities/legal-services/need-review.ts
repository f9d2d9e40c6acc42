import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { type ReviewSource, singleKindReviewSource } from "../../platform/operator/review-source.ts";
import { createLegalServicesRepository } from "./repository.ts";
import { cityName } from "./views.ts";

const KIND = "service-need";

/**
 * 服务需求 in the operator's review queue: anyone may submit one, so nothing is public until an
 * operator approves it (then it shows in 需求案例, phone masked); a rejected one stays private.
 * The operator sees the whole phone, to call the submitter back.
 */
export function createNeedReview(db: Database, now: () => Date = () => new Date()): ReviewSource {
  const legal = createLegalServicesRepository(db);
  return singleKindReviewSource({
    kind: KIND,
    label: "服务需求",

    waiting: (page) => legal.reviewQueue(page),
    entry: (r) => ({ id: r.id, title: `${r.title}（${r.category}）`, at: r.at }),

    async subject(id) {
      const need = await legal.need(id);
      if (!need) return null;
      return {
        title: need.title,
        submitTime: formatDateTime(need.submittedAt),
        state: need.state,
        rejectReason: need.rejectReason,
        fields: [
          ["服务类别", need.category],
          ["所在地区", cityName(need.regionCode)],
          ["预算", need.budgetYuan === null ? "面议" : `${need.budgetYuan.toLocaleString("zh-CN")}元`],
          ["联系人", need.contactName],
          ["联系电话", need.phone],
          ["需求描述", need.description],
        ],
        images: [],
      };
    },

    async decide(id, operatorId, decision) {
      return legal.decideNeed(id, decision, operatorId, now());
    },
  });
}
