import { BANNER_POSITIONS, type BannerFields, type SiteTexts } from "@cidp/api-client/contract";
import { formatDateTime } from "../../http/format.ts";
import { type ReviewSource, singleKindReviewSource } from "../operator/review-source.ts";
import { LINK_REVIEW_PLACES, type LinkChangeApplier, type LinkReviewRow, type LinkReviews } from "./link-reviews.ts";
import type { LinkReviewKind } from "./schema.ts";

/** The review queue's kind of a held link change. */
export const LINK_REVIEW_KIND = "link";

/** What the change would show, field by field, as the reviewer compares it. */
function changeFields(row: LinkReviewRow): [string, string][] {
  switch (row.kind) {
    case "banner": {
      const banner = row.change as BannerFields;
      return [
        ["位置", BANNER_POSITIONS[banner.position] ?? banner.position],
        ["标题", banner.title],
        ["链接地址", banner.linkUrl],
        ["排序", String(banner.sort)],
      ];
    }
    case "partner-link": {
      const link = row.change as { name: string; url: string };
      return [
        ["名称", link.name],
        ["链接地址", link.url],
      ];
    }
    case "top-texts": {
      const { topTexts } = row.change as Pick<SiteTexts, "topTexts">;
      return topTexts.map((line, index) => [`第${index + 1}条`, line.link ? `${line.text}（${line.link}）` : line.text]);
    }
  }
}

/**
 * Held link changes in the review queue: the reviewer reads where the link shows, every field of
 * the change and, first, the off-site addresses it would publish; approving applies it at once.
 */
export function createLinkReviewSource(reviews: LinkReviews, appliers: Readonly<Record<LinkReviewKind, LinkChangeApplier>>): ReviewSource {
  return singleKindReviewSource({
    kind: LINK_REVIEW_KIND,
    label: "站外链接",
    waiting: (page) => reviews.waiting(page),
    entry: (row) => ({ id: row.id, title: `【${LINK_REVIEW_PLACES[row.kind]}】${row.title}`, at: row.submittedAt }),
    async subject(id) {
      const row = await reviews.byId(id);
      if (!row) return null;
      const picture = row.kind === "banner" ? (row.change as BannerFields).imgUrl : "";
      return {
        title: `${LINK_REVIEW_PLACES[row.kind]}：${row.title}`,
        submitTime: formatDateTime(row.submittedAt),
        state: row.state,
        rejectReason: row.rejectReason || null,
        fields: [
          ["新的站外链接", row.offSiteLinks.join("\n")],
          ["位置", `${LINK_REVIEW_PLACES[row.kind]}（${row.targetId === null && row.kind !== "top-texts" ? "新增" : "修改"}）`],
          ...changeFields(row),
        ],
        images: picture ? [{ label: "横幅图片", url: picture }] : [],
      };
    },
    decide: (id, operatorId, decision) => reviews.decide(id, operatorId, decision, appliers),
  });
}
