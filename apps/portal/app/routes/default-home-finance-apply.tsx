import { submitApply } from "../features/home-apply/apply-form.server.ts";
import { applyDone } from "../features/home-apply/apply-page.server.ts";
import { ApplyPage } from "../features/home-apply/apply-page.tsx";
import { applyTexts as texts } from "../features/home-apply/apply-texts.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-home-finance-apply";

export function loader({ request }: Route.LoaderArgs) {
  return { done: applyDone(request) };
}

/** Checks and submits the application (visitors and members alike); a pass goes on to the confirmation. */
export function action({ request, context }: Route.ActionArgs) {
  return submitApply("finance", request, context);
}

/** 融资申请 (designed route, linked from the home page's 供需对接): the form or, once sent, the way on. */
export default function FinanceApply({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyPage kind="finance" done={loaderData.done} refusal={actionData ?? null} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.financeTitle, description: texts.financeIntro });
}
