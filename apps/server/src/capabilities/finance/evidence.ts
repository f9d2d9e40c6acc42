import { FINANCE_EVIDENCE_KINDS, type FinanceEvidenceKind, formatFen, ORDER_STATE_LABELS, type OrderState } from "@cidp/domain";
import type { Database } from "../../db/database.ts";
import { createFinanceRepository } from "./repository.ts";

/** One piece of a business's own data, as an application lists it. */
export interface Evidence {
  kind: FinanceEvidenceKind;
  ref: string;
  kindLabel: string;
  label: string;
}

/**
 * Where evidence of one kind comes from, reading only the business's own rows. Finance's own
 * kinds (orders, profile, qualifications) are here; the other capabilities' (inquiry and tender
 * awards) are registered by the composition root (composition/finance-evidence.ts).
 */
export interface EvidenceSource {
  kind: FinanceEvidenceKind;
  list(db: Database, businessId: number): Promise<Omit<Evidence, "kind" | "kindLabel">[]>;
}

const sources: EvidenceSource[] = [
  {
    kind: "service_order",
    async list(db, businessId) {
      // Orders that were paid: money that moved is what a bank reads.
      const rows = await createFinanceRepository(db).paidOrdersOf(businessId, 50);
      return rows.map((o) => ({
        ref: o.orderNo,
        label: `${o.title} · ${formatFen(o.amountFen)} · ${ORDER_STATE_LABELS[o.state as OrderState] ?? o.state}（${o.orderNo}）`,
      }));
    },
  },
  {
    kind: "company_profile",
    async list(db, businessId) {
      const row = await createFinanceRepository(db).companyProfileOf(businessId);
      return row
        ? [
            {
              ref: "profile",
              label: `${row.industry} · ${row.region}${row.registeredCapitalWan ? ` · 注册资本 ${row.registeredCapitalWan} 万元` : ""}`,
            },
          ]
        : [];
    },
  },
  {
    kind: "qualification",
    async list(db, businessId) {
      const rows = await createFinanceRepository(db).certifiedQualificationsOf(businessId);
      return rows.map((q) => ({ ref: String(q.id), label: `${q.name}${q.level}（${q.certificateNo}，有效期至 ${q.validUntil}）` }));
    },
  },
];

/** Adds the sources of other kinds; a source already registered is not added twice, a second source of a kind throws. */
export function registerEvidenceSources(added: readonly EvidenceSource[]): void {
  for (const source of added) {
    if (sources.includes(source)) continue;
    if (sources.some((s) => s.kind === source.kind)) throw new Error(`finance evidence source ${source.kind} is already registered`);
    sources.push(source);
  }
}

const KIND_ORDER = Object.keys(FINANCE_EVIDENCE_KINDS);

/** Every piece of evidence the business may attach, kinds in the contract's order. */
export async function evidenceOf(db: Database, businessId: number): Promise<Evidence[]> {
  const ordered = [...sources].sort((a, b) => KIND_ORDER.indexOf(a.kind) - KIND_ORDER.indexOf(b.kind));
  const lists = await Promise.all(
    ordered.map(async (s) => (await s.list(db, businessId)).map((e) => ({ ...e, kind: s.kind, kindLabel: FINANCE_EVIDENCE_KINDS[s.kind] }))),
  );
  return lists.flat();
}
