import { clientCall } from "@cidp/api-client";
import { type CallResult, organisationCalls } from "@cidp/api-client/contract";
import { menusFor, PERMISSION_KEYS, PERMISSION_LABELS, type PermissionKey, type PlatformMenu } from "@cidp/domain";
import { Table, type TableColumn } from "@cidp/ui";
import { Link } from "react-router";
import { userRoleManagementMyPermissionsTexts } from "../features/member-center/member-center-texts.ts";
import { readOrRefusal } from "../lib/member-page.server.ts";
import * as styles from "../lib/page.css.ts";
import { fillText, memberPageMeta } from "../lib/seo/page-meta.ts";
import type { Route } from "./+types/user-role-management-my-permissions";

const texts = userRoleManagementMyPermissionsTexts;

type Guide = CallResult<typeof organisationCalls.permissionGuide>["data"];

interface PermissionRow {
  key: PermissionKey;
  label: string;
  grantedBy: string[];
  features: string[];
}

/** 我的权限, read on the server through organisationCalls.permissionGuide with the member's client. */
export async function loader({ context }: Route.LoaderArgs) {
  const { data: guide, error } = await readOrRefusal(
    context,
    (client) => clientCall(organisationCalls.permissionGuide)(client, { silent: true }),
    texts.loadFailed,
  );
  return { guide, error };
}

const entryNames = (menus: readonly PlatformMenu[]) => new Set(menus.flatMap((group) => group.children.map((entry) => entry.menuName)));

/**
 * The side-menu entries a key opens: those shown to a member holding only that key, beyond what a
 * member with no key sees, on either side of the marketplace (the menu is the one table of them).
 */
function featuresOf(key: PermissionKey): string[] {
  const names = new Set<string>();
  for (const side of ["require", "supply"]) {
    const open = entryNames(menusFor(side, []));
    for (const name of entryNames(menusFor(side, [key]))) if (!open.has(name)) names.add(name);
  }
  return [...names];
}

function rowsOf(guide: Guide): PermissionRow[] {
  return PERMISSION_KEYS.map((key) => ({
    key,
    label: PERMISSION_LABELS[key],
    grantedBy: guide.roles.filter((role) => role.permissions.includes(key)).map((role) => role.name),
    features: featuresOf(key),
  }));
}

/** 我的权限 (designed, /user/role-management/my-permissions): what the member may do in the selected business, through which role, and whom to ask for more. */
export default function UserRoleManagementMyPermissions({ loaderData }: Route.ComponentProps) {
  const { guide, error } = loaderData;
  const columns: TableColumn<PermissionRow>[] = [
    { key: "label", title: texts.permission },
    { key: "state", title: texts.state, render: (row) => (row.grantedBy.length > 0 ? texts.granted : texts.notGranted) },
    { key: "grantedBy", title: texts.grantedBy, render: (row) => row.grantedBy.join("、") || texts.everyMember },
    { key: "features", title: texts.features, render: (row) => row.features.join("、") || texts.everyMember },
  ];
  return (
    <div className={styles.inner} data-testid="user-role-management-my-permissions">
      <h1>{texts.title}</h1>
      {error || !guide ? (
        <p role="alert">{error}</p>
      ) : (
        <>
          <p data-testid="my-roles">
            {fillText(texts.intro, { business: guide.businessName, roles: guide.roles.map((role) => role.name).join("、") || texts.noRoles })}
          </p>
          {guide.admin ? (
            <p>
              {texts.adminNote} <Link to="/user/role-management/role-list">{texts.roleManagement}</Link>
            </p>
          ) : (
            <p data-testid="ask-admin">
              {guide.administrators.length > 0
                ? fillText(texts.askAdmin, {
                    admins: guide.administrators.map((admin) => fillText(texts.adminContact, { name: admin.realName, phone: admin.phone })).join("、"),
                  })
                : texts.noAdmin}
            </p>
          )}
          <Table caption={texts.caption} columns={columns} data={rowsOf(guide)} rowKey={(row) => row.key} />
        </>
      )}
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.title);
}
