import { clientCall } from "@cidp/api-client";
import { tenderCalls } from "@cidp/api-client/contract";
import { useState } from "react";
import { redirect, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { checkDraft, draftFromForm } from "../features/tender/tender-draft-body.server.ts";
import { type DraftErrors, type DraftValues, draftValuesOf, EMPTY_DRAFT, fieldOfMessage } from "../features/tender/tender-draft-data.ts";
import { TenderDraftForm } from "../features/tender/tender-draft-form.tsx";
import { idOf, loadTendererTender, manageAction } from "../features/tender/tender-manage.server.ts";
import { TenderManagement } from "../features/tender/tender-manage.tsx";
import { manageTexts as texts } from "../features/tender/tender-manage-texts.ts";
import { KeptFilesField } from "../features/upload/kept-files-field.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { MayCallOrRefusal } from "../lib/member-center/may-call-or-refusal.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-invite-tenders-sub-page-default";

/** Without `?id=` a new draft; with it the tender: its draft form, or (once published) its management. */
export async function loader({ request, context }: Route.LoaderArgs) {
  memberClientOrLogin(context);
  const id = idOf(request);
  const url = new URL(request.url);
  const notice = url.searchParams.get("published") === "1" ? texts.published : url.searchParams.get("saved") === "1" ? texts.saved : "";
  if (!id) return { tender: null, draft: EMPTY_DRAFT, notice };
  const tender = await loadTendererTender(context, id);
  return { tender, draft: tender.state === "draft" ? draftValuesOf(tender) : null, notice };
}

type DraftAnswer = { ok: false; msg: string; intent: "draft"; errors: DraftErrors; draft: DraftValues; draftId: number };

/** Saves (and, asked to, publishes) the draft; or one of the management forms of a published tender. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  // A new draft saved before its publish was refused carries its id on (so a retry edits it).
  const id = idOf(request) || (idField(form, "draftId") ?? 0);
  const intent = form.get("intent");
  if (intent !== "save" && intent !== "publish") return manageAction(context, id, form);
  const draft = draftFromForm(form);
  const checked = checkDraft(form, draft, id || undefined);
  if (!checked.ok) {
    const answer: DraftAnswer = { ok: false, msg: checked.msg, intent: "draft", errors: checked.errors, draft, draftId: id };
    return answer;
  }
  let savedId = id;
  const answer = await memberAction(context, async (client) => {
    const saved = await clientCall(tenderCalls.saveDraft)(client, checked.body, { silent: true });
    savedId = saved.data.id;
    if (intent === "publish") await clientCall(tenderCalls.publish)(client, { id: savedId }, { silent: true });
    return { msg: intent === "publish" ? texts.published : texts.saved };
  });
  if (answer.ok) throw redirect(`/user/invite-tenders/subPage/default?id=${savedId}&${intent === "publish" ? "published" : "saved"}=1`);
  // A refusal of the server lands on the field it names (the domain's words), the rest above the form.
  const field = fieldOfMessage(answer.msg);
  const refused: DraftAnswer = { ok: false, msg: answer.msg, intent: "draft", errors: field ? { [field]: answer.msg } : {}, draft, draftId: savedId };
  return refused;
}

/** 招标项目 (spec §2 `/user/invite-tenders/subPage/default`): 新建 / 编辑草稿, or the management of a published tender. */
export default function TenderManagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { tender, draft, notice } = loaderData;
  const busy = useNavigation().state === "submitting";
  const draftAnswer = actionData && "errors" in actionData ? actionData : undefined;
  // Each refused save remounts the form with what was typed (rows included).
  const [attempt, setAttempt] = useState({ seen: draftAnswer, count: 0 });
  if (draftAnswer !== attempt.seen) setAttempt({ seen: draftAnswer, count: attempt.count + 1 });
  const manageAnswer = actionData && !("errors" in actionData) ? actionData : undefined;
  return (
    <div className={page.inner} data-testid="tender-manage">
      <TitleRow title={tender ? (draft ? texts.editTitle : tender.title) : texts.newTitle}>
        <TextLink to="/user/invite-tenders/default">{texts.backToList}</TextLink>
      </TitleRow>
      {notice && !actionData && <ActionNotice answer={{ ok: true, msg: notice }} />}
      <ActionNotice answer={actionData} />
      {draft ? (
        <MayCallOrRefusal call={tenderCalls.saveDraft}>
          <p>{texts.formDescription}</p>
          <TenderDraftForm
            Files={KeptFilesField}
            key={attempt.count}
            values={draftAnswer?.draft ?? draft}
            errors={draftAnswer?.errors ?? {}}
            busy={busy}
            draftId={draftAnswer?.draftId ?? 0}
          />
        </MayCallOrRefusal>
      ) : tender ? (
        <TenderManagement tender={tender} answer={manageAnswer} Files={KeptFilesField} />
      ) : null}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.manageTitle, description: texts.manageDescription });
}
