import { requestHeaders } from "@cidp/api-client/contract";
import * as news from "../features/news/news.css.ts";
import { loadOpenApiGroups } from "../features/news/open-api.server.ts";
import { openApiTexts } from "../features/open-api/open-api-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-open-api";

const texts = openApiTexts;

/** The services' OpenAPI document, grouped by service. */
export async function loader() {
  try {
    return { groups: await loadOpenApiGroups(), error: null };
  } catch {
    return { groups: [], error: texts.loadFailed };
  }
}

/** A request or response schema of a call, when it has one. */
function Schema({ title, json }: { title: string; json: string | null }) {
  if (!json) return null;
  return (
    <>
      <h3>{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long schema scrolls; keyboard users reach it to scroll it (WCAG 2.1.1). */}
      <pre className={news.code} tabIndex={0}>
        {json}
      </pre>
    </>
  );
}

/** 开放接口 (spec §2 open-api/open): the platform's calls by service, with the headers of spec §7; server-rendered. */
export default function OpenApi({ loaderData }: Route.ComponentProps) {
  const { groups, error } = loaderData;
  return (
    <div className={page.inner} data-testid="open-api">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>
      {error && <p role="alert">{error}</p>}
      <section aria-labelledby="api-headers" className={page.panel}>
        <h2 id="api-headers">{texts.headers}</h2>
        <table className={news.metaTable}>
          <thead>
            <tr>
              <th scope="col">{texts.headerName}</th>
              <th scope="col">{texts.headerUse}</th>
            </tr>
          </thead>
          <tbody>
            {Object.entries(requestHeaders).map(([key, name]) => (
              <tr key={key}>
                <td>
                  <code>{name}</code>
                </td>
                <td>{texts.headerUses[key] ?? key}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <nav aria-label={texts.title} className={news.tabs}>
        {groups.map((g) => (
          <a key={g.tag} href={`#api-${g.tag}`}>
            {texts.groups[g.tag] ?? g.tag}
          </a>
        ))}
      </nav>
      {groups.map((group) => (
        <section key={group.tag} id={`api-${group.tag}`} aria-labelledby={`api-${group.tag}-title`} className={page.panel}>
          <h2 id={`api-${group.tag}-title`}>{texts.groups[group.tag] ?? group.tag}</h2>
          {group.operations.map((op) => (
            <details key={`${op.method} ${op.path}`} data-testid="api-operation">
              <summary>
                <code>
                  {op.method} {op.path}
                </code>{" "}
                {op.summary}
                {op.needsLogin && ` · ${texts.member}`}
                {op.designed && ` · ${texts.designed}`}
              </summary>
              <h3>{texts.parameters}</h3>
              {op.parameters.length === 0 ? (
                <p>{texts.none}</p>
              ) : (
                <ul>
                  {op.parameters.map((p) => (
                    <li key={`${p.in}-${p.name}`}>
                      <code>{p.name}</code>（{p.in}
                      {p.type ? `，${p.type}` : ""}
                      {p.required ? `，${texts.required}` : ""}）
                    </li>
                  ))}
                </ul>
              )}
              <Schema title={texts.requestBody} json={op.requestBody} />
              <Schema title={texts.response} json={op.response} />
            </details>
          ))}
        </section>
      ))}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.intro });
}
