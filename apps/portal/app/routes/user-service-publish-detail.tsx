import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { RichText } from "../features/news/rich-text.tsx";
import { loadOwnService, savedNotice, serviceChangeAction } from "../features/shop-services/member-shop-services.server.ts";
import { ServiceActions } from "../features/shop-services/service-actions.tsx";
import { ServiceContent } from "../features/shop-services/service-content.tsx";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import { SubmissionDetail } from "../features/shop-services/submission-detail.tsx";
import { Fact } from "../lib/fact.tsx";
import { sanitizeRichText } from "../lib/rich-text.server.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-publish-detail";

export async function loader({ request, context }: Route.LoaderArgs) {
  const service = await loadOwnService(request, context);
  return {
    service: { ...service, content: sanitizeRichText(service.content) },
    saved: savedNotice(request, { draft: texts.savedDraft, submit: texts.savedSubmit }),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return serviceChangeAction(await request.formData(), context);
}

/** 服务详情 (spec §2 service-publish/detail): the service as reviewed and sold, its state and what may be done. */
export default function ServicePublishDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { service, saved } = loaderData;
  return (
    <SubmissionDetail
      title={service.title}
      notice={<ActionNotice answer={actionData ?? saved ?? undefined} />}
      rejectReason={service.rejectReason}
      label={texts.detailTitle}
      state={{ label: service.stateLabel, testId: "service-state" }}
      facts={
        <>
          <Fact term={texts.category}>{service.categoryLabel}</Fact>
          <Fact term={texts.priceCol}>{service.priceText}</Fact>
          <Fact term={texts.delivery}>{service.deliveryText}</Fact>
          <Fact term={texts.serviceArea}>{service.serviceArea}</Fact>
          <Fact term={texts.soldCount}>{service.soldCount}</Fact>
          <Fact term={texts.updateTime}>{service.updateTime}</Fact>
        </>
      }
      after={<ServiceContent description={<RichText html={service.content} />} afterSales={service.afterSales} />}
    >
      <ServiceActions service={service} />
    </SubmissionDetail>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.detailTitle, description: texts.listIntro }, { name: "robots", content: "noindex" });
}
