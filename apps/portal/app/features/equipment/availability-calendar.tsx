import * as styles from "./equipment.css.ts";
import { equipmentTexts as texts } from "./equipment-texts.ts";

const fill = (template: string, values: Record<string, string | number>) => template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? ""));

/** `yyyy-MM-dd` of a UTC date. */
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * The next months as calendars, each day marked 可租 or 已约 (booked by an accepted request). Server
 * rendered from `today` (China date), so the page shows the same with or without its script.
 */
export function AvailabilityCalendar({ today, taken, months = 3 }: { today: string; taken: readonly { start: string; end: string }[]; months?: number }) {
  const isTaken = (day: string) => taken.some((range) => range.start <= day && day <= range.end);
  const [year, month] = today.split("-").map(Number) as [number, number];
  return (
    <div className={styles.calendars} data-testid="availability-calendar">
      {Array.from({ length: months }, (_, index) => {
        const first = new Date(Date.UTC(year, month - 1 + index, 1));
        const days = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
        // Monday first: the blank cells before the 1st.
        const lead = (first.getUTCDay() + 6) % 7;
        // Blank cells before the 1st and after the last day carry their own keys (no day to key them by).
        const cells: { key: string; day: string | null }[] = [
          ...Array.from({ length: lead }, (_, n) => ({ key: `before-${n}`, day: null })),
          ...Array.from({ length: days }, (_, d) => {
            const day = isoDay(new Date(first.getTime() + d * 86_400_000));
            return { key: day, day };
          }),
        ];
        while (cells.length % 7 !== 0) cells.push({ key: `after-${cells.length}`, day: null });
        const weeks = Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
        return (
          <table key={isoDay(first)} className={styles.calendar}>
            <caption>{fill(texts.monthCaption, { year: first.getUTCFullYear(), month: first.getUTCMonth() + 1 })}</caption>
            <thead>
              <tr>
                {texts.weekdays.map((w) => (
                  <th key={w} scope="col">
                    {w}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {weeks.map((week) => (
                <tr key={week[0]?.key}>
                  {week.map(({ key, day }) => {
                    if (!day) return <td key={key} />;
                    const booked = isTaken(day);
                    return (
                      <td key={key} className={booked ? styles.takenDay : undefined} data-testid={`day-${day}`} data-taken={booked ? "true" : "false"}>
                        {Number(day.slice(8))}
                        {booked && <span className={styles.dayMark}>{texts.taken}</span>}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        );
      })}
    </div>
  );
}
