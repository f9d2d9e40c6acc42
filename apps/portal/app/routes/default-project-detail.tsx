import { projectCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, useNavigation } from "react-router";
import { contactChatPath } from "../features/chat/contact-button.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadProject } from "../features/projects/projects.server.ts";
import { projectTexts as texts } from "../features/projects/projects-texts.ts";
import { Fact } from "../lib/fact.tsx";
import { LabelledInput, LabelledTextarea } from "../lib/labelled-controls.tsx";
import { LinkLine } from "../lib/link-line.tsx";
import * as cards from "../lib/market-cards.css.ts";
import * as page from "../lib/page.css.ts";
import { PanelSection } from "../lib/panel-section.tsx";
import { recordMeta } from "../lib/seo/page-meta.ts";
import { loginReturningHere } from "../lib/session/login-site.server.ts";
import { memberFormAction } from "../lib/session/member-action.server.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import { TextLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/default-project-detail";

/** A project need's public page; a member registers from it, a visitor is offered the login. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const project = await loadProject(context, url);
  return { project, loginHref: loginReturningHere(request) };
}

/** 报名: the business the member acts for registers interest (once; the server refuses a second). */
export async function action({ request, context }: Route.ActionArgs) {
  return memberFormAction(context, projectCalls.register, await request.formData());
}

/** 项目详情 (designed route `default/project/detail?id=`). */
export default function ProjectDetailPage({ loaderData, actionData }: Route.ComponentProps) {
  const { project, loginHref } = loaderData;
  const { session } = useRootData();
  const busy = useNavigation().state !== "idle";
  const open = project.state === "published";
  return (
    <div className={page.inner} data-testid="project-detail">
      <LinkLine to="/default/project/list">{texts.listTitle}</LinkLine>
      <h1>{project.title}</h1>
      <dl className={page.facts}>
        <Fact term={texts.budget} className={cards.figure}>
          {project.budgetText}
        </Fact>
        <Fact term={texts.region}>{project.regionName}</Fact>
        <Fact term={texts.category}>{project.category}</Fact>
        <Fact term={texts.requiredGrade}>{project.requiredGrade || texts.noGradeRequired}</Fact>
        <Fact term={texts.deadline}>{project.deadline}</Fact>
        <Fact term={texts.state} testId="project-state">
          {project.stateLabel}
        </Fact>
        <Fact term={texts.publisher}>{project.publisherName}</Fact>
        <dt>{texts.contactName}</dt>
        <dd>
          {project.contactName} <TextLink to={session.loggedIn ? contactChatPath(project.publisherBusinessId) : loginHref}>{texts.contact}</TextLink>
        </dd>
        <Fact term={texts.publishTime}>{project.publishTime ?? ""}</Fact>
      </dl>
      <PanelSection id="scope-title" title={texts.scope}>
        <p>{project.scope}</p>
      </PanelSection>
      <PanelSection id="register-title" title={texts.registerTitle}>
        <ActionNotice answer={actionData} />
        {!open ? (
          <p>{texts.registerClosed}</p>
        ) : session.loggedIn ? (
          <Form method="post">
            <input type="hidden" name="projectId" value={project.id} />
            <LabelledInput id="r-contact" label={texts.contactName} name="contactName" defaultValue={session.realName ?? ""} maxLength={20} required />
            <LabelledTextarea id="r-message" label={texts.registerMessage} name="message" maxLength={500} rows={3} />
            <Button type="submit" loading={busy}>
              {texts.register}
            </Button>
          </Form>
        ) : (
          <a href={loginHref} className={page.primaryLink}>
            {texts.registerLogin}
          </a>
        )}
      </PanelSection>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const list = { title: texts.listTitle, description: texts.listDescription };
  return recordMeta(args, args.loaderData?.project, (p) => `${p.regionName} ${p.category} ${p.scope}`.slice(0, 120), list);
}
