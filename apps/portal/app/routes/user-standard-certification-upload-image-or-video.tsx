import { ATTACHMENT_PREVIEW_PERMISSION } from "@cidp/domain";
import { useMemo } from "react";
import { CertificationUpload } from "../features/upload/certification-upload.tsx";
import { uploadTexts } from "../features/upload/upload-texts.ts";
import * as styles from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { useRootData } from "../lib/site/use-root-data.ts";
import type { Route } from "./+types/user-standard-certification-upload-image-or-video";

/** /user/standard-certification/uploadImageOrVideo: the certification material of the selected company. */
export default function UserStandardCertificationUploadImageOrVideo() {
  const { session } = useRootData();
  const companyId = session.company?.id ?? 0;
  const business = useMemo(() => ({ businessType: "standard-certification", businessId: String(companyId) }), [companyId]);
  // Members see previews of their own company's material; the menu permission list is not in the session yet.
  const permissions = [ATTACHMENT_PREVIEW_PERMISSION];
  return (
    <div className={styles.inner}>
      <CertificationUpload business={business} permissions={permissions} />
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, uploadTexts.pageTitle);
}
