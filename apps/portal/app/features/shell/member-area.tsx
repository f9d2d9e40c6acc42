import { getBusinessList, getNoReadCount } from "@cidp/api-client";
import {
  type BusinessOption,
  companySelectorWidth,
  formatMessage,
  LOGOUT_DIALOG,
  LoginCookie,
  loginSyncMachine,
  PERSONAL_CENTER_PATH,
  zhCN,
} from "@cidp/domain";
import { ConfirmDialog, Drawer, Select, Spinner } from "@cidp/ui";
import { useMachine } from "@xstate/react";
import { lazy, Suspense, useCallback, useMemo, useRef, useState } from "react";
import { Link, useNavigate, useRevalidator } from "react-router";
import { fromPromise } from "xstate";
import { useApiClient } from "../../lib/api/api-client-context.tsx";
import { forceLogout, performLogout } from "../../lib/logout.ts";
import { messages } from "../../lib/messages.ts";
import { loginBackHandOver, loginSyncInput } from "../../lib/session/login-sync.ts";
import { readCookie } from "../../lib/session/read-cookie.ts";
import { useRootData } from "../../lib/site/use-root-data.ts";
import { bellBadgeText } from "./bell-badge.ts";
import { CompanySwitchedNotice } from "./company-switched-notice.tsx";
import * as styles from "./member-area.css.ts";
import { portalCompanySwitch } from "./switch-company.ts";

// The drawer's content loads on first open; the frame around it is the ui Drawer.
const NoticePanel = lazy(() => import("./notice-panel.tsx"));
// The chat engine behind the bell's chat count: its own chunk, fetched after the header is up.
const ChatUnread = lazy(() => import("./chat-unread.tsx"));

/** The company switch's entry that leads to 创建企业 instead of switching (no business has this id). */
const CREATE_BUSINESS = "create-business";
const CREATE_BUSINESS_PATH = "/user/company/create";

/** The logged-in header: company selector, personal center, bell with unread badge, logout (spec §2). */
export default function MemberArea() {
  const { session } = useRootData();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
  const [chatUnread, setChatUnread] = useState(0);
  const [loggedInElsewhere, setLoggedInElsewhere] = useState(false);
  const onLoginElsewhere = useCallback(() => setLoggedInElsewhere(true), []);
  const client = useApiClient();
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
        forceLogout,
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
  const refreshUnread = useCallback(() => send({ type: "unread.refresh" }), [send]);
  // The company switch runs on the domain's machine; the selector shows the business it sets.
  const currentBusinessId = session.company ? String(session.company.id) : null;
  const [shownBusinessId, setShownBusinessId] = useState(currentBusinessId);
  const revalidator = useRevalidator();
  // Held in a ref: the machine keeps the effects it was started with, the revalidator changes per render.
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  const [switchMachine] = useState(() =>
    portalCompanySwitch({
      client,
      storage: window.localStorage,
      showBusiness: setShownBusinessId,
      reloadUserInfo: () => revalidate.current(),
      reload: () => window.location.reload(),
      reportFailure: (error) => console.warn("company switch failed:", error),
    }),
  );
  const [, sendSwitch] = useMachine(switchMachine, { input: { currentBusinessId } });
  const navigate = useNavigate();
  const companyName = session.company?.name ?? "";
  const businesses = state.context.businesses;
  // The bell counts unread notices and unread chat messages together (spec §2 with issue #10).
  const badge = bellBadgeText(state.context.unreadCount, chatUnread);
  return (
    <div className={styles.area} data-testid="member-area">
      {businesses.length === 0 && companyName && (
        // Until the business list arrives, the company's name holds the selector's place (no layout shift).
        <span className={styles.staticCompany} data-testid="company-name">
          {companyName}
        </span>
      )}
      {businesses.length === 0 && !companyName && (
        // A member of no business: the way to found one (or to ask to join one) where the switch would be.
        <Link to={CREATE_BUSINESS_PATH} className={styles.link} data-testid="create-business">
          {messages.createBusinessLink}
        </Link>
      )}
      {businesses.length > 0 && (
        // Sized by the domain rule from the selected company's name (spec §9).
        <div style={{ width: companySelectorWidth(companyName) }} data-testid="company-selector">
          <Select
            aria-label={messages.companySelector}
            size="small"
            options={[...businesses.map((b) => ({ value: b.businessId, label: b.businessName })), { value: CREATE_BUSINESS, label: messages.createBusiness }]}
            {...(shownBusinessId ? { value: shownBusinessId } : {})}
            onValueChange={(businessId) =>
              businessId === CREATE_BUSINESS ? void navigate(CREATE_BUSINESS_PATH) : sendSwitch({ type: "company.selected", businessId })
            }
          />
        </div>
      )}
      <CompanySwitchedNotice />
      <Link to={PERSONAL_CENTER_PATH} className={styles.link}>
        {formatMessage("header.personal-center")}
      </Link>
      <Drawer
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title={messages.notices}
        closeLabel={formatMessage("drawer.close")}
        trigger={
          <button type="button" className={styles.bell} aria-label={badge ? `${messages.notices}，${badge}` : messages.notices} data-testid="bell">
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
        }
      >
        <Suspense
          fallback={
            <div className={styles.drawerLoading}>
              <Spinner />
            </div>
          }
        >
          <NoticePanel
            client={client}
            onClose={closeDrawer}
            onRead={refreshUnread}
            actor={{ currentBusinessId, businessIds: businesses.map((b) => b.businessId) }}
          />
        </Suspense>
      </Drawer>
      <Suspense fallback={null}>
        <ChatUnread onChange={setChatUnread} onLoginElsewhere={onLoginElsewhere} />
      </Suspense>
      {loggedInElsewhere && (
        // Spec §8: the notice shows, then the chat engine ends the session and goes home.
        <span role="alert" className={styles.alert} data-testid="login-elsewhere">
          {zhCN["chat.login-elsewhere"]}
        </span>
      )}
      <ConfirmDialog
        title={zhCN[LOGOUT_DIALOG.title]}
        message={zhCN[LOGOUT_DIALOG.message]}
        confirmText={zhCN[LOGOUT_DIALOG.confirm]}
        cancelText={zhCN[LOGOUT_DIALOG.cancel]}
        // The confirm button stays busy until the logout plan's pause ends and the page leaves.
        onConfirm={() => performLogout("confirmed", window.localStorage, (to) => window.location.assign(to))}
        trigger={
          <button type="button" className={styles.link}>
            {formatMessage("header.logout")}
          </button>
        }
      />
    </div>
  );
}
