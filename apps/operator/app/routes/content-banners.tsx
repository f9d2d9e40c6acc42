import { operatorCalls } from "@cidp/api-client/contract";
import { Button, Table } from "@cidp/ui";
import { data, redirect } from "react-router";
import { type BannerErrors, BannerFieldset } from "../content/banner-fieldset.tsx";
import { readBannerForm } from "../content/banner-form.server.ts";
import { uploadedPicture } from "../content/banner-picture.server.ts";
import * as contentStyles from "../content/content.css.ts";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { contentDeskPage } from "../lib/content-desk.server.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { pageTitle } from "../lib/page-title.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireData, staffForm } from "../lib/staff.server.ts";
import { HELD_LINK_RESULTS, HeldLinks } from "../site/held-links.tsx";
import type { Route } from "./+types/content-banners";

export const meta = () => pageTitle("横幅管理");

const RESULTS: Readonly<Record<string, string>> = { created: "已新增，门户立即显示", saved: "已保存，门户立即显示", deleted: "已删除", ...HELD_LINK_RESULTS };

/** 横幅管理: every banner by position and order, and the form that adds one. */
export async function loader({ request }: Route.LoaderArgs) {
  const { data: banners, mayEdit, result } = await contentDeskPage(request, operatorCalls.bannerList, RESULTS);
  const held = await requireData(request, operatorCalls.linkReviews, { kind: "banner" });
  return { banners, mayEdit, result, held };
}

/** 新增横幅: the picture uploaded first, then the banner; each field's message on a refusal. */
export async function action({ request }: Route.ActionArgs) {
  const form = await staffForm(request, "content.edit");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, typed: null, errors: {} as BannerErrors }, { status: 403 });
  const picture = await uploadedPicture(request, form);
  if ("error" in picture)
    return data({ error: "请按提示修改标红的项目", typed: null, errors: { picture: picture.error } as BannerErrors }, { status: picture.status });
  const { typed, fields, errors } = readBannerForm(form, picture.url ?? "");
  if (!fields) return data({ error: "请按提示修改标红的项目", typed, errors }, { status: 400 });
  const created = await callServices(request, operatorCalls.bannerCreate, fields);
  if (!created.ok) {
    if (created.status === 401) throw refusalOf(request, created);
    return data({ error: created.message, typed, errors: {} as BannerErrors }, { status: created.status });
  }
  return redirect(`/content/banners?result=${created.data.waitsForReview ? "held" : "created"}`);
}

export default function ContentBanners({ loaderData, actionData }: Route.ComponentProps) {
  const { banners, mayEdit, result, held } = loaderData;
  const typed = actionData?.typed ?? { position: "100", title: "", linkUrl: "", sort: "0" };
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead back={{ href: "/content", label: "返回内容管理" }} title="横幅管理" result={result} error={actionData?.error} />
      <Table
        caption="首页轮播与内页横幅，按位置与排序"
        showCaption
        rowKey={(banner) => String(banner.id)}
        data={banners}
        empty={<p>暂无横幅。</p>}
        columns={[
          {
            key: "imgUrl",
            title: "图片",
            render: (banner) => <img src={banner.imgUrl} alt={banner.title} width={192} height={48} className={contentStyles.thumbnail} />,
          },
          { key: "title", title: "标题" },
          { key: "positionLabel", title: "位置" },
          { key: "linkUrl", title: "链接", render: (banner) => banner.linkUrl || "—" },
          { key: "sort", title: "排序" },
          {
            key: "id",
            title: "操作",
            render: (banner) =>
              mayEdit ? (
                <a href={`/content/banners/${banner.id}`} aria-label={`修改横幅：${banner.title}`}>
                  修改
                </a>
              ) : (
                "—"
              ),
          },
        ]}
      />
      <HeldLinks held={held} />
      {mayEdit ? (
        <>
          <h2>新增横幅</h2>
          <form method="post" encType="multipart/form-data" noValidate className={contentStyles.form}>
            <BannerFieldset values={typed} errors={actionData?.errors ?? {}} pictureRequired />
            <div className={contentStyles.actions}>
              <Button type="submit">新增横幅</Button>
            </div>
          </form>
        </>
      ) : null}
    </main>
  );
}
