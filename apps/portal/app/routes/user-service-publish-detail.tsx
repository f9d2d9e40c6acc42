import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { RichText } from "../features/news/rich-text.tsx";
import { loadOwnService, savedNotice, serviceChangeAction } from "../features/shop-services/member-shop-services.server.ts";
import { ServiceActions } from "../features/shop-services/service-actions.tsx";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as page from "../lib/page.css.ts";
import { sanitizeRichText } from "../lib/rich-text.server.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
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
    <div className={page.inner}>
      <h1>{service.title}</h1>
      <ActionNotice answer={actionData ?? saved ?? undefined} />
      {service.rejectReason && <p role="alert">{fillText(texts.rejectReason, { reason: service.rejectReason })}</p>}
      <section className={page.panel} aria-label={texts.detailTitle}>
        <dl className={page.facts}>
          <dt>{texts.state}</dt>
          <dd data-testid="service-state">{service.stateLabel}</dd>
          <dt>{texts.category}</dt>
          <dd>{service.categoryLabel}</dd>
          <dt>{texts.priceCol}</dt>
          <dd>{service.priceText}</dd>
          <dt>{texts.delivery}</dt>
          <dd>{service.deliveryText}</dd>
          <dt>{texts.serviceArea}</dt>
          <dd>{service.serviceArea}</dd>
          <dt>{texts.soldCount}</dt>
          <dd>{service.soldCount}</dd>
          <dt>{texts.updateTime}</dt>
          <dd>{service.updateTime}</dd>
        </dl>
        <ServiceActions service={service} />
      </section>
      <section className={page.panel} aria-labelledby="service-content">
        <h2 id="service-content">{texts.content}</h2>
        <RichText html={service.content} />
        <h2>{texts.afterSalesTitle}</h2>
        <p>{service.afterSales || texts.noAfterSales}</p>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.detailTitle, description: texts.listIntro }, { name: "robots", content: "noindex" });
}
