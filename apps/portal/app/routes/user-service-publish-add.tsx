import { loadServiceToEdit, serviceSaveAction } from "../features/shop-services/member-shop-services.server.ts";
import { ServiceForm } from "../features/shop-services/service-form.tsx";
import { shopServiceTexts as texts } from "../features/shop-services/shop-service-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-service-publish-add";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { service: await loadServiceToEdit(request, context) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return serviceSaveAction(request, context);
}

/** 发布服务 (spec §2 service-publish/add), or 修改服务 of `?id=`. */
export default function ServicePublishAdd({ loaderData, actionData }: Route.ComponentProps) {
  const { service } = loaderData;
  return (
    <div className={page.inner}>
      <h1>{service ? texts.editTitle : texts.addTitle}</h1>
      <ServiceForm service={service} answer={actionData} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.addTitle, description: texts.listIntro }, { name: "robots", content: "noindex" });
}
