import { clientCall } from "@cidp/api-client";
import { shopCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { Form, Link, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as styles from "../features/shop/shop.css.ts";
import { loadPreview } from "../features/shop/shop.server.ts";
import { ShopPage } from "../features/shop/shop-page.tsx";
import { shopTexts as texts } from "../features/shop/shop-texts.ts";
import { shopPath } from "../features/shop/shop-view.ts";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import type { Route } from "./+types/shop-preview";

/** The member's draft as the shop would show it (`?layout=app` for the phone layout). */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadPreview(request, context);
}

/** 发布: the public shop shows the draft from now on (the server checks the permission and certification). */
export async function action({ context }: Route.ActionArgs) {
  return memberAction(context, (client) => clientCall(shopCalls.publish)(client, { silent: true }).then(() => ({ msg: texts.preview.published })));
}

/** 店铺预览: the draft in either layout, with 发布 and the way back to the decoration. */
export default function ShopPreview({ loaderData, actionData }: Route.ComponentProps) {
  const { view, layout, publishedAt, problem } = loaderData;
  const busy = useNavigation().state === "submitting";
  if (!view)
    return (
      <div className={page.inner}>
        <h1>{texts.preview.title}</h1>
        <p role="alert">{problem}</p>
      </div>
    );
  const notice = (
    <div className={styles.previewBar} data-testid="shop-preview-bar">
      <strong>{texts.preview.title}</strong>
      <span>{texts.preview.notice}</span>
      <span data-testid="shop-publish-state">{publishedAt ? texts.preview.lastPublished(publishedAt) : texts.preview.neverPublished}</span>
      <Link to="/user/shop-decoration">{texts.preview.back}</Link>
      <Form method="post">
        <Button type="submit" disabled={busy}>
          {texts.preview.publish}
        </Button>
      </Form>
      {publishedAt && (
        <Link to={shopPath(layout, view.company.id)} data-testid="shop-open-public">
          {texts.preview.openPublic}
        </Link>
      )}
      <ActionNotice answer={actionData} />
    </div>
  );
  return (
    <ShopPage view={view} layout={layout} notice={notice} contact={null} layoutHref={(to) => (to === "app" ? "/shop/preview?layout=app" : "/shop/preview")} />
  );
}

export function meta(args: Route.MetaArgs) {
  return [...pageMeta(args, { title: texts.preview.title, description: texts.preview.notice }), { name: "robots", content: "noindex" }];
}
