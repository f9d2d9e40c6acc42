import { APPLICATION_STATE_LABELS, type ApplicationState, formatFen, nextBankEvent } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { formatDateTime } from "../../http/format.ts";
import { type ReviewSource, singleKindReviewSource } from "../../platform/operator/review-source.ts";
import { answerForBank } from "./application-records.ts";
import { percent } from "./finance-view.ts";
import { createFinanceRepository } from "./repository.ts";

const KIND = "financing";

const stepNames = { accept: "受理并进入审核", approve: "批准", disburse: "确认放款" } as const;

/**
 * The partner banks' side of 融资申请, answered from the operator desk until banks connect their own
 * systems: the operator acts for the bank the application went to. Each 通过 takes the bank's next
 * step (受理 → 批准 → 放款); 驳回 with a reason is the bank's refusal. Only applications whose
 * consent stands are shown: once consent is revoked the bank sees nothing more.
 */
export function createFinanceReview(db: Database, now: () => Date = () => new Date()): ReviewSource {
  const finance = createFinanceRepository(db);

  return singleKindReviewSource({
    kind: KIND,
    label: "融资申请（代合作银行答复）",

    waiting: (page) => finance.bankQueue(page),
    entry: (r) => ({ id: r.id, title: `${r.bank} · 融资申请 ${r.no}（${APPLICATION_STATE_LABELS[r.state as ApplicationState]}）`, at: r.at }),
    async subject(id) {
      const row = await finance.forBank(id);
      if (!row) return null;
      const { application: a, product: p } = row;
      const step = nextBankEvent(a.state as ApplicationState);
      return {
        title: `${p.bankName} · ${p.name}`,
        submitTime: formatDateTime(a.createdAt),
        // The desk shows its approve/reject buttons while the subject is pending.
        state: step ? "pending" : a.state,
        rejectReason: null,
        fields: [
          ["申请编号", a.applicationNo],
          ["当前状态", APPLICATION_STATE_LABELS[a.state as ApplicationState] ?? a.state],
          ["通过即", step ? stepNames[step] : "（无需答复）"],
          ["申请企业", row.company],
          ["申请人", row.applicant],
          ["产品", `${p.name}（年化 ${percent(p.rateMinBp)}–${percent(p.rateMaxBp)}）`],
          ["申请金额", formatFen(a.amountFen)],
          ["期限", `${a.termMonths} 个月`],
          ["资金用途", a.purpose],
          ["所附资料", a.evidence.map((e) => e.label).join("；") || "（无）"],
        ],
        images: [],
      };
    },

    async decide(id, operatorId, decision) {
      const row = await finance.forBank(id);
      if (!row) return false;
      const { application: a, product: p } = row;
      const step = nextBankEvent(a.state as ApplicationState);
      if (!step) return false;
      const answers = {
        accept: `${p.bankName}已受理，正在审核。`,
        approve: `${p.bankName}已批准：额度 ${formatFen(a.amountFen)}，期限 ${a.termMonths} 个月，年化利率 ${percent(p.rateMinBp)} 起，以合同为准。`,
        disburse: `${p.bankName}已放款 ${formatFen(a.amountFen)}。`,
      } as const;
      const bankAnswer = decision.approve ? answers[step] : `${p.bankName}未批准：${decision.reason}`;
      // The bank's decision and the applicant's notice commit together.
      const event = decision.approve ? step : "reject";
      return answerForBank(db, { id, event, actor: "bank", actorId: operatorId, note: bankAnswer, bankAnswer, at: now() }, (after) => ({
        title: `融资申请${APPLICATION_STATE_LABELS[after.state as ApplicationState]}`,
        content: `您的融资申请 ${a.applicationNo}：${bankAnswer}`,
        jumpUrl: `/user/financial-service/financial-service-detail?id=${a.id}`,
      }));
    },
  });
}
