import { operatorCalls } from "@cidp/api-client/contract";
import { Button, FormField, Input } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { BackLink } from "../lib/back-link.tsx";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import type { DeskRouteHandle } from "../lib/route-handle.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff, staffForm } from "../lib/staff.server.ts";
import type { HelpErrors } from "../site/help-body.ts";
import { HelpBodyField } from "../site/help-body-field.tsx";
import { helpRefusal, saveHelpArticle } from "../site/help-save.server.ts";
import type { Route } from "./+types/help-article";

/** The body's rich-text editor needs the page's script (the page works without it, on the HTML). */
export const handle: DeskRouteHandle = { hydrate: true };

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `帮助文章：${loaderData.article.title}` : "帮助文章");

/** One help article: its column, title and body (HTML as saved); editors change or delete it. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const me = await requireStaff(request, "content.read");
  if (!/^\d{1,9}$/.test(params.id)) throw data(null, { status: 404 });
  const article = await callServices(request, operatorCalls.helpArticle, { id: Number(params.id) });
  if (!article.ok) {
    if (article.status === 404 || article.status === 400) throw data(null, { status: 404 });
    throw refusalOf(request, article);
  }
  return { article: article.data, mayEdit: me.permissions.includes("content.edit") };
}

/** 保存 (checked here and by the services, which reduce the body) or 删除. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const typed = { title: field(form, "title"), content: field(form, "content") };
  const refused = (error: string, status: number) => helpRefusal(typed, error, status);
  if (!fromOwnPage(request)) return refused(deskTexts.foreignForm, 403);
  const id = Number(params.id);
  if (field(form, "intent") === "delete") {
    const deleted = await callServices(request, operatorCalls.helpDelete, { id });
    if (!deleted.ok) {
      if (deleted.status === 401) throw refusalOf(request, deleted);
      return refused(deleted.message, deleted.status);
    }
    return redirect("/help?result=deleted");
  }
  return saveHelpArticle(request, typed, (fields) => callServices(request, operatorCalls.helpArticleSave, { id, ...fields }), "saved");
}

export default function HelpArticle({ loaderData, actionData }: Route.ComponentProps) {
  const { article, mayEdit } = loaderData;
  const errors: HelpErrors = actionData?.fieldErrors ?? {};
  const values = actionData?.typed ?? { title: article.title, content: article.content };
  return (
    <main id="main" className={styles.main}>
      <BackLink href="/help" label="返回帮助中心" />
      <h1>帮助文章：{article.title}</h1>
      <p className={styles.muted}>栏目：{article.columnTitle}</p>
      <MessageLine kind="error" text={actionData?.error} />
      {mayEdit ? (
        <>
          <form method="post" noValidate className={styles.stack}>
            <input type="hidden" name="intent" value="save" />
            <FormField label="标题" hint="不超过50个字" error={errors.title}>
              <Input name="title" defaultValue={values.title} maxLength={100} />
            </FormField>
            <HelpBodyField value={values.content} error={errors.content} />
            <div>
              <Button type="submit">保存</Button>
            </div>
          </form>
          <h2>删除</h2>
          <form method="post" className={styles.stack}>
            <input type="hidden" name="intent" value="delete" />
            <p className={styles.muted}>删除后帮助中心、站内搜索与站点地图立即不再显示这篇文章。</p>
            <div>
              <Button type="submit" variant="ghost">
                删除文章
              </Button>
            </div>
          </form>
        </>
      ) : (
        <pre className={styles.muted}>{article.content}</pre>
      )}
    </main>
  );
}
