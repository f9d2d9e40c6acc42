import { LISTING_CERTIFICATE_MAX, LISTING_PHOTO_MAX } from "@cidp/domain";
import { equipmentTexts as texts } from "../features/equipment/equipment-texts.ts";
import { loadMemberEquipment, memberEquipmentAction } from "../features/equipment/member-equipment.server.ts";
import { MemberEquipmentPage } from "../features/equipment/member-equipment-page.tsx";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { FilesField } from "../features/upload/files-field.tsx";
import { fillText, pageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-equipment-create";

type Side = "demand" | "supply";
/** create-in publishes demands (求购, 求租); create-out supplies (出售, 出租, 二手). */
const sideOf = (request: Request): Side => (new URL(request.url).pathname.replace(/\.data$/, "").endsWith("create-in") ? "demand" : "supply");

/** The chosen tab of the member's demand or supply listings: the form, the listings, or the requests. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const side = sideOf(request);
  return { side, ...(await loadMemberEquipment(request, context, side)) };
}

export async function action({ request, context }: Route.ActionArgs) {
  return memberEquipmentAction(request, context, sideOf(request));
}

/** spec §2 equipment/create-in and create-out: publish and manage demand or supply listings and their requests. */
export default function EquipmentCreate({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MemberEquipmentPage
      side={loaderData.side}
      data={loaderData}
      notice={<ActionNotice answer={actionData} />}
      uploads={(listing) => ({
        photos: (
          <FilesField
            name="photoIds"
            label={`${texts.photos}（${texts.photosHint}）`}
            accept={["jpg", "jpeg", "png"]}
            maxSizeMb={10}
            limit={LISTING_PHOTO_MAX}
            keptIds={listing?.photoIds ?? []}
            keptText={fillText(texts.keptPhotos, { n: listing?.photoIds.length ?? 0 })}
            uploadedText={(name) => fillText(texts.photoUploaded, { name })}
          />
        ),
        certificates: (
          <FilesField
            name="certificateIds"
            label={`${texts.certificates}（${texts.certificatesHint}）`}
            accept={["jpg", "jpeg", "png", "pdf"]}
            maxSizeMb={10}
            limit={LISTING_CERTIFICATE_MAX}
            keptIds={listing?.certificates.map((c) => c.id) ?? []}
            uploadedText={(name) => fillText(texts.photoUploaded, { name })}
          />
        ),
      })}
    />
  );
}

export function meta(args: Route.MetaArgs) {
  const title = args.loaderData?.side === "demand" ? texts.createInTitle : texts.createOutTitle;
  return pageMeta(args, { title, description: title });
}
