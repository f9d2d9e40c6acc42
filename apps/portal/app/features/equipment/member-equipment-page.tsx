import type { EquipmentSide } from "@cidp/domain";
import type { ReactNode } from "react";
import { Link } from "react-router";
import * as page from "../../lib/page.css.ts";
import { PageLinks } from "../../lib/page-links.tsx";
import { TextLink } from "../../lib/styled-links.tsx";
import { TitleRow } from "../../lib/title-row.tsx";
import * as styles from "./equipment.css.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";
import { ListingForm } from "./listing-form.tsx";
import type { loadMemberEquipment } from "./member-equipment.server.ts";
import { MEMBER_TABS, type MemberTab, memberPath } from "./member-tabs.ts";
import { MyListings } from "./my-listings.tsx";
import { RequestList } from "./request-list.tsx";

type PageData = Awaited<ReturnType<typeof loadMemberEquipment>>;

const tabHref = (side: EquipmentSide, tab: MemberTab, pageNo = 1) => `${memberPath(side)}?tab=${tab}${pageNo > 1 ? `&page=${pageNo}` : ""}`;

/**
 * 设备出租/出售 (create-out) and 设备求租/求购 (create-in): tabs 发布 / 我的发布 / 收到的请求 /
 * 发出的请求 as links (each an address of its own, readable without script).
 */
export function MemberEquipmentPage({
  side,
  data,
  notice,
  uploads,
}: {
  side: EquipmentSide;
  data: PageData;
  notice: ReactNode;
  /** The photo and certificate fields, given the listing being edited (upload slots of the upload feature). */
  uploads: (listing: PageData["listing"]) => { photos: ReactNode; certificates: ReactNode };
}) {
  const title = side === "supply" ? texts.createOutTitle : texts.createInTitle;
  const { photos, certificates } = uploads(data.listing);
  return (
    <div className={page.inner} data-testid={`equipment-${side}`}>
      <TitleRow title={title}>
        <TextLink to="/default/equipment/market">{texts.marketTitle}</TextLink>
      </TitleRow>
      <nav aria-label={texts.tabsLabel}>
        <ul className={styles.tabs}>
          {MEMBER_TABS.map((tab) => (
            <li key={tab}>
              <Link to={tabHref(side, tab)} aria-current={tab === data.tab ? "page" : undefined}>
                {texts.tabs[tab]}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {data.saved && (
        <p role="status" data-testid="equipment-saved">
          {texts.saved}
        </p>
      )}
      {notice}
      {data.error && <p role="alert">{data.error}</p>}
      {data.tab === "publish" && !data.error && (
        <ListingForm
          key={data.listing?.id ?? "new"}
          side={side}
          listing={data.listing}
          regions={data.regions}
          photos={photos}
          certificates={certificates}
          today={data.today}
        />
      )}
      {data.tab === "mine" && <MyListings records={data.mine} basePath={memberPath(side)} />}
      {(data.tab === "received" || data.tab === "sent") && <RequestList records={data.requests} box={data.tab} />}
      {data.tab !== "publish" && <PageLinks page={data.page} pages={data.pages} href={(n) => tabHref(side, data.tab, n)} />}
    </div>
  );
}
