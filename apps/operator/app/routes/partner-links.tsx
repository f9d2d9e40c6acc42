import { operatorCalls, partnerLinkFieldsSchema } from "@cidp/api-client/contract";
import { Button, FormField, Input, Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { contentDeskPage } from "../lib/content-desk.server.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { field, fieldErrorsOf } from "../lib/form.server.ts";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireData, staffForm } from "../lib/staff.server.ts";
import { HELD_LINK_RESULTS, HeldLinks } from "../site/held-links.tsx";
import { moveOrDeleteRow } from "../site/row-action.server.ts";
import { ROW_ACTION_RESULTS } from "../site/row-action-results.ts";
import { MoveButtons, RowButton } from "../site/row-button.tsx";
import type { Route } from "./+types/partner-links";

export const meta = () => pageTitle("友情链接");

type FieldErrors = Partial<Record<"name" | "url", string>>;

const RESULTS: Readonly<Record<string, string>> = {
  created: "已新增，门户下一页即显示",
  saved: "已保存，门户下一页即显示",
  ...HELD_LINK_RESULTS,
  ...ROW_ACTION_RESULTS,
};

/** The footer's 友情链接 in their order; `?edit=<id>` opens one in the form. */
export async function loader({ request }: Route.LoaderArgs) {
  const { data: links, mayEdit, result } = await contentDeskPage(request, operatorCalls.partnerLinks, RESULTS);
  const url = new URL(request.url);
  const editing = links.find((link) => String(link.id) === url.searchParams.get("edit")) ?? null;
  const held = await requireData(request, operatorCalls.linkReviews, { kind: "partner-link" });
  return { links, editing, mayEdit, result, held };
}

/** 新增 or 保存 (each field checked here and by the services), 上移 / 下移, 删除. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const typed = { name: field(form, "name"), url: field(form, "url") };
  const refused = (error: string, status: number, fieldErrors: FieldErrors = {}) => data({ error, typed, fieldErrors }, { status });
  if (!fromOwnPage(request)) return refused(deskTexts.foreignForm, 403);
  const row = await moveOrDeleteRow(
    request,
    form,
    "/partner-links",
    { move: operatorCalls.partnerLinkMove, delete: operatorCalls.partnerLinkDelete },
    (error, status) => data({ error, typed: null, fieldErrors: {} as FieldErrors }, { status }),
  );
  if (row) return row;
  const intent = field(form, "intent");
  const id = Number(field(form, "id")) || 0;
  const checked = partnerLinkFieldsSchema.safeParse(typed);
  if (!checked.success) {
    const fieldErrors = fieldErrorsOf<keyof FieldErrors>(checked.error.issues);
    return refused("请按提示修改标红的项目", 400, fieldErrors);
  }
  const answer =
    intent === "update"
      ? await callServices(request, operatorCalls.partnerLinkUpdate, { id, ...checked.data })
      : await callServices(request, operatorCalls.partnerLinkCreate, checked.data);
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return refused(answer.message, answer.status);
  }
  return redirect(`/partner-links?result=${answer.data.waitsForReview ? "held" : intent === "update" ? "saved" : "created"}`);
}

export default function PartnerLinks({ loaderData, actionData }: Route.ComponentProps) {
  const { links, editing, mayEdit, result, held } = loaderData;
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  const values = actionData?.typed ?? (editing ? { name: editing.title, url: editing.url } : { name: "", url: "" });
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead
        back={{ href: "/content", label: "返回内容管理" }}
        title="友情链接"
        intro="门户页脚“友情链接”栏的链接，按此顺序显示。站内页面的链接与名称的修改立即生效，门户的下一页即显示；新的站外地址须经内容审核通过。每次修改都记入操作日志。"
        result={result}
        error={actionData?.error}
      />
      <Table
        caption="友情链接，按显示顺序"
        showCaption
        rowKey={(link) => String(link.id)}
        data={links}
        empty={<p>暂无友情链接。</p>}
        columns={[
          { key: "title", title: "名称" },
          { key: "url", title: "链接地址" },
          {
            key: "id",
            title: "操作",
            render: (link) =>
              mayEdit ? (
                <span className={styles.row}>
                  <a href={`/partner-links?edit=${link.id}`} aria-label={`修改友情链接：${link.title}`}>
                    修改
                  </a>
                  <MoveButtons id={link.id} title={link.title} />
                  <RowButton id={link.id} intent="delete" label={`删除友情链接：${link.title}`}>
                    删除
                  </RowButton>
                </span>
              ) : (
                "—"
              ),
          },
        ]}
      />
      <HeldLinks held={held} />
      {mayEdit ? (
        <>
          <h2>{editing ? `修改友情链接：${editing.title}` : "新增友情链接"}</h2>
          <form method="post" noValidate className={styles.stack}>
            <input type="hidden" name="intent" value={editing ? "update" : "create"} />
            {editing ? <input type="hidden" name="id" value={editing.id} /> : null}
            <FormField label="名称" hint="不超过20个字" error={errors.name}>
              <Input name="name" defaultValue={values.name} maxLength={40} />
            </FormField>
            <FormField label="链接地址" hint="以 https:// 开头的地址，或以 / 开头的门户页面" error={errors.url}>
              <Input name="url" defaultValue={values.url} maxLength={300} />
            </FormField>
            <div className={styles.row}>
              <Button type="submit">{editing ? "保存" : "新增友情链接"}</Button>
              {editing ? <a href="/partner-links">取消</a> : null}
            </div>
          </form>
        </>
      ) : null}
    </main>
  );
}
