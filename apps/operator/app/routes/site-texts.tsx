import { operatorCalls, SITE_HOT_WORD_MAX_LENGTH, SITE_HOT_WORDS_MAX, SITE_TOP_TEXTS_MAX, siteTextsSchema } from "@cidp/api-client/contract";
import { Button, FormField, Input, Textarea } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { contentDeskPage } from "../lib/content-desk.server.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { field } from "../lib/form.server.ts";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireData, staffForm } from "../lib/staff.server.ts";
import { HeldLinks } from "../site/held-links.tsx";
import type { Route } from "./+types/site-texts";

export const meta = () => pageTitle("热门搜索与顶部文字");

/** The form as posted: the words one a line, and the top line's rows (empty rows are left out). */
interface Typed {
  hotWords: string;
  topTexts: { text: string; link: string }[];
}

/** Messages by field: `hotWords`, `topTexts` (the list as a whole), `topTexts.<row>.text` / `.link`. */
type FieldErrors = Record<string, string>;

const RESULTS: Readonly<Record<string, string>> = {
  saved: "已保存，门户下一页即显示",
  unchanged: "内容未改变",
  held: "热门搜索已保存；顶部文字含站外链接，已提交内容审核，审核通过后门户显示",
};

/** The rows the form offers: the lines there are, then empty ones up to the most there may be. */
const rowsOf = (lines: Typed["topTexts"]) => [
  ...lines,
  ...Array.from({ length: Math.max(0, SITE_TOP_TEXTS_MAX - lines.length) }, () => ({ text: "", link: "" })),
];

export async function loader({ request }: Route.LoaderArgs) {
  const { data: texts, mayEdit, result } = await contentDeskPage(request, operatorCalls.siteTexts, RESULTS);
  const held = await requireData(request, operatorCalls.linkReviews, { kind: "top-texts" });
  return { texts, mayEdit, result, held };
}

/** 保存: both lists as a whole, checked here and again by the services; nothing written on a refusal. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  const rows = Array.from({ length: SITE_TOP_TEXTS_MAX }, (_, row) => ({ text: field(form, `topText.${row}`), link: field(form, `topLink.${row}`) }));
  const typed: Typed = { hotWords: field(form, "hotWords"), topTexts: rows };
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, typed, fieldErrors: {} as FieldErrors }, { status: 403 });
  // Blank lines and rows are no entries; each kept row remembers where it stood, so its message lands there.
  const kept = rows.map((line, row) => ({ ...line, row })).filter((line) => line.text.trim() !== "" || line.link.trim() !== "");
  const words = typed.hotWords
    .split(/\r?\n/)
    .map((word) => word.trim())
    .filter((word) => word !== "");
  const checked = siteTextsSchema.safeParse({ hotWords: words, topTexts: kept.map(({ text, link }) => ({ text, link })) });
  if (!checked.success) {
    const fieldErrors: FieldErrors = {};
    for (const issue of checked.error.issues) {
      const [list, index, part] = issue.path;
      const name = list === "topTexts" && typeof index === "number" ? `topTexts.${kept[index]?.row ?? index}.${String(part)}` : String(list);
      fieldErrors[name] ??= issue.message;
    }
    return data({ error: "请按提示修改标红的项目", typed, fieldErrors }, { status: 400 });
  }
  const saved = await callServices(request, operatorCalls.siteTextsSave, checked.data);
  if (!saved.ok) {
    if (saved.status === 401) throw refusalOf(request, saved);
    return data({ error: saved.message, typed, fieldErrors: {} as FieldErrors }, { status: saved.status });
  }
  const result = saved.data.waitsForReview ? "held" : saved.data.changed ? "saved" : "unchanged";
  return redirect(`/site-texts?result=${result}`);
}

export default function SiteTexts({ loaderData, actionData }: Route.ComponentProps) {
  const { texts, mayEdit, result, held } = loaderData;
  const typed: Typed = actionData?.typed ?? { hotWords: texts.hotWords.join("\n"), topTexts: texts.topTexts };
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead
        back={{ href: "/content", label: "返回内容管理" }}
        title="热门搜索与顶部文字"
        intro="门户搜索框下的“热门搜索”与页面顶部的文字。保存后立即生效，门户的下一页即显示；顶部文字含新的站外地址时，须经内容审核通过。每次修改都记入操作日志。"
        result={result}
        error={actionData?.error}
      />
      {mayEdit ? (
        <form method="post" noValidate className={styles.stack}>
          <FormField
            label="热门搜索"
            hint={`每行一个词，按显示顺序排列：增加一行即新增，删去一行即删除，调换行即调整顺序；最多${SITE_HOT_WORDS_MAX}个，每个不超过${SITE_HOT_WORD_MAX_LENGTH}个字，不能重复`}
            error={errors.hotWords}
          >
            <Textarea name="hotWords" defaultValue={typed.hotWords} rows={SITE_HOT_WORDS_MAX} />
          </FormField>
          <fieldset className={styles.stack} aria-describedby={errors.topTexts ? "top-texts-hint top-texts-error" : "top-texts-hint"}>
            <legend>顶部文字</legend>
            <p id="top-texts-hint" className={styles.muted}>
              门户页面顶部显示第1条（其余按顺序备用）；链接可留空，或填以 / 开头的站内页面、以 https:// 开头的地址。留空的行不保存。
            </p>
            {errors.topTexts ? (
              <p id="top-texts-error" className={styles.error}>
                {errors.topTexts}
              </p>
            ) : null}
            {rowsOf(typed.topTexts).map((line, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the rows are fixed slots of the form.
              <div key={row} className={styles.row}>
                <FormField label={`第${row + 1}条文字`} error={errors[`topTexts.${row}.text`]}>
                  <Input name={`topText.${row}`} defaultValue={line.text} maxLength={100} />
                </FormField>
                <FormField label={`第${row + 1}条链接`} error={errors[`topTexts.${row}.link`]}>
                  <Input name={`topLink.${row}`} defaultValue={line.link} maxLength={300} />
                </FormField>
              </div>
            ))}
          </fieldset>
          <div>
            <Button type="submit">保存</Button>
          </div>
        </form>
      ) : (
        <>
          <h2>热门搜索</h2>
          <ol>
            {texts.hotWords.map((word) => (
              <li key={word}>{word}</li>
            ))}
          </ol>
          <h2>顶部文字</h2>
          <ol>
            {texts.topTexts.map((line, row) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; their order is their identity.
              <li key={row}>
                {line.text}
                {line.link ? `（${line.link}）` : ""}
              </li>
            ))}
          </ol>
        </>
      )}
      <HeldLinks held={held} />
    </main>
  );
}
