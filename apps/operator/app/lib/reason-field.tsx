import { FormField, Textarea } from "@cidp/ui";

/** The most a reason holds; the services keep reasons to this length too. */
export const REASON_MAX = 200;

/**
 * The reason a member of staff must give with a change (hiding a shop, freezing or resetting a
 * member, rejecting a submission): a required `reason` box of 200 characters at most, keeping what
 * was typed (`typed`) when the change is refused, with the refusal (`error`) on it.
 */
export function ReasonField({ label, rows, typed, error }: { label: string; rows: number; typed: string; error?: string | null }) {
  return (
    <FormField label={label} error={error ?? undefined} required>
      <Textarea name="reason" rows={rows} maxLength={REASON_MAX} required defaultValue={typed} />
    </FormField>
  );
}
