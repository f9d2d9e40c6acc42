import { ApiError, clientCall } from "@cidp/api-client";
import { type LEGAL_DOCUMENT_KEYS, legalCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import { messages } from "../lib/messages.ts";
import * as styles from "../lib/page.css.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-legal-document";

type LegalKey = (typeof LEGAL_DOCUMENT_KEYS)[number];

/**
 * 用户协议, 隐私政策 and 版权声明 (spec §2 global-search/*): the version in force, or with `?version=`
 * the one a member accepted. The last segment of the address names the document.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const key = url.pathname.split("/").at(-1) as LegalKey;
  const version = url.searchParams.get("version") ?? undefined;
  try {
    const answer = await clientCall(legalCalls.document)(portalRequest(context).visitor, { key, ...(version ? { version } : {}) }, { silent: true });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) throw data(messages.legal.missing, { status: 404 });
    throw error;
  }
}

/** A legal document: its title, version and effective date, then its sections; prints cleanly. */
export default function LegalDocument({ loaderData }: Route.ComponentProps) {
  const document = loaderData;
  return (
    <article className={styles.inner} data-testid="legal-document">
      <div className={styles.panel}>
        <h1>{document.title}</h1>
        <p>
          <small>{messages.legal.versionLine.replace("{version}", document.version).replace("{time}", document.effectiveTime.slice(0, 10))}</small>
        </p>
        {document.sections.map((section) => (
          <section key={section.heading} aria-label={section.heading}>
            <h2>{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </section>
        ))}
      </div>
    </article>
  );
}

export function meta(args: Route.MetaArgs) {
  const { loaderData } = args;
  return pageMeta(args, {
    title: loaderData?.title ?? messages.legal.missing,
    description: loaderData ? fillText(messages.seo.legal, { title: loaderData.title, version: loaderData.version }) : messages.legal.missing,
  });
}
