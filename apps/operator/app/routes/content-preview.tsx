import { operatorCalls, POLICY_VALIDITY_LABELS } from "@cidp/api-client/contract";
import * as contentStyles from "../content/content.css.ts";
import * as styles from "../desk.css.ts";
import { BackLink } from "../lib/back-link.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { recordOf, requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/content-preview";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `预览：${loaderData.entry.title}` : "预览");

/** A piece as the portal will show it: the saved version, its metadata, its body. */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content.read");
  return { entry: await recordOf(request, operatorCalls.contentDetail, params.id) };
}

export default function ContentPreview({ loaderData }: Route.ComponentProps) {
  const { entry } = loaderData;
  const { fields } = entry;
  return (
    <main id="main" className={styles.main}>
      <BackLink href={`/content/${entry.id}`} label="返回稿件" />
      <p className={styles.muted}>
        预览 · {entry.channelLabel} · {entry.stateLabel} · 第 {entry.version} 版（已保存的内容）
      </p>
      <article className={contentStyles.article}>
        <h1>{fields.title}</h1>
        <p className={styles.muted}>
          {[fields.source && `来源：${fields.source}`, fields.author && `作者：${fields.author}`, fields.publishAt && `定时发布：${fields.publishAt}`]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {fields.channel === "policy" ? (
          <dl className={styles.facts}>
            <dt>文号</dt>
            <dd>{fields.docNumber || "—"}</dd>
            <dt>发文机关</dt>
            <dd>{fields.issuingAuthority}</dd>
            <dt>生效日期</dt>
            <dd>{fields.effectiveDate}</dd>
            <dt>有效性</dt>
            <dd>{fields.validity ? POLICY_VALIDITY_LABELS[fields.validity] : ""}</dd>
          </dl>
        ) : null}
        {fields.summary ? <p>{fields.summary}</p> : null}
        <div
          // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the services with the rich-text policy when saved; this page runs no script anyway (CSP).
          dangerouslySetInnerHTML={{ __html: fields.body }}
        />
      </article>
    </main>
  );
}
