import type { Notice } from "@cidp/domain";
import type { ReactNode } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import { openNotice } from "../../lib/notices/open-notice.ts";

/** Makes a notice row clickable with the drawer's behaviour: mark read, refresh, route (members only, lazy). */
export default function NoticeOpener({ notice, children }: { notice: Notice; children: ReactNode }) {
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const client = useApiClient();
  return (
    <button
      type="button"
      style={{ all: "unset", cursor: "pointer", display: "block", width: "100%" }}
      onClick={() =>
        void openNotice(
          client,
          notice,
          { navigate: (to) => void navigate(to), openWindow: (url) => window.open(url, "_blank", "noopener") },
          () => void revalidator.revalidate(),
        )
      }
    >
      {children}
    </button>
  );
}
