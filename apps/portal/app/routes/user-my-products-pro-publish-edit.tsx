import { PRODUCT_FILE_MAX_MB, PRODUCT_PHOTO_EXTENSIONS, PRODUCT_PHOTO_MAX, PRODUCT_REPORT_EXTENSIONS, PRODUCT_REPORT_MAX } from "@cidp/domain";
import { catalogueTexts as texts } from "../features/catalogue/catalogue-texts.ts";
import { loadProductForm, productFormAction } from "../features/catalogue/my-products.server.ts";
import { initialValues, ProductForm } from "../features/catalogue/product-form.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { FilesField } from "../features/upload/files-field.tsx";
import * as page from "../lib/page.css.ts";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-my-products-pro-publish-edit";

/** The product `?id=` of the business to edit, or a new one. */
export async function loader({ request, context }: Route.LoaderArgs) {
  return loadProductForm(request, context);
}

/** Saves it as a draft or submits it for review; a refusal comes back field by field. */
export async function action({ request, context }: Route.ActionArgs) {
  return productFormAction(request, context);
}

/** spec §2 my-products/proPublishEdit: 发布产品 / 编辑产品 with photos and 检测报告 through the upload engine. */
export default function ProPublishEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { product, error } = loaderData;
  return (
    <div className={page.inner} data-testid="product-edit">
      <TitleRow title={product ? texts.editTitle : texts.newTitle}>
        <TextLink to="/user/my-products/proPublish">{texts.toMyProducts}</TextLink>
      </TitleRow>
      <ActionNotice answer={actionData} />
      {error ? (
        <p role="alert">{error}</p>
      ) : (
        <ProductForm
          key={product?.id ?? "new"}
          product={product}
          values={actionData?.values ?? initialValues(product)}
          errors={actionData?.fieldErrors ?? {}}
          photos={
            <FilesField
              name="photoIds"
              label={`${texts.photos}（${texts.photosHint}）`}
              accept={PRODUCT_PHOTO_EXTENSIONS}
              maxSizeMb={PRODUCT_FILE_MAX_MB}
              limit={PRODUCT_PHOTO_MAX}
              keptIds={product?.photoIds ?? []}
              keptText={fillText(texts.keptPhotos, { n: product?.photoIds.length ?? 0 })}
              uploadedText={(name) => fillText(texts.uploaded, { name })}
            />
          }
          reports={
            <FilesField
              name="reportIds"
              label={`${texts.reports}（${texts.reportsHint}）`}
              accept={PRODUCT_REPORT_EXTENSIONS}
              maxSizeMb={PRODUCT_FILE_MAX_MB}
              limit={PRODUCT_REPORT_MAX}
              keptIds={product?.reportIds ?? []}
              uploadedText={(name) => fillText(texts.uploaded, { name })}
            />
          }
        />
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.product ? texts.editTitle : texts.newTitle;
  return pageMeta(args, { title, description: texts.publishDescription });
}
