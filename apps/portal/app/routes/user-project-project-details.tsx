import { clientCall } from "@cidp/api-client";
import { type CallResult, projectCalls } from "@cidp/api-client/contract";
import { type ProjectEvent, QUALIFICATION_CATEGORIES, QUALIFICATION_GRADES } from "@cidp/domain";
import { Button, Empty } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { ProjectCard } from "../features/projects/project-card.tsx";
import { wanToFen } from "../features/projects/projects.server.ts";
import { projectTexts as texts } from "../features/projects/projects-texts.ts";
import { JilinCityOptions } from "../lib/city-options.tsx";
import { typedFields } from "../lib/form-fields.server.ts";
import { LabelledInput, LabelledSelect, LabelledTextarea, ValueOptions } from "../lib/labelled-controls.tsx";
import * as cards from "../lib/market-cards.css.ts";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction, memberFormAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-project-project-details";

const TABS = ["matches", "mine", "registered", "publish"] as const;
type Tab = (typeof TABS)[number];
type Mine = CallResult<typeof projectCalls.mine>["data"]["records"][number];

/** Which events a publisher may take from a state (the server's machine decides in the end). */
const ACTIONS_OF: Record<string, ProjectEvent[]> = { draft: ["publish", "withdraw"], published: ["close", "withdraw"], closed: ["complete", "withdraw"] };

export async function loader({ request, context }: Route.LoaderArgs) {
  const client = memberClientOrLogin(context);
  const asked = new URL(request.url).searchParams.get("tab");
  const tab: Tab = TABS.find((t) => t === asked) ?? "matches";
  const call = <T,>(promise: Promise<{ data: T }>) => promise.then((r) => r.data).catch(() => null);
  const [matches, alert, mine, registered] = await Promise.all([
    tab === "matches" ? call(clientCall(projectCalls.matches)(client, { silent: true })) : null,
    tab === "matches" ? call(clientCall(projectCalls.alert)(client, { silent: true })) : null,
    tab === "mine" ? call(clientCall(projectCalls.mine)(client, { size: 50 }, { silent: true })) : null,
    tab === "registered" ? call(clientCall(projectCalls.registered)(client, { size: 50 }, { silent: true })) : null,
  ]);
  return { tab, matches, alert, mine: mine?.records ?? null, registered: registered?.records ?? null };
}

/** The hub's changes: publish a need, move one through its states, (un)subscribe the alerts. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "alert")
    return memberAction(context, (client) => clientCall(projectCalls.alertSave)(client, { enabled: form.get("enabled") === "1" }, { silent: true }));
  if (intent === "act") {
    return memberFormAction(context, projectCalls.act, form);
  }
  // Saving or publishing a need: the budget in 万元 read by the domain's money rule, the rest by the contract.
  const budget = typedFields(form, ["budgetMin", "budgetMax"]);
  const min = wanToFen(budget.budgetMin);
  const max = wanToFen(budget.budgetMax);
  if (min === null || max === null) return { ok: false as const, msg: texts.wanInvalid };
  return memberFormAction(context, projectCalls.save, form, { budgetMinFen: min, budgetMaxFen: max, publish: form.get("publish") !== "0" });
}

/** 项目撮合 (spec §2 project/project-details): suggestions, the business's own needs and registrations, and publishing. */
export default function ProjectHub({ loaderData, actionData }: Route.ComponentProps) {
  const { tab, matches, alert, mine, registered } = loaderData;
  return (
    <div className={page.inner} data-testid="project-hub">
      <TitleRow title={texts.hubTitle}>
        <TextLink to="/default/project/list">{texts.listTitle}</TextLink>
      </TitleRow>
      <nav aria-label={texts.hubTitle}>
        <ul className={cards.tabs}>
          {TABS.map((t) => (
            <li key={t}>
              <Link to={`?tab=${t}`} aria-current={t === tab ? "page" : undefined}>
                {texts.tabs[t]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ActionNotice answer={actionData} />
      {tab === "matches" && <Matches matches={matches ?? []} alertOn={alert?.enabled ?? false} />}
      {tab === "mine" && <MineList rows={mine ?? []} />}
      {tab === "registered" &&
        (registered && registered.length > 0 ? (
          <ul className={cards.cards}>
            {registered.map((r) => (
              <ProjectCard key={r.id} project={r.project}>
                <p className={cards.facts}>
                  <span>{r.stateLabel}</span>
                  <span>{r.createTime}</span>
                </p>
              </ProjectCard>
            ))}
          </ul>
        ) : (
          <Empty description={texts.registeredNone} />
        ))}
      {tab === "publish" && <PublishForm />}
    </div>
  );
}

function Matches({ matches, alertOn }: { matches: CallResult<typeof projectCalls.matches>["data"]; alertOn: boolean }) {
  return (
    <>
      <MayCall call={projectCalls.alertSave}>
        <Form method="post" className={page.panel}>
          <input type="hidden" name="intent" value="alert" />
          <input type="hidden" name="enabled" value={alertOn ? "0" : "1"} />
          <span>{alertOn ? texts.alertOn : texts.alertOff}</span>{" "}
          <Button type="submit" size="small" variant={alertOn ? "ghost" : "primary"}>
            {alertOn ? texts.unsubscribe : texts.subscribe}
          </Button>
        </Form>
      </MayCall>
      <p>{texts.matchesIntro}</p>
      {matches.length === 0 ? (
        <Empty description={texts.matchesNone} />
      ) : (
        <ul className={cards.cards} data-testid="project-matches">
          {matches.map((m) => (
            <ProjectCard key={m.id} project={m}>
              <p className={cards.cardActions}>
                <span className={cards.reason}>{m.matchExplanation}</span>
                <span>{texts.matchScore.replace("{n}", String(m.matchScore))}</span>
              </p>
            </ProjectCard>
          ))}
        </ul>
      )}
    </>
  );
}

function MineList({ rows }: { rows: Mine[] }) {
  const busy = useNavigation().state !== "idle";
  if (rows.length === 0) return <Empty description={texts.mineNone} />;
  return (
    <ul className={cards.cards} data-testid="project-mine">
      {rows.map((p) => (
        <ProjectCard key={p.id} project={p}>
          <div className={cards.cardActions}>
            <Link to={`/user/project/registration-list?projectId=${p.id}`}>
              {texts.registrationList}（{p.registrationCount}）
            </Link>
            {(ACTIONS_OF[p.state] ?? []).map((act) => (
              <MayCall key={act} call={projectCalls.act}>
                <Form method="post">
                  <input type="hidden" name="intent" value="act" />
                  <input type="hidden" name="id" value={p.id} />
                  <input type="hidden" name="action" value={act} />
                  <Button
                    type="submit"
                    size="small"
                    variant={act === "withdraw" ? "warning" : "ghost"}
                    disabled={busy}
                    aria-label={`${texts.actions[act]}：${p.title}`}
                  >
                    {texts.actions[act]}
                  </Button>
                </Form>
              </MayCall>
            ))}
          </div>
        </ProjectCard>
      ))}
    </ul>
  );
}

function PublishForm() {
  const busy = useNavigation().state !== "idle";
  return (
    <MayCall call={projectCalls.save}>
      <Form method="post" className={page.panel} aria-labelledby="publish-title" data-testid="project-publish">
        <h2 id="publish-title">{texts.publishTitle}</h2>
        <input type="hidden" name="intent" value="save" />
        <div className={cards.formGrid}>
          <LabelledInput id="pj-title" label={texts.title} wide name="title" maxLength={60} required />
          <LabelledSelect id="pj-category" label={texts.category} name="category" required>
            <ValueOptions values={QUALIFICATION_CATEGORIES} />
          </LabelledSelect>
          <LabelledSelect id="pj-region" label={texts.region} name="regionCode" required>
            <JilinCityOptions />
          </LabelledSelect>
          <LabelledInput id="pj-min" label={texts.budgetMin} name="budgetMin" inputMode="decimal" required />
          <LabelledInput id="pj-max" label={texts.budgetMax} name="budgetMax" inputMode="decimal" required />
          <LabelledSelect id="pj-grade" label={texts.gradeHint} name="requiredGrade">
            <option value="">{texts.noGradeRequired}</option>
            <ValueOptions values={QUALIFICATION_GRADES} />
          </LabelledSelect>
          <LabelledInput id="pj-deadline" label={texts.deadline} name="deadline" type="date" required />
          <LabelledInput id="pj-contact" label={texts.contactName} name="contactName" maxLength={20} required />
          <LabelledTextarea id="pj-scope" label={texts.scope} wide name="scope" maxLength={2000} rows={5} required />
        </div>
        <div className={page.actions}>
          <Button type="submit" name="publish" value="1" loading={busy}>
            {texts.publish}
          </Button>
          <Button type="submit" name="publish" value="0" variant="ghost" disabled={busy}>
            {texts.saveDraft}
          </Button>
        </div>
      </Form>
    </MayCall>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.hubTitle, description: texts.hubDescription });
}
