/**
 * Reminders before a quotation deadline (../procurement.md: "reminders go out automatically as the
 * deadline nears"): planned when a sheet or a round goes out, moved with the deadline.
 */

/** Hours before the deadline at which suppliers who have not quoted are reminded. */
export const DEADLINE_REMINDER_HOURS = [24, 2] as const;

const HOUR = 3_600_000;

/** The reminders still ahead for a deadline (epoch ms) seen at `now`: those whose time has passed are skipped. */
export function reminderSchedule(deadline: number, now: number): { hours: number; at: number }[] {
  return DEADLINE_REMINDER_HOURS.map((hours) => ({ hours, at: deadline - hours * HOUR })).filter((r) => r.at > now);
}

/** Whether a reminder planned `hours` before the deadline is due at `now`: not before its time, never after the deadline. */
export function reminderDue(deadline: number, hours: number, now: number): "due" | "early" | "late" {
  if (now >= deadline) return "late";
  return now >= deadline - hours * HOUR ? "due" : "early";
}

/** The reminder's text (notice and SMS alike). */
export function reminderText(title: string, deadline: string): string {
  return `询价单《${title}》将于 ${deadline} 截止报价，请及时报价`;
}
