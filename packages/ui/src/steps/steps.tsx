import type { ReactNode } from "react";
import { visuallyHidden } from "../theme/layout.css.ts";
import * as styles from "./steps.css.ts";

/** One step. */
export interface StepItem {
  title: ReactNode;
  description?: ReactNode;
}

/** Where a step stands. */
export type StepStatus = "finish" | "process" | "wait" | "error";

/** Props of Steps. */
export interface StepsProps {
  items: readonly StepItem[];
  /** 0-based index of the current step. */
  current: number;
  /** Status of the current step ("error" when it failed). */
  status?: "process" | "error";
  "aria-label"?: string;
  className?: string;
}

const statusLabel: Record<StepStatus, string> = { finish: "已完成", process: "进行中", wait: "未开始", error: "失败" };

/** The status of step `index` given the current step. */
export function stepStatus(index: number, current: number, currentStatus: "process" | "error" = "process"): StepStatus {
  if (index < current) return "finish";
  if (index === current) return currentStatus;
  return "wait";
}

/** A progress trail of numbered steps (e.g. certification: 填写信息 → 上传材料 → 审核); the current step is marked. */
export function Steps({ items, current, status = "process", className, ...aria }: StepsProps) {
  return (
    <ol className={[styles.list, className].filter(Boolean).join(" ")} aria-label={aria["aria-label"] ?? "步骤"}>
      {items.map((item, i) => {
        const s = stepStatus(i, current, status);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
          <li key={i} className={styles.item} aria-current={i === current ? "step" : undefined}>
            <span className={styles.marker({ status: s })} aria-hidden="true">
              {s === "finish" ? "✓" : s === "error" ? "!" : i + 1}
            </span>
            <span className={styles.text}>
              <span className={styles.title({ status: s })}>
                {item.title}
                <span className={visuallyHidden}>（{statusLabel[s]}）</span>
              </span>
              {item.description ? <span className={styles.description}>{item.description}</span> : null}
            </span>
            {i < items.length - 1 ? <span className={styles.line({ done: i < current })} aria-hidden="true" /> : null}
          </li>
        );
      })}
    </ol>
  );
}
