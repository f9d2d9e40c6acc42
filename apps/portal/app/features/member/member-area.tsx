import { getBusinessList, getNoReadCount } from "@cidp/api-client";
import { type BusinessOption, companySelectorWidth, formatMessage, LOGOUT_DIALOG, LoginCookie, loginSyncMachine, unreadBadgeText, zhCN } from "@cidp/domain";
import { Button, Select } from "@cidp/ui";
import { useMachine } from "@xstate/react";
import { lazy, Suspense, useMemo, useRef, useState } from "react";
import { Link } from "react-router";
import { fromPromise } from "xstate";
import { messages } from "../../lib/messages.ts";
import { loginBackHandOver, loginSyncInput } from "../session/login-sync.ts";
import { useRootData } from "../site/use-root-data.ts";
import { createBrowserClient } from "./browser-client.ts";
import { performLogout } from "./logout.ts";
import * as styles from "./member-area.css.ts";
import { readCookie } from "./read-cookie.ts";
import { switchCompany } from "./switch-company.ts";

const MessageDrawer = lazy(() => import("../messages/message-drawer.tsx"));

/** The logged-in header: company selector, personal center, bell with unread badge, logout (spec §2). */
export default function MemberArea() {
  const { session, branding } = useRootData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const dialogRef = useRef<HTMLDialogElement>(null);
  const client = useMemo(
    () =>
      createBrowserClient({
        platformCode: branding.platformCode,
        onSessionExpired: () => void performLogout("forced", window.localStorage, (to) => window.location.assign(to)),
      }),
    [branding.platformCode],
  );
  const input = useMemo(
    () =>
      loginSyncInput(
        {
          loggedIn: session.loggedIn,
          cookieToken: session.cookieToken,
          confirmedCompanyId: session.company ? String(session.company.id) : null,
          cookieDeptId: readCookie(document.cookie, LoginCookie.departmentId),
        },
        window.localStorage,
      ),
    [session],
  );
  const [state, send] = useMachine(
    loginSyncMachine.provide({
      actions: {
        redirectToLoginBack: (_, params) =>
          window.location.assign(loginBackHandOver(new URL(params.path, window.location.origin).searchParams.get("switchtocompanyid") ?? "")),
        forceLogout: () => void performLogout("forced", window.localStorage, (to) => window.location.assign(to)),
      },
      actors: {
        loadUnreadCount: fromPromise(async () => (await getNoReadCount(client)).data),
        // The contract's ids are numbers; the domain keeps them as strings, as the cookies do.
        loadBusinessList: fromPromise<readonly BusinessOption[]>(async () =>
          (await getBusinessList(client)).data.map((b) => ({ businessId: String(b.businessId), businessName: b.businessName })),
        ),
      },
    }),
    { input },
  );
  const companyName = session.company?.name ?? "";
  const businesses = state.context.businesses;
  const badge = unreadBadgeText(state.context.unreadCount);
  return (
    <div className={styles.area} data-testid="member-area">
      {businesses.length > 0 && (
        // Sized by the domain rule from the selected company's name (spec §9).
        <div style={{ width: companySelectorWidth(companyName) }} data-testid="company-selector">
          <Select
            aria-label={messages.companySelector}
            size="small"
            options={businesses.map((b) => ({ value: b.businessId, label: b.businessName }))}
            {...(session.company ? { value: String(session.company.id) } : {})}
            onValueChange={(value) => void switchCompany(client, Number(value), window.localStorage, () => window.location.reload())}
          />
        </div>
      )}
      <Link to="/user/default" className={styles.link}>
        {formatMessage("header.personal-center")}
      </Link>
      <button
        type="button"
        className={styles.bell}
        onClick={() => setDrawerOpen(true)}
        aria-label={badge ? `${messages.notices}，${badge}` : messages.notices}
        data-testid="bell"
      >
        <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path
            fill="currentColor"
            d="M12 22a2.5 2.5 0 0 0 2.45-2h-4.9A2.5 2.5 0 0 0 12 22Zm7-6V11a7 7 0 0 0-5.5-6.84V3.5a1.5 1.5 0 0 0-3 0v.66A7 7 0 0 0 5 11v5l-2 2v1h18v-1l-2-2Z"
          />
        </svg>
        {badge && (
          <span className={styles.badge} data-testid="unread-badge">
            {badge}
          </span>
        )}
      </button>
      <button type="button" className={styles.link} onClick={() => dialogRef.current?.showModal()}>
        {formatMessage("header.logout")}
      </button>
      <dialog ref={dialogRef} className={styles.dialog} aria-labelledby="logout-title">
        <h2 id="logout-title" className={styles.dialogTitle}>
          {zhCN[LOGOUT_DIALOG.title]}
        </h2>
        <p>{zhCN[LOGOUT_DIALOG.message]}</p>
        <div className={styles.dialogActions}>
          <Button variant="ghost" onClick={() => dialogRef.current?.close()}>
            {zhCN[LOGOUT_DIALOG.cancel]}
          </Button>
          <Button
            onClick={() => {
              dialogRef.current?.close();
              void performLogout("confirmed", window.localStorage, (to) => window.location.assign(to));
            }}
          >
            {zhCN[LOGOUT_DIALOG.confirm]}
          </Button>
        </div>
      </dialog>
      {drawerOpen && (
        <Suspense fallback={null}>
          <MessageDrawer client={client} onClose={() => setDrawerOpen(false)} onRead={() => send({ type: "unread.refresh" })} />
        </Suspense>
      )}
    </div>
  );
}
