/** The two applications of the home page's 供需对接 area. */
export type ApplyKind = "finance" | "project";

/** The fields of each, in the form's order (the contract's request schemas). */
export const applyFields = {
  finance: ["companyName", "contactName", "phone", "amount", "purpose", "code"],
  project: ["projectName", "companyName", "contactName", "phone", "region", "code"],
} as const;

export type ApplyField = (typeof applyFields)[ApplyKind][number];

/** Where each form lives (designed routes beside the home page's help page). */
export const applyPaths = { finance: "/default/home/finance-apply", project: "/default/home/project-apply" } as const satisfies Record<ApplyKind, string>;

/** What the form's action answers when it refuses: the message per field and what was typed. */
export interface ApplyRefusal {
  ok: false;
  errors: Partial<Record<ApplyField, string>>;
  /** A refusal of the services that belongs to no field. */
  msg: string;
  values: Partial<Record<ApplyField, string>>;
}
