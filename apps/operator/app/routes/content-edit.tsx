import { CONTENT_CHANNELS, type ContentEntryDetail, operatorCalls, POLICY_VALIDITY_LABELS } from "@cidp/api-client/contract";
import { PARTY_BUILDING_MODULE_CODE } from "@cidp/domain";
import { Button, FormField, Input, Table, Textarea } from "@cidp/ui";
import { data, redirect } from "react-router";
import { BodyField } from "../content/body-field.tsx";
import * as contentStyles from "../content/content.css.ts";
import { type ContentFieldErrors, readContentForm, type TypedContent } from "../content/content-form.server.ts";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { field } from "../lib/form.server.ts";
import { LabelledOptions, NativeSelect } from "../lib/native-select.tsx";
import { pageTitle } from "../lib/page-title.ts";
import type { DeskRouteHandle } from "../lib/route-handle.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { recordOf, refusalOf, requireStaff } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import type { Route } from "./+types/content-edit";

/** The body's editor needs the page's script (everything else works without it). */
export const handle: DeskRouteHandle = { hydrate: true };

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData?.entry ? `编辑稿件：${loaderData.entry.title}` : "新建稿件");

const RESULTS: Readonly<Record<string, string>> = {
  saved: "已保存",
  submitted: "已提交审核，请等待另一位审核人员审核",
  unpublished: "已下架，门户、搜索与站点地图不再显示",
  restored: "已恢复为该版本（草稿），提交审核后生效",
};

/** An empty piece: a news item, published on approval. */
const BLANK: TypedContent = {
  channel: "news",
  title: "",
  summary: "",
  body: "",
  source: "",
  author: "",
  publishAt: "",
  unpublishAt: "",
  docNumber: "",
  issuingAuthority: "",
  effectiveDate: "",
  validity: "",
  moduleCode: "",
};

/** A new piece (`/content/new`) or one piece with its versions (`/content/:id`). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireStaff(request, "content.read");
  const mayEdit = me.permissions.includes("content.edit");
  const mayReview = me.permissions.includes("content.review");
  const search = new URL(request.url).searchParams;
  const result = RESULTS[search.get("result") ?? ""] ?? null;
  // Saved, but the submission was refused (a title another article holds): why, from the services.
  const refusedSubmit = (search.get("refused") ?? "").slice(0, 200) || null;
  const portalOrigin = (process.env.PORTAL_ORIGIN ?? "").replace(/\/+$/, "");
  // The 党建栏目 a 党建 piece chooses from (none shown when the services cannot say: the piece keeps the default).
  const modulesAnswer = await callServices(request, operatorCalls.partyModules);
  const partyModules = modulesAnswer.ok ? modulesAnswer.data.map(({ code, name }) => ({ code, name })) : [];
  if (!params.id) {
    if (!mayEdit) throw data({ permission: "content.edit" }, { status: 403 });
    return { entry: null as ContentEntryDetail | null, mayEdit, mayReview, result, refusedSubmit, portalOrigin, partyModules };
  }
  const entry = await recordOf(request, operatorCalls.contentDetail, params.id);
  return { entry, mayEdit, mayReview, result, refusedSubmit, portalOrigin, partyModules };
}

type ActionAnswer = { error: string; typed: TypedContent | null; fieldErrors: ContentFieldErrors };
const refused = (error: string, status: number, typed: TypedContent | null = null, fieldErrors: ContentFieldErrors = {}) =>
  data<ActionAnswer>({ error, typed, fieldErrors }, { status });

/** 保存草稿 / 提交审核 (saved first), 恢复 a version, or 下架 (a reviewer's). */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  await requireStaff(request, intent === "unpublish" ? "content.review" : "content.edit");
  if (!fromOwnPage(request)) return refused(deskTexts.foreignForm, 403);
  const id = params.id ? Number(params.id) : null;
  const fail = (answer: { status: number; message: string }, typed: TypedContent | null = null) => {
    if (answer.status === 401) throw refusalOf(request, answer);
    return refused(answer.message, answer.status, typed);
  };

  if (id !== null && intent === "unpublish") {
    const answer = await callServices(request, operatorCalls.contentUnpublish, { id });
    return answer.ok ? redirect(`/content/${id}?result=unpublished`) : fail(answer);
  }
  if (id !== null && intent === "restore") {
    const answer = await callServices(request, operatorCalls.contentRestore, { id, versionId: Number(field(form, "versionId")) || 0 });
    return answer.ok ? redirect(`/content/${id}?result=restored`) : fail(answer);
  }

  const { typed, fields, errors } = readContentForm(form);
  if (!fields) return refused("请按提示修改标红的项目", 400, typed, errors);
  let saved = id;
  if (saved === null) {
    const created = await callServices(request, operatorCalls.contentCreate, fields);
    if (!created.ok) return fail(created, typed);
    saved = created.data.id;
  } else {
    const answer = await callServices(request, operatorCalls.contentSave, { id: saved, ...fields, version: Number(field(form, "version")) || 1 });
    if (!answer.ok) return fail(answer, typed);
  }
  if (intent === "submit") {
    const submitted = await callServices(request, operatorCalls.contentSubmit, { id: saved });
    // Saved but not sent: the piece's page says why, and the editor's text is kept.
    if (!submitted.ok)
      return submitted.status === 401 ? fail(submitted) : redirect(`/content/${saved}?result=saved&refused=${encodeURIComponent(submitted.message)}`);
    return redirect(`/content/${saved}?result=submitted`);
  }
  return redirect(`/content/${saved}?result=saved`);
}

/** The fields of the form, with the values typed or saved and each field's message. */
function ContentForm({
  values,
  errors,
  entry,
  partyModules,
}: {
  values: TypedContent;
  errors: ContentFieldErrors;
  entry: ContentEntryDetail | null;
  partyModules: readonly { code: string; name: string }[];
}) {
  return (
    <form method="post" noValidate className={contentStyles.form}>
      {entry ? <input type="hidden" name="version" value={entry.version} /> : null}
      <div className={contentStyles.twoColumns}>
        <FormField label="栏目" required error={errors.channel}>
          <NativeSelect name="channel" defaultValue={values.channel}>
            <LabelledOptions labels={CONTENT_CHANNELS} />
          </NativeSelect>
        </FormField>
        <FormField label="标题" required error={errors.title}>
          <Input name="title" defaultValue={values.title} maxLength={100} />
        </FormField>
      </div>
      <FormField label="摘要" hint="不超过200字；不填时取正文开头" error={errors.summary}>
        <Textarea name="summary" defaultValue={values.summary} maxLength={200} rows={3} />
      </FormField>
      <BodyField
        name="body"
        label={
          <>
            <strong>正文</strong>（可插入JPG、PNG、WEBP图片，每张不超过3MB）
          </>
        }
        value={values.body}
        error={errors.body}
      />
      <div className={contentStyles.twoColumns}>
        <FormField label="来源" error={errors.source}>
          <Input name="source" defaultValue={values.source} maxLength={50} />
        </FormField>
        <FormField label="作者" error={errors.author}>
          <Input name="author" defaultValue={values.author} maxLength={50} />
        </FormField>
      </div>
      <fieldset className={contentStyles.fieldset}>
        <legend>政策法规信息（仅“政策法规”栏目填写，其他栏目不保存）</legend>
        <div className={contentStyles.twoColumns}>
          <FormField label="文号" hint="如 吉建管〔2026〕18号" error={errors.docNumber}>
            <Input name="docNumber" defaultValue={values.docNumber} maxLength={100} />
          </FormField>
          <FormField label="发文机关" error={errors.issuingAuthority}>
            <Input name="issuingAuthority" defaultValue={values.issuingAuthority} maxLength={100} />
          </FormField>
          <FormField label="生效日期" error={errors.effectiveDate}>
            <Input name="effectiveDate" type="date" defaultValue={values.effectiveDate} />
          </FormField>
          <FormField label="有效性" error={errors.validity}>
            <NativeSelect name="validity" defaultValue={values.validity}>
              <option value="">请选择</option>
              <LabelledOptions labels={POLICY_VALIDITY_LABELS} />
            </NativeSelect>
          </FormField>
        </div>
      </fieldset>
      {partyModules.length > 0 ? (
        <fieldset className={contentStyles.fieldset}>
          <legend>党建信息（仅“党建”栏目选择，其他栏目不保存）</legend>
          <FormField label="党建栏目" hint="门户党建列表按栏目筛选；默认为党建要闻" error={errors.moduleCode}>
            <NativeSelect name="moduleCode" defaultValue={values.moduleCode || PARTY_BUILDING_MODULE_CODE}>
              {partyModules.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.name}（{choice.code}）
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </fieldset>
      ) : null}
      <div className={contentStyles.twoColumns}>
        <FormField label="定时发布" hint="不填则审核通过后立即发布（北京时间）" error={errors.publishAt}>
          <Input name="publishAt" type="datetime-local" defaultValue={values.publishAt.replace(" ", "T")} />
        </FormField>
        <FormField label="定时下架" hint="不填则不自动下架" error={errors.unpublishAt}>
          <Input name="unpublishAt" type="datetime-local" defaultValue={values.unpublishAt.replace(" ", "T")} />
        </FormField>
      </div>
      <div className={contentStyles.actions}>
        <Button type="submit" name="intent" value="save" variant="ghost">
          保存草稿
        </Button>
        <Button type="submit" name="intent" value="submit">
          提交审核
        </Button>
      </div>
    </form>
  );
}

export default function ContentEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { entry, mayEdit, mayReview, result, refusedSubmit, portalOrigin, partyModules } = loaderData;
  const values: TypedContent = actionData?.typed ?? (entry ? { ...entry.fields, moduleCode: entry.fields.moduleCode ?? "" } : BLANK);
  const editable = mayEdit && (!entry || ["draft", "rejected", "published", "withdrawn"].includes(entry.state));
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead
        back={{ href: "/content", label: "返回内容管理" }}
        title={entry ? `编辑稿件：${entry.title}` : "新建稿件"}
        result={result}
        error={actionData?.error ?? refusedSubmit}
      />
      {entry ? (
        <dl className={styles.facts}>
          <dt>状态</dt>
          <dd>{entry.stateLabel}</dd>
          <dt>栏目</dt>
          <dd>{entry.channelLabel}</dd>
          <dt>最后修改</dt>
          <dd>
            {entry.editor} · {entry.updateTime}（第 {entry.version} 版）
          </dd>
          {entry.submitter ? (
            <>
              <dt>提交人</dt>
              <dd>{entry.submitter}</dd>
            </>
          ) : null}
          {entry.reviewer ? (
            <>
              <dt>审核人</dt>
              <dd>{entry.reviewer}</dd>
            </>
          ) : null}
          {entry.rejectReason && entry.state === "rejected" ? (
            <>
              <dt>驳回原因</dt>
              <dd className={styles.error}>{entry.rejectReason}</dd>
            </>
          ) : null}
          {entry.portalPath ? (
            <>
              <dt>门户地址</dt>
              <dd>{portalOrigin ? <a href={`${portalOrigin}${entry.portalPath}`}>{entry.portalPath}</a> : <code>{entry.portalPath}</code>}</dd>
            </>
          ) : null}
        </dl>
      ) : null}
      {entry ? (
        <p className={contentStyles.actions}>
          <a href={`/content/${entry.id}/preview`}>预览（已保存的版本）</a>
          {entry.state === "pending" && mayReview ? <a href={`/review/content/${entry.id}`}>去审核</a> : null}
        </p>
      ) : null}
      {entry && mayReview && (entry.state === "published" || entry.state === "scheduled") ? (
        <form method="post" className={styles.inlineForm}>
          <input type="hidden" name="intent" value="unpublish" />
          <Button type="submit" variant="warning">
            {entry.state === "scheduled" ? "取消定时发布（下架）" : "下架"}
          </Button>
        </form>
      ) : null}
      {editable ? (
        <>
          {entry?.state === "published" ? <p className={styles.muted}>修改已发布的稿件：门户上仍显示原文，再次审核通过后更新。</p> : null}
          <ContentForm values={values} errors={actionData?.fieldErrors ?? {}} entry={entry} partyModules={partyModules} />
        </>
      ) : entry ? (
        <p className={styles.muted}>
          {entry.state === "pending" ? "稿件审核中，暂不能修改。" : entry.state === "scheduled" ? "稿件等待定时发布，如需修改请先下架。" : ""}
        </p>
      ) : null}
      {entry ? (
        <Table
          caption="历史版本，新的在前"
          showCaption
          rowKey={(version) => String(version.id)}
          data={entry.versions}
          columns={[
            { key: "version", title: "版本", render: (version) => `第 ${version.version} 版` },
            ...textColumns({ title: "标题", operator: "保存人", saveTime: "保存时间" }),
            {
              key: "restore",
              title: "操作",
              render: (version) =>
                editable && version.version !== entry.version ? (
                  <form method="post" className={styles.inlineForm}>
                    <input type="hidden" name="intent" value="restore" />
                    <input type="hidden" name="versionId" value={version.id} />
                    <Button type="submit" variant="ghost" size="small" aria-label={`恢复此版本（第 ${version.version} 版）`}>
                      恢复此版本
                    </Button>
                  </form>
                ) : (
                  "—"
                ),
            },
          ]}
        />
      ) : null}
    </main>
  );
}
