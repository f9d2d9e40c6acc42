import type { Notice } from "@cidp/domain";
import { type ReactNode, useMemo } from "react";
import { useNavigate, useRevalidator } from "react-router";
import { performLogout } from "../../lib/logout.ts";
import { createBrowserClient } from "../member/browser-client.ts";
import { useRootData } from "../site/use-root-data.ts";
import { openNotice } from "./open-notice.ts";

/** Makes a notice row clickable with the drawer's behaviour: mark read, refresh, route (members only, lazy). */
export default function NoticeOpener({ notice, children }: { notice: Notice; children: ReactNode }) {
  const { branding } = useRootData();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const client = useMemo(
    () =>
      createBrowserClient({
        platformCode: branding.platformCode,
        onSessionExpired: () => void performLogout("forced", window.localStorage, (to) => window.location.assign(to)),
      }),
    [branding.platformCode],
  );
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
