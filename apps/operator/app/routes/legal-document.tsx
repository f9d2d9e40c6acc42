import {
  LEGAL_DOCUMENT_KEYS,
  LEGAL_PROPOSAL_REFUSALS,
  LEGAL_TEXT_MAX,
  type LegalProposalFields,
  legalProposalSchema,
  operatorCalls,
} from "@cidp/api-client/contract";
import { Button, FormField, Input, Table, Textarea } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { field, fieldErrorsOf } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireData, requireStaff } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/legal-document";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `法律文件：${loaderData.document.title}` : "法律文件");

type LegalKey = (typeof LEGAL_DOCUMENT_KEYS)[number];
type FieldName = keyof LegalProposalFields;
type FieldErrors = Partial<Record<FieldName, string>>;

const STATUS_LABELS = { "in-force": "现行版本", scheduled: "待生效", superseded: "历史版本" } as const;
const RESULTS: Readonly<Record<string, string>> = { proposed: "新版本已提交审核，请等待另一位审核人员审核；审核通过后于生效时间起生效" };

function keyOf(param: string | undefined): LegalKey {
  const key = LEGAL_DOCUMENT_KEYS.find((k) => k === param);
  if (!key) throw data(null, { status: 404 });
  return key;
}

/** The current minute in China time, as the form's time field holds it (what an empty 生效时间 means). */
const thisMinute = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 16);

/** One document: its versions, newest first, its proposals, and (for an editor) the form for a new version. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireStaff(request, "content.read");
  const key = keyOf(params.key);
  const document = await requireData(request, operatorCalls.legalDocument, { key });
  const result = resultMessage(request, RESULTS);
  return { document, mayEdit: me.permissions.includes("content.edit"), result };
}

/** 提交审核 of a new version: each field checked here and again by the services, nothing written on a refusal. */
export async function action({ request, params }: Route.ActionArgs) {
  await requireStaff(request, "content.edit");
  const key = keyOf(params.key);
  const form = await request.formData();
  const typed = { version: field(form, "version"), effectiveAt: field(form, "effectiveAt"), title: field(form, "title"), text: field(form, "text") };
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, typed, fieldErrors: {} as FieldErrors }, { status: 403 });
  const checked = legalProposalSchema.safeParse({ ...typed, effectiveAt: typed.effectiveAt.trim() || thisMinute() });
  if (!checked.success) {
    const fieldErrors = fieldErrorsOf<FieldName>(checked.error.issues);
    return data({ error: "请按提示修改标红的项目", typed, fieldErrors }, { status: 400 });
  }
  const answer = await callServices(request, operatorCalls.legalPropose, { key, ...checked.data });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    const on: FieldName | null = answer.message === LEGAL_PROPOSAL_REFUSALS.version ? "version" : answer.message.includes("生效时间") ? "effectiveAt" : null;
    if (on) return data({ error: "请按提示修改标红的项目", typed, fieldErrors: { [on]: answer.message } as FieldErrors }, { status: answer.status });
    return data({ error: answer.message, typed, fieldErrors: {} as FieldErrors }, { status: answer.status });
  }
  return redirect(`/legal/${key}?result=proposed`);
}

export default function LegalDocument({ loaderData, actionData }: Route.ComponentProps) {
  const { document, mayEdit, result } = loaderData;
  const values = actionData?.typed ?? { version: "", effectiveAt: "", title: document.title, text: document.currentText };
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead
        back={{ href: "/legal", label: "返回法律文件" }}
        title={document.title}
        intro={`现行版本：${document.current || "（无）"}`}
        result={result}
      />
      <h2>版本</h2>
      <Table
        caption={`${document.title}的各版本，新的在前`}
        rowKey={(version) => version.version}
        data={document.versions}
        empty={<p>尚无版本。</p>}
        columns={[
          ...textColumns({ version: "版本号", title: "标题", effectiveTime: "生效时间" }),
          {
            key: "status",
            title: "状态",
            render: (version) => (version.status === "in-force" ? <strong>{STATUS_LABELS[version.status]}</strong> : STATUS_LABELS[version.status]),
          },
          {
            key: "read",
            title: "全文",
            render: (version) => <a href={`/legal/${document.key}/versions/${encodeURIComponent(version.version)}`}>阅读版本 {version.version} 全文</a>,
          },
        ]}
      />
      <h2>新版本提议</h2>
      <Table
        caption="新版本提议，新的在前（待审核的在审核队列中由另一位审核人员审核）"
        rowKey={(proposal) => String(proposal.id)}
        data={document.proposals}
        empty={<p>暂无新版本提议。</p>}
        columns={[
          ...textColumns({ version: "版本号", effectiveTime: "生效时间", proposer: "提议人", proposeTime: "提交时间", stateLabel: "状态" }),
          { key: "reviewer", title: "审核人", render: (proposal) => proposal.reviewer || "—" },
          { key: "rejectReason", title: "驳回原因", render: (proposal) => proposal.rejectReason || "—" },
        ]}
      />
      {mayEdit && (
        <>
          <h2 id="propose-heading">提议新版本</h2>
          <MessageLine kind="error" text={actionData?.error} />
          <form method="post" noValidate className={styles.stack} aria-labelledby="propose-heading">
            <FormField label="版本号" required hint="如 2026-12-01；同一文件的版本号不能重复" error={errors.version}>
              <Input name="version" defaultValue={values.version} maxLength={32} autoComplete="off" />
            </FormField>
            <FormField label="生效时间" hint="不早于现在（中国时间，精确到分钟）；留空则审核通过后立即生效" error={errors.effectiveAt}>
              <Input name="effectiveAt" type="datetime-local" step={60} defaultValue={values.effectiveAt} />
            </FormField>
            <FormField label="标题" required error={errors.title}>
              <Input name="title" defaultValue={values.title} maxLength={50} />
            </FormField>
            <FormField
              label="正文"
              required
              hint="以“一、”或“## ”开头的一行是章节标题，其下每个非空行是一段；已填入现行版本的正文，可在其上修改"
              error={errors.text}
            >
              <Textarea name="text" defaultValue={values.text} rows={20} maxLength={LEGAL_TEXT_MAX} />
            </FormField>
            <Button type="submit">提交审核</Button>
          </form>
        </>
      )}
    </main>
  );
}
