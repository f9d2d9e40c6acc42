/**
 * 项目匹配: how well a company fits a project need, as a score out of 100 with the reasons a person
 * reads ("地区匹配 · 资质满足"). Region by GB/T 2260 code (same district, city or province), and the
 * company's best certificate in the project's category against the grade it requires. The best
 * certificate counts, so adding a certificate never lowers a score.
 */
import { QUALIFICATION_GRADES } from "../site/regions.ts";

/** A grade of QUALIFICATION_GRADES, 特级 highest. */
type Grade = (typeof QUALIFICATION_GRADES)[number];

export interface MatchProject {
  /** Six-digit GB/T 2260 code of the project's district (or city, ending 00). */
  readonly regionCode: string;
  /** A qualification category (QUALIFICATION_CATEGORIES). */
  readonly category: string;
  /** The lowest grade accepted, or "" when any company may register. */
  readonly requiredGrade: string;
}

export interface MatchCompany {
  readonly regionCode: string;
  readonly qualifications: ReadonlyArray<{ readonly category: string; readonly grade: string }>;
}

export interface ProjectMatch {
  readonly score: number;
  readonly reasons: readonly string[];
  /** The reasons as one line: "地区匹配 · 资质满足". */
  readonly explanation: string;
}

/** Lower is better: 特级 0 … 三级 3; unknown grades rank below every known one. */
const rank = (grade: string) => {
  const i = QUALIFICATION_GRADES.indexOf(grade as Grade);
  return i < 0 ? QUALIFICATION_GRADES.length : i;
};

function regionPart(project: string, company: string): { points: number; reason: string | null } {
  if (!/^\d{6}$/.test(project) || !/^\d{6}$/.test(company)) return { points: 0, reason: null };
  if (project === company) return { points: 40, reason: "地区匹配" };
  if (project.slice(0, 4) === company.slice(0, 4)) return { points: 30, reason: "同城" };
  if (project.slice(0, 2) === company.slice(0, 2)) return { points: 15, reason: "同省" };
  return { points: 0, reason: null };
}

function qualificationPart(project: MatchProject, company: MatchCompany): { points: number; reasons: string[] } {
  const inCategory = company.qualifications.filter((q) => q.category === project.category);
  if (inCategory.length === 0) return { points: 0, reasons: [] };
  const best = Math.min(...inCategory.map((q) => rank(q.grade)));
  if (project.requiredGrade === "" || best <= rank(project.requiredGrade)) return { points: 60, reasons: ["类别匹配", "资质满足"] };
  // The category fits but the grade is below what is asked: worth showing, not worth as much.
  return { points: 25, reasons: ["类别匹配"] };
}

/** Scores a company against a project (0–100) with its reasons. */
export function matchProject(project: MatchProject, company: MatchCompany): ProjectMatch {
  const region = regionPart(project.regionCode, company.regionCode);
  const qualification = qualificationPart(project, company);
  const reasons = [...(region.reason ? [region.reason] : []), ...qualification.reasons];
  return { score: region.points + qualification.points, reasons, explanation: reasons.join(" · ") };
}

/** Below this score a project is not suggested (nor alerted). */
export const PROJECT_MATCH_THRESHOLD = 60;
