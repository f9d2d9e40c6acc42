import { submitApply } from "../features/home-apply/apply-form.server.ts";
import { applyDone } from "../features/home-apply/apply-page.server.ts";
import { ApplyPage } from "../features/home-apply/apply-page.tsx";
import { applyTexts as texts } from "../features/home-apply/apply-texts.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-home-project-apply";

export function loader({ request }: Route.LoaderArgs) {
  return { done: applyDone(request) };
}

/** Checks and submits the application (visitors and members alike); a pass goes on to the confirmation. */
export function action({ request, context }: Route.ActionArgs) {
  return submitApply("project", request, context);
}

/** 项目申请 (designed route, linked from the home page's 供需对接): the form or, once sent, the way on. */
export default function ProjectApply({ loaderData, actionData }: Route.ComponentProps) {
  return <ApplyPage kind="project" done={loaderData.done} refusal={actionData ?? null} />;
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.projectTitle, description: texts.projectIntro });
}
