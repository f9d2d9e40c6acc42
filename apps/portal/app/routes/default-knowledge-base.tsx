import { clientCall } from "@cidp/api-client";
import { type CallResult, knowledgeCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { textField } from "../features/certification/submit-certification.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadArticlePage } from "../features/news/articles.server.ts";
import { newsTexts } from "../features/news/news-texts.ts";
import { PagedArticles } from "../features/news/paged-articles.tsx";
import { LabelledInput, LabelledTextarea } from "../lib/labelled-controls.tsx";
import { LinkLine } from "../lib/link-line.tsx";
import { ListOrEmpty } from "../lib/list-or-empty.tsx";
import * as page from "../lib/page.css.ts";
import { listPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/default-knowledge-base";

const texts = newsTexts;
type Submission = CallResult<typeof knowledgeCalls.mine>["data"][number];

/** The knowledge base's articles, newest first (`?current=`), and a member's own submissions. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const client = portalRequest(context).member;
  const [list, mine] = await Promise.all([
    loadArticlePage(request, context, { size: 12, category: "knowledge" }),
    client
      ? clientCall(knowledgeCalls.mine)(client, { silent: true }).then(
          (a) => a.data,
          () => [] as Submission[],
        )
      : Promise.resolve(null),
  ]);
  return { ...list, mine };
}

/** A member's submission, reviewed before it is published. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  return memberAction(context, (client) =>
    clientCall(knowledgeCalls.submit)(
      client,
      { title: textField(form, "title"), summary: textField(form, "summary"), body: textField(form, "body") },
      { silent: true },
    ),
  );
}

/** 知识库 (spec §2 knowledge-base): the articles, and for members a submission form and their submissions. */
export default function KnowledgeBase({ loaderData, actionData }: Route.ComponentProps) {
  const { current, pages, records, mine } = loaderData;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner} data-testid="knowledge-base">
      <h1>{texts.channels.knowledge}</h1>
      <p>{texts.knowledgeIntro}</p>
      <PagedArticles
        records={records}
        current={current}
        pages={pages}
        href={(n) => `/default/knowledge-base?current=${n}`}
        detailPath="/default/knowledge-base/knowledge-details"
      />
      {mine === null ? (
        <LinkLine to="/default/login">{texts.submitLogin}</LinkLine>
      ) : (
        <>
          <Form method="post" className={page.panel} aria-labelledby="submit-title">
            <h2 id="submit-title">{texts.submitTitle}</h2>
            <p>{texts.submitHint}</p>
            <ActionNotice answer={actionData} />
            <LabelledInput id="k-title" label={texts.fieldTitle} name="title" maxLength={100} required />
            <LabelledInput id="k-summary" label={texts.fieldSummary} name="summary" maxLength={200} />
            <LabelledTextarea id="k-body" label={texts.fieldBody} name="body" rows={8} maxLength={20_000} required />
            <Button type="submit" loading={busy}>
              {texts.submit}
            </Button>
          </Form>
          <section aria-labelledby="mine-title" className={page.panel}>
            <h2 id="mine-title">{texts.mine}</h2>
            <ListOrEmpty items={mine} empty={<p>{texts.empty}</p>} testId="my-submissions">
              {(s) => (
                <li key={s.id}>
                  {s.title} · {texts.mineStates[s.state]}
                  {s.rejectReason && `（${s.rejectReason}）`} · {s.submitTime.slice(0, 10)}{" "}
                  {s.articleId && <Link to={`/default/knowledge-base/knowledge-details?id=${s.articleId}`}>{texts.read}</Link>}
                </li>
              )}
            </ListOrEmpty>
          </section>
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return listPageMeta(args, { title: texts.channels.knowledge ?? "", description: texts.knowledgeIntro }, args.loaderData?.current);
}
