import { effectiveProjectState, formatWanYuan, PROJECT_STATE_LABELS, type ProjectState, REGISTRATION_STATE_LABELS } from "@cidp/domain";
import { formatDateTime } from "../../http/format.ts";
import { regionNameOf } from "../../http/regions.ts";
import { type CompanyFit, fitOf } from "./company-fit.ts";
import type { marketProjects, projectRegistrations } from "./schema.ts";

export type ProjectRow = typeof marketProjects.$inferSelect;
type RegistrationRow = typeof projectRegistrations.$inferSelect;

/** 500–800 万元, or 800 万元 when the range is one amount. */
export function budgetText(minFen: number, maxFen: number): string {
  if (minFen === maxFen) return formatWanYuan(maxFen);
  return `${formatWanYuan(minFen).replace(" 万元", "")}–${formatWanYuan(maxFen)}`;
}

/** A project as the lists show it, its state as of `now` (a passed deadline reads 报名截止). */
export function projectSummary(row: ProjectRow, publisherName: string, registrationCount: number, now: Date) {
  const state = effectiveProjectState(row.state as ProjectState, row.deadline, now);
  return {
    id: row.id,
    title: row.title,
    category: row.category,
    regionCode: row.regionCode,
    regionName: regionNameOf(row.regionCode),
    budgetMinFen: row.budgetMinFen,
    budgetMaxFen: row.budgetMaxFen,
    budgetText: budgetText(row.budgetMinFen, row.budgetMaxFen),
    requiredGrade: row.requiredGrade,
    deadline: formatDateTime(row.deadline),
    state,
    stateLabel: PROJECT_STATE_LABELS[state],
    publisherName,
    publishTime: row.publishedAt ? formatDateTime(row.publishedAt) : null,
    registrationCount,
  };
}

/** The detail adds the scope, the contact and the publisher's business (for 联系). */
export function projectDetail(row: ProjectRow, publisherName: string, registrationCount: number, now: Date) {
  return {
    ...projectSummary(row, publisherName, registrationCount, now),
    scope: row.scope,
    contactName: row.contactName,
    publisherBusinessId: row.publisherBusinessId,
  };
}

/**
 * A registration as its publisher and its registrant see it: the company, its district and its
 * certificates of the project's category, and how well it fits the project.
 */
export function registrationView(project: ProjectRow, row: RegistrationRow, companyName: string, fit: CompanyFit | undefined) {
  const match = fitOf(project, fit);
  const state = row.state as "registered" | "shortlisted";
  return {
    id: row.id,
    projectId: row.projectId,
    businessId: row.businessId,
    companyName,
    regionName: fit?.regionName ?? "",
    qualifications: (fit?.qualifications ?? []).filter((q) => q.category === project.category).map((q) => `${q.category}${q.grade}`),
    contactName: row.contactName,
    message: row.message,
    state,
    stateLabel: REGISTRATION_STATE_LABELS[state] ?? row.state,
    matchScore: match.score,
    matchExplanation: match.explanation,
    createTime: formatDateTime(row.createdAt),
  };
}
