/**
 * The platform staff's roles (the back-office issue names them); every operator has one. The
 * first operator of an installation is a 管理员, created by command.
 */
export const OPERATOR_ROLES = ["管理员", "内容编辑", "内容审核", "客服", "财务", "认证审核"] as const;

/** One staff role. */
export type OperatorRole = (typeof OPERATOR_ROLES)[number];

/** Whether a string names a staff role. */
export function isOperatorRole(value: string): value is OperatorRole {
  return (OPERATOR_ROLES as readonly string[]).includes(value);
}
