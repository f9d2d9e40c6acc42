import { PROJECT_MATCH_THRESHOLD } from "@cidp/domain";
import { ne } from "drizzle-orm";
import type { Database } from "../../db/database.ts";
import { notices } from "../../platform/notice/schema.ts";
import { companyFits, fitOf } from "./company-fit.ts";
import type { ProjectRow } from "./project-view.ts";
import { projectAlertSubscriptions } from "./schema.ts";

/** The notice tab of service notices (spec: 服务通知). */
const SERVICE_NOTICE = 1;

/**
 * Tells the subscribed businesses that fit a newly published project, through the notice drawer.
 * Runs in the publisher's transaction, so a project is never published without its alerts. Answers
 * how many were told.
 */
export async function alertMatchingCompanies(db: Database, project: ProjectRow, today: string): Promise<number> {
  const subscribers = await db.select().from(projectAlertSubscriptions).where(ne(projectAlertSubscriptions.businessId, project.publisherBusinessId));
  const fits = await companyFits(
    db,
    subscribers.map((s) => s.businessId),
    today,
  );
  const told = subscribers.flatMap((s) => {
    const match = fitOf(project, fits.get(s.businessId));
    return match.score >= PROJECT_MATCH_THRESHOLD
      ? [
          {
            memberId: s.memberId,
            noticeType: SERVICE_NOTICE,
            title: `新项目匹配：${project.title}`,
            content: `有一个与贵企业匹配的项目需求已发布（${match.explanation}，匹配度 ${match.score}）：${project.title}。`,
            jumpUrl: `/default/project/detail?id=${project.id}`,
          },
        ]
      : [];
  });
  if (told.length > 0) await db.insert(notices).values(told);
  return told.length;
}
