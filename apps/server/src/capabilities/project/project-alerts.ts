import { PROJECT_MATCH_THRESHOLD } from "@cidp/domain";
import type { notices } from "../../platform/notice/schema.ts";
import { type CompanyFit, fitOf } from "./company-fit.ts";
import type { ProjectRow } from "./project-view.ts";

/** The notice tab of service notices (spec: 服务通知). */
const SERVICE_NOTICE = 1;

/** A business subscribed to project alerts, and the member who receives them. */
interface AlertSubscriber {
  businessId: number;
  memberId: number;
}

/**
 * The notices that tell subscribed businesses of a newly published project: one for each that
 * fits it well enough, through the notice drawer.
 */
export function projectAlerts(project: ProjectRow, subscribers: readonly AlertSubscriber[], fits: Map<number, CompanyFit>): (typeof notices.$inferInsert)[] {
  return subscribers.flatMap((s) => {
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
}
