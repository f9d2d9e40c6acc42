import { operatorCalls } from "@cidp/api-client/contract";
import { Button, FormField, Input } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { BackLink } from "../lib/back-link.tsx";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { NativeSelect } from "../lib/native-select.tsx";
import { pageTitle } from "../lib/page-title.ts";
import type { DeskRouteHandle } from "../lib/route-handle.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { staffData, staffForm } from "../lib/staff.server.ts";
import type { HelpErrors } from "../site/help-body.ts";
import { HelpBodyField } from "../site/help-body-field.tsx";
import { helpRefusal, saveHelpArticle } from "../site/help-save.server.ts";
import type { Route } from "./+types/help-new";

/** The body's rich-text editor needs the page's script (the page works without it, on the HTML). */
export const handle: DeskRouteHandle = { hydrate: true };

export const meta = () => pageTitle("新增帮助文章");

/** The columns an article can go under (`?column=` preselects one). */
export async function loader({ request }: Route.LoaderArgs) {
  const tree = await staffData(request, "content.edit", operatorCalls.helpTree);
  const columns = tree.map((column) => ({ id: column.id, title: column.title }));
  const asked = new URL(request.url).searchParams.get("column");
  const columnId = columns.some((column) => String(column.id) === asked) ? String(asked) : String(columns[0]?.id ?? "");
  return { columns, columnId };
}

/** 新增文章: checked here and by the services (which reduce the body), then back to the help center. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const typed = { columnId: field(form, "columnId"), title: field(form, "title"), content: field(form, "content") };
  const refused = (error: string, status: number, fieldErrors: HelpErrors = {}) => helpRefusal(typed, error, status, fieldErrors);
  if (!fromOwnPage(request)) return refused(deskTexts.foreignForm, 403);
  const columnId = Number(typed.columnId);
  if (!Number.isSafeInteger(columnId) || columnId <= 0) return refused("请按提示修改标红的项目", 400, { columnId: "请选择栏目" });
  return saveHelpArticle(request, typed, (fields) => callServices(request, operatorCalls.helpArticleCreate, { columnId, ...fields }), "created");
}

/** 新增帮助文章: column, title and the body in the rich-text editor. */
export default function HelpNew({ loaderData, actionData }: Route.ComponentProps) {
  const { columns, columnId } = loaderData;
  const errors: HelpErrors = actionData?.fieldErrors ?? {};
  const typed = actionData?.typed ?? { columnId, title: "", content: "" };
  return (
    <main id="main" className={styles.main}>
      <BackLink href="/help" label="返回帮助中心" />
      <h1>新增帮助文章</h1>
      <p className={styles.muted}>保存后帮助中心、站内搜索与站点地图立即显示；每次修改都记入操作日志。</p>
      <MessageLine kind="error" text={actionData?.error} />
      <form method="post" noValidate className={styles.stack}>
        <FormField label="栏目" error={errors.columnId}>
          <NativeSelect name="columnId" defaultValue={typed.columnId}>
            {columns.map((column) => (
              <option key={column.id} value={column.id}>
                {column.title}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="标题" hint="不超过50个字" error={errors.title}>
          <Input name="title" defaultValue={typed.title} maxLength={100} />
        </FormField>
        <HelpBodyField value={typed.content} error={errors.content} />
        <div>
          <Button type="submit">新增文章</Button>
        </div>
      </form>
    </main>
  );
}
