import { operatorCalls, partyModuleCreateSchema } from "@cidp/api-client/contract";
import { LIST_COUNT_CAP, shownTotal } from "@cidp/domain";
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
import { refusalOf, staffForm } from "../lib/staff.server.ts";
import { RowButton } from "../site/row-button.tsx";
import type { Route } from "./+types/party-modules";

const texts = deskTexts.partyModules;

export const meta = () => pageTitle(texts.title);

type FieldErrors = Partial<Record<"code" | "name", string>>;

/** The party-building modules with what each holds. */
export async function loader({ request }: Route.LoaderArgs) {
  const { data: modules, mayEdit, result } = await contentDeskPage(request, operatorCalls.partyModules, texts.results);
  return { modules, mayEdit, result };
}

/** 新增 (code and name, checked here and by the services), 改名, 删除 (the services refuse a module that still holds something). */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const typed = { code: field(form, "code"), name: field(form, "name") };
  const refused = (error: string, status: number, fieldErrors: FieldErrors = {}) => data({ error, typed, fieldErrors }, { status });
  if (!fromOwnPage(request)) return refused(deskTexts.foreignForm, 403);
  const intent = field(form, "intent");
  const id = Number(field(form, "id")) || 0;
  const answered = async (answer: { ok: true } | { ok: false; status: number; message: string }, done: string) => {
    if (answer.ok) return redirect(`/content/party-modules?result=${done}`);
    if (answer.status === 401) throw refusalOf(request, answer);
    return refused(answer.message, answer.status);
  };
  if (intent === "delete") return answered(await callServices(request, operatorCalls.partyModuleDelete, { id }), "deleted");
  if (intent === "rename") return answered(await callServices(request, operatorCalls.partyModuleRename, { id, name: typed.name }), "renamed");
  const checked = partyModuleCreateSchema.safeParse(typed);
  if (!checked.success) {
    const fieldErrors = fieldErrorsOf<keyof FieldErrors>(checked.error.issues);
    return refused(texts.fixErrors, 400, fieldErrors);
  }
  return answered(await callServices(request, operatorCalls.partyModuleCreate, checked.data), "created");
}

export default function PartyModules({ loaderData, actionData }: Route.ComponentProps) {
  const { modules, mayEdit, result } = loaderData;
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  const c = texts.columns;
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead back={{ href: "/content", label: texts.back }} title={texts.title} intro={texts.intro} result={result} error={actionData?.error} />
      <Table
        caption={texts.caption}
        rowKey={(row) => String(row.id)}
        data={modules}
        empty={<p>{texts.empty}</p>}
        columns={[
          { key: "code", title: c.code },
          { key: "name", title: c.name, render: (row) => `${row.name}${row.isDefault ? texts.isDefault : ""}` },
          // Counted up to the lists' cap: "1000+" beyond it.
          { key: "articleCount", title: c.articles, render: (row) => shownTotal(row.articleCount, LIST_COUNT_CAP) },
          { key: "entryCount", title: c.entries, render: (row) => shownTotal(row.entryCount, LIST_COUNT_CAP) },
          {
            key: "id",
            title: c.action,
            render: (row) =>
              mayEdit ? (
                <span className={styles.row}>
                  <form method="post" className={styles.inlineForm}>
                    <input type="hidden" name="intent" value="rename" />
                    <input type="hidden" name="id" value={row.id} />
                    <Input name="name" defaultValue={row.name} maxLength={40} aria-label={texts.renameField(row.name)} />
                    <Button type="submit" variant="ghost" size="small" aria-label={texts.renameLabel(row.name)}>
                      {texts.rename}
                    </Button>
                  </form>
                  {row.isDefault ? null : (
                    <RowButton id={row.id} intent="delete" label={texts.removeLabel(row.name)}>
                      {texts.remove}
                    </RowButton>
                  )}
                </span>
              ) : (
                "—"
              ),
          },
        ]}
      />
      {mayEdit ? (
        <>
          <h2>{texts.add}</h2>
          <form method="post" noValidate className={styles.stack}>
            <input type="hidden" name="intent" value="create" />
            <FormField label={texts.code} hint={texts.codeHint} error={errors.code}>
              <Input name="code" inputMode="numeric" defaultValue={actionData?.typed?.code ?? ""} maxLength={12} />
            </FormField>
            <FormField label={texts.name} hint={texts.nameHint} error={errors.name}>
              <Input name="name" defaultValue={actionData?.typed?.name ?? ""} maxLength={40} />
            </FormField>
            <div className={styles.row}>
              <Button type="submit">{texts.add}</Button>
            </div>
          </form>
        </>
      ) : null}
    </main>
  );
}
