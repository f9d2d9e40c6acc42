import { SHOP_BANNER_EXTENSIONS, SHOP_BANNER_MAX_MB } from "@cidp/domain";
import { Link } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import * as styles from "../features/shop/decoration.css.ts";
import { loadDecoration, saveDecoration } from "../features/shop/decoration.server.ts";
import { type BannerUpload, DecorationEditor } from "../features/shop/decoration-editor.tsx";
import { shopTexts } from "../features/shop/shop-texts.ts";
import { UploadWidget } from "../features/upload/upload-widget.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-shop-decoration";

const texts = shopTexts.editor;

/** Banners go straight to storage through the upload engine; the editor gets each one's resource id. */
const bannerUpload: BannerUpload = ({ limit, onUploaded }) => (
  <UploadWidget
    accept={SHOP_BANNER_EXTENSIONS}
    maxSizeMb={SHOP_BANNER_MAX_MB}
    limit={limit}
    onUploaded={(item) => {
      const id = Number(item.resourceId);
      if (id) onUploaded(id, item.name);
    }}
  />
);

/** The business's draft, its listed products and services to pick from, and where publishing stands. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadDecoration(context);
}

/** 保存草稿, 预览 (save, then the preview) or 发布 (save, then publish). */
export async function action({ request, context }: Route.ActionArgs) {
  return saveDecoration(request, context);
}

/** 店铺装修 (member center): arrange the company's shop, preview it and publish it. */
export default function ShopDecoration({ loaderData, actionData }: Route.ComponentProps) {
  const { decoration, problem } = loaderData;
  const { session } = useRootData();
  const companyId = session.company?.id ?? null;
  return (
    <div className={page.inner} data-testid="shop-decoration">
      <TitleRow title={texts.title}>
        {companyId && decoration?.publishedAt && (
          <Link to={`/shop/pc?company=${companyId}`} className={page.textLink} data-testid="shop-public-link">
            {texts.openPublic}
          </Link>
        )}
      </TitleRow>
      <p>{texts.description}</p>
      {problem || !decoration ? (
        <p role="alert">{problem}</p>
      ) : (
        <>
          <p className={styles.status} data-testid="shop-decoration-status">
            <span>
              {texts.status}：{decoration.publishedAt ? shopTexts.preview.lastPublished(decoration.publishedAt) : shopTexts.preview.neverPublished}
            </span>
            <span>{decoration.unpublishedChanges ? texts.unpublished : texts.upToDate}</span>
          </p>
          <ActionNotice answer={actionData && { ok: actionData.ok, msg: actionData.msg }} />
          <DecorationEditor key={JSON.stringify(decoration.layout)} decoration={decoration} answer={actionData} bannerUpload={bannerUpload} />
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.title, description: texts.description });
}
