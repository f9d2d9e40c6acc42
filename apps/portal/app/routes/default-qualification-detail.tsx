import { ApiError, clientCall } from "@cidp/api-client";
import { companyCalls } from "@cidp/api-client/contract";
import { data, Link } from "react-router";
import { companyTexts as texts } from "../features/company/company-texts.ts";
import { ValidityBadge } from "../features/company/validity-badge.tsx";
import { MetaRow, MetaTable } from "../features/news/meta-table.tsx";
import * as news from "../features/news/news.css.ts";
import { companyDetailPath } from "../lib/company-path.ts";
import { LinkLine } from "../lib/link-line.tsx";
import { messages } from "../lib/messages.ts";
import * as page from "../lib/page.css.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-qualification-detail";

/** One reviewed certificate (`?id=`); an unknown or malformed id answers the 404 page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const id = Number(new URL(request.url).searchParams.get("id"));
  if (!Number.isSafeInteger(id) || id <= 0) throw data(texts.qualificationMissing, { status: 404 });
  try {
    return (await clientCall(companyCalls.qualification)(portalRequest(context).visitor, { id }, { silent: true })).data;
  } catch (error) {
    if (error instanceof ApiError && (error.code === 404 || error.code === 400)) throw data(texts.qualificationMissing, { status: 404 });
    throw error;
  }
}

/** 资质详情 (spec §2 qualification/qualification-detail): 资质类别, 等级, 证书编号, 发证机关, 有效期 with its badge. */
export default function QualificationDetail({ loaderData: q }: Route.ComponentProps) {
  return (
    <div className={page.inner}>
      <article className={news.article} data-testid="qualification-detail">
        <h1>{texts.qualificationTitle}</h1>
        <MetaTable>
          <MetaRow label={texts.holder}>
            <Link to={companyDetailPath(q.company.id)}>{q.company.name}</Link>
          </MetaRow>
          <MetaRow label={texts.category}>{q.name}</MetaRow>
          <MetaRow label={texts.grade}>{q.level}</MetaRow>
          <MetaRow label={texts.certificateNo}>{q.certificateNo}</MetaRow>
          <MetaRow label={texts.issuingAuthority}>{q.issuingAuthority}</MetaRow>
          <MetaRow label={texts.validUntil}>
            {q.validUntil} <ValidityBadge validity={q.validity} />
          </MetaRow>
        </MetaTable>
        <LinkLine to="/default/qualification/teleport">{texts.verify}</LinkLine>
      </article>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const q = args.loaderData;
  return q
    ? pageMeta(args, {
        title: `${q.company.name} ${q.name}${q.level}`,
        description: fillText(messages.seo.qualification, {
          company: q.company.name,
          name: q.name,
          level: q.level,
          certificateNo: q.certificateNo,
          issuingAuthority: q.issuingAuthority,
        }),
      })
    : [];
}
