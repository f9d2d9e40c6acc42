import { permissionKeysOf } from "@cidp/api-client/contract";
import { permissionRefusal } from "@cidp/domain";
import type { ReactNode } from "react";
import { MayCall } from "./may-call.tsx";
import type { CallAccess } from "./use-member-center.ts";

/**
 * A page's main form (新建询价单, VIP 购买 …), or, for a role that may not make its call, which
 * permission it takes and whom to ask. Its own module: the permissions' names stay off the pages
 * whose actions are simply left out.
 */
export function MayCallOrRefusal({ call, children }: { call: CallAccess; children: ReactNode }) {
  const refusal =
    call.permission === undefined ? null : (
      <p role="alert" data-testid="permission-refusal">
        {permissionRefusal(permissionKeysOf(call.permission))}
      </p>
    );
  return (
    <MayCall call={call} fallback={refusal}>
      {children}
    </MayCall>
  );
}
