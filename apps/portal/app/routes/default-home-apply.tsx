import type { ApplyKind } from "../features/home-apply/apply-fields.ts";
import { submitApply } from "../features/home-apply/apply-form.server.ts";
import { applyDone } from "../features/home-apply/apply-page.server.ts";
import { ApplyPage } from "../features/home-apply/apply-page.tsx";
import { applyTexts as texts } from "../features/home-apply/apply-texts.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-home-apply";

/**
 * 融资申请 at finance-apply, 项目申请 at project-apply: the module serves these two addresses, and
 * the one asked for names the application (in any case, as the routes match it; a data request's too).
 */
const kindOf = (pathname: string): ApplyKind => (pathname.toLowerCase().includes("/finance-apply") ? "finance" : "project");

export function loader({ request }: Route.LoaderArgs) {
  return { kind: kindOf(new URL(request.url).pathname), done: applyDone(request) };
}

/** Checks and submits the application (visitors and members alike); a pass goes on to the confirmation. */
export function action({ request, context }: Route.ActionArgs) {
  return submitApply(kindOf(new URL(request.url).pathname), request, context);
}

/** 融资申请 and 项目申请 (designed routes, linked from the home page's 供需对接): the form or, once sent, the way on. */
export default function HomeApply({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyPage kind={loaderData.kind} done={loaderData.done} refusal={actionData ?? null} />;
}

export function meta(args: Route.MetaArgs) {
  const finance = kindOf(args.location.pathname) === "finance";
  return pageMeta(args, { title: finance ? texts.financeTitle : texts.projectTitle, description: finance ? texts.financeIntro : texts.projectIntro });
}
