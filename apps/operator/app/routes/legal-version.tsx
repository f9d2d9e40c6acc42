import { LEGAL_DOCUMENT_KEYS, operatorCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import * as styles from "../desk.css.ts";
import { BackLink } from "../lib/back-link.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/legal-version";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `${loaderData.version.title}（${loaderData.version.version}）` : "法律文件");

const STATUS_LABELS = { "in-force": "现行版本", scheduled: "已审核通过，待生效", superseded: "历史版本" } as const;

/** One version of a legal document in full (a member's consent names the version they accepted). */
export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "content.read");
  const key = LEGAL_DOCUMENT_KEYS.find((k) => k === params.key);
  if (!key || !/^[\w.-]{1,32}$/.test(params.version)) throw data(null, { status: 404 });
  const version = await callServices(request, operatorCalls.legalVersion, { key, version: params.version });
  if (!version.ok) {
    if (version.status === 404 || version.status === 400) throw data(null, { status: 404 });
    throw refusalOf(request, version);
  }
  return { version: version.data };
}

export default function LegalVersion({ loaderData }: Route.ComponentProps) {
  const { version } = loaderData;
  return (
    <main id="main" className={styles.main}>
      <BackLink href={`/legal/${version.key}`} label={`返回${version.title}的版本列表`} />
      <h1>
        {version.title}（版本 {version.version}）
      </h1>
      <dl className={styles.facts}>
        <dt>生效时间</dt>
        <dd>{version.effectiveTime}</dd>
        <dt>状态</dt>
        <dd>{STATUS_LABELS[version.status]}</dd>
      </dl>
      <article aria-label={`${version.title}全文`}>
        {version.sections.map((section, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity but their order
          <section key={index}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph, n) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: paragraphs have no identity but their order
              <p key={n}>{paragraph}</p>
            ))}
          </section>
        ))}
      </article>
    </main>
  );
}
