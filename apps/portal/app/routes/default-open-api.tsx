import { openPaths } from "@cidp/api-client/contract";
import { OPEN_APP_DEFAULT_LIMITS, OPEN_SCOPE_LABELS, OPEN_SCOPES } from "@cidp/domain";
import { Link } from "react-router";
import * as styles from "../features/open-api/open-api.css.ts";
import { loadOpenOperations, loadSandbox, type OpenOperation, type Sandbox } from "../features/open-api/open-api.server.ts";
import { openApiTexts } from "../features/open-api/open-api-texts.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/default-open-api";

const texts = openApiTexts;

/** The open API's calls (from its own document), the demo's sandbox app where there is one, and this site's origin for the examples. */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const [operations, sandbox] = await Promise.all([loadOpenOperations().catch(() => null), loadSandbox().catch(() => null)]);
  return { origin, operations: operations ?? ([] as OpenOperation[]), error: operations ? null : texts.loadFailed, sandbox };
}

/** The examples, with the sandbox's credentials where the installation has them. */
function examplesOf(origin: string, sandbox: Sandbox | null) {
  const id = sandbox?.clientId ?? "<client_id>";
  const secret = sandbox?.clientSecret ?? "<client_secret>";
  const curl = [
    `# 1. 换取访问令牌`,
    `curl -s -u '${id}:${secret}' \\`,
    `  -d grant_type=client_credentials -d 'scope=public:read procurement:read' \\`,
    `  ${origin}${openPaths.token}`,
    ``,
    `# 2. 调用接口（把 <access_token> 换成上一步返回的 access_token）`,
    `curl -s -H 'Authorization: Bearer <access_token>' \\`,
    `  '${origin}${openPaths.v1}/procurement/inquiry-sheets?current=1&size=20'`,
  ].join("\n");
  const node = [
    `const base = "${origin}";`,
    `const basic = Buffer.from(\`\${process.env.CIDP_CLIENT_ID}:\${process.env.CIDP_CLIENT_SECRET}\`).toString("base64");`,
    ``,
    `const tokenAnswer = await fetch(\`\${base}${openPaths.token}\`, {`,
    `  method: "POST",`,
    `  headers: { authorization: \`Basic \${basic}\`, "content-type": "application/x-www-form-urlencoded" },`,
    `  body: new URLSearchParams({ grant_type: "client_credentials", scope: "public:read" }),`,
    `});`,
    `const { access_token } = await tokenAnswer.json();`,
    ``,
    `const answer = await fetch(\`\${base}${openPaths.v1}/public/tenders?current=1&size=20\`, {`,
    `  headers: { authorization: \`Bearer \${access_token}\` },`,
    `});`,
    `if (answer.status === 429) console.log("稍后重试，秒数：", answer.headers.get("retry-after"));`,
    `const { data } = await answer.json();`,
    `console.log(data.total, data.records.map((tender) => tender.title));`,
  ].join("\n");
  return { curl, node };
}

/** An example, which a keyboard user can reach to scroll it sideways. */
function Example({ title, code }: { title: string; code: string }) {
  return (
    <>
      <h3>{title}</h3>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a long example scrolls; keyboard users reach it to scroll it (WCAG 2.1.1). */}
      <pre className={styles.code} tabIndex={0}>
        <code>{code}</code>
      </pre>
    </>
  );
}

/**
 * 开放接口 (spec §2 open-api/open): the developer page of the open platform: how a business's
 * system or a software firm gets access, authenticates, what it may read within which limits, the
 * errors, examples, and the open API's own document. Server-rendered and small: the open API's
 * calls only, never the platform's internal listing.
 */
export default function OpenApi({ loaderData }: Route.ComponentProps) {
  const { origin, operations, error, sandbox } = loaderData;
  const examples = examplesOf(origin, sandbox);
  return (
    <div className={page.inner} data-testid="open-api">
      <h1>{texts.title}</h1>
      <p>{texts.intro}</p>

      <section aria-labelledby="open-steps" className={page.panel}>
        <h2 id="open-steps">{texts.steps}</h2>
        <ol>
          {texts.stepList.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <p>
          <Link to="/user/open-platform/apps">{texts.manage}</Link>
        </p>
      </section>

      {sandbox && (
        <section aria-labelledby="open-sandbox" className={page.panel} data-testid="open-sandbox">
          <h2 id="open-sandbox">{texts.sandbox}</h2>
          <p>{texts.sandboxHint.replace("{business}", sandbox.businessName)}</p>
          <dl className={page.facts}>
            <dt>client_id</dt>
            <dd>
              <code className={styles.breakable}>{sandbox.clientId}</code>
            </dd>
            <dt>client_secret</dt>
            <dd>
              <code className={styles.breakable}>{sandbox.clientSecret}</code>
            </dd>
          </dl>
        </section>
      )}

      <section aria-labelledby="open-auth" className={page.panel}>
        <h2 id="open-auth">{texts.auth}</h2>
        <p className={styles.breakable}>{texts.authHint.replace("{token}", openPaths.token)}</p>
      </section>

      <section aria-labelledby="open-scopes" className={page.panel}>
        <h2 id="open-scopes">{texts.scopes}</h2>
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{texts.scope}</th>
                <th scope="col">{texts.scopeUse}</th>
              </tr>
            </thead>
            <tbody>
              {OPEN_SCOPES.map((scope) => (
                <tr key={scope}>
                  <td>
                    <code>{scope}</code>
                  </td>
                  <td>{OPEN_SCOPE_LABELS[scope]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <p>{texts.scopeNote}</p>
      </section>

      <section aria-labelledby="open-calls" className={page.panel}>
        <h2 id="open-calls">{texts.calls}</h2>
        <p>{texts.callsHint}</p>
        {error && <p role="alert">{error}</p>}
        <div className={styles.tableBox}>
          <table className={styles.table} data-testid="open-operations">
            <thead>
              <tr>
                <th scope="col">{texts.method}</th>
                <th scope="col">{texts.summary}</th>
                <th scope="col">{texts.scope}</th>
                <th scope="col">{texts.parameters}</th>
              </tr>
            </thead>
            <tbody>
              {operations.map((op) => (
                <tr key={`${op.method} ${op.path}`} data-testid="open-operation">
                  <td>
                    <code className={styles.breakable}>
                      {op.method} {op.path}
                    </code>
                  </td>
                  <td>{op.summary}</td>
                  <td>
                    <code>{op.scope}</code>
                  </td>
                  <td>{op.parameters.length === 0 ? texts.none : op.parameters.join("、")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="open-limits" className={page.panel}>
        <h2 id="open-limits">{texts.limits}</h2>
        <p>{texts.limitsHint.replace("{perMinute}", String(OPEN_APP_DEFAULT_LIMITS.perMinute)).replace("{perDay}", String(OPEN_APP_DEFAULT_LIMITS.perDay))}</p>
      </section>

      <section aria-labelledby="open-errors" className={page.panel}>
        <h2 id="open-errors">{texts.errors}</h2>
        <div className={styles.tableBox}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{texts.status}</th>
                <th scope="col">{texts.meaning}</th>
              </tr>
            </thead>
            <tbody>
              {texts.errorRows.map(([code, meaning]) => (
                <tr key={code}>
                  <td>
                    <code>{code}</code>
                  </td>
                  <td>{meaning}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <section aria-labelledby="open-examples" className={page.panel}>
        <h2 id="open-examples">{texts.examples}</h2>
        <Example title={texts.curl} code={examples.curl} />
        <Example title={texts.node} code={examples.node} />
      </section>

      <section aria-labelledby="open-document" className={page.panel}>
        <h2 id="open-document">{texts.document}</h2>
        <p>{texts.documentHint}</p>
        <a href={openPaths.document} download="cidp-open-api.json" className={page.primaryLink}>
          {texts.download}
        </a>
      </section>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.intro });
}
