import { operatorCalls } from "@cidp/api-client/contract";
import { Button } from "@cidp/ui";
import { data, redirect } from "react-router";
import { type BannerErrors, BannerFieldset } from "../content/banner-fieldset.tsx";
import { readBannerForm } from "../content/banner-form.server.ts";
import { uploadedPicture } from "../content/banner-picture.server.ts";
import * as contentStyles from "../content/content.css.ts";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { BackLink } from "../lib/back-link.tsx";
import { field } from "../lib/form.server.ts";
import { MessageLine } from "../lib/message-line.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, staffData, staffForm } from "../lib/staff.server.ts";
import type { Route } from "./+types/content-banner";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `修改横幅：${loaderData.banner.title}` : "修改横幅");

/** One banner to change or delete (the list is short: it is read whole). */
export async function loader({ request, params }: Route.LoaderArgs) {
  const list = await staffData(request, "content.edit", operatorCalls.bannerList);
  const banner = list.find((candidate) => String(candidate.id) === params.id);
  if (!banner) throw data(null, { status: 404 });
  return { banner };
}

/** 保存 (a new picture only when one was chosen) or 删除. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, typed: null, errors: {} as BannerErrors }, { status: 403 });
  const id = Number(params.id);
  if (field(form, "intent") === "delete") {
    const deleted = await callServices(request, operatorCalls.bannerDelete, { id });
    if (!deleted.ok) return data({ error: deleted.message, typed: null, errors: {} as BannerErrors }, { status: deleted.status });
    return redirect("/content/banners?result=deleted");
  }
  const picture = await uploadedPicture(request, form);
  if ("error" in picture)
    return data({ error: "请按提示修改标红的项目", typed: null, errors: { picture: picture.error } as BannerErrors }, { status: picture.status });
  const { typed, fields, errors } = readBannerForm(form, picture.url ?? field(form, "imgUrl"));
  if (!fields) return data({ error: "请按提示修改标红的项目", typed, errors }, { status: 400 });
  const saved = await callServices(request, operatorCalls.bannerUpdate, { id, ...fields });
  if (!saved.ok) {
    if (saved.status === 401) throw refusalOf(request, saved);
    return data({ error: saved.message, typed, errors: {} as BannerErrors }, { status: saved.status });
  }
  return redirect(`/content/banners?result=${saved.data.waitsForReview ? "held" : "saved"}`);
}

export default function ContentBanner({ loaderData, actionData }: Route.ComponentProps) {
  const { banner } = loaderData;
  const values = actionData?.typed ?? { position: banner.position, title: banner.title, linkUrl: banner.linkUrl, sort: String(banner.sort) };
  return (
    <main id="main" className={styles.main}>
      <BackLink href="/content/banners" label="返回横幅管理" />
      <h1>修改横幅：{banner.title}</h1>
      <MessageLine kind="error" text={actionData?.error} />
      <img src={banner.imgUrl} alt={`当前图片：${banner.title}`} width={480} height={120} className={contentStyles.thumbnail} />
      <form method="post" encType="multipart/form-data" noValidate className={contentStyles.form}>
        <input type="hidden" name="imgUrl" value={banner.imgUrl} />
        <BannerFieldset values={values} errors={actionData?.errors ?? {}} pictureRequired={false} />
        <div className={contentStyles.actions}>
          <Button type="submit" name="intent" value="save">
            保存
          </Button>
        </div>
      </form>
      <form method="post" className={styles.inlineForm}>
        <input type="hidden" name="intent" value="delete" />
        <Button type="submit" variant="warning">
          删除横幅
        </Button>
      </form>
    </main>
  );
}
