import { TRAINING_KINDS } from "@cidp/api-client/contract";
import { Button, FormField, Input, Textarea } from "@cidp/ui";
import * as styles from "../desk.css.ts";
import { LabelledOptions, NativeSelect } from "./native-select.tsx";

/** A session's fields as the form posts them, and the message of each refused field. */
type TrainingField = "title" | "kind" | "city" | "venue" | "startAt" | "endAt" | "deadline" | "capacity" | "speaker" | "summary";
export type TrainingTyped = Record<TrainingField, string>;
export type TrainingFieldErrors = Partial<Record<keyof TrainingTyped | "form", string>>;

export const EMPTY_TRAINING: TrainingTyped = {
  title: "",
  kind: "training",
  city: "",
  venue: "",
  startAt: "",
  endAt: "",
  deadline: "",
  capacity: "",
  speaker: "",
  summary: "",
};

/** The texts of 线下培训 in the back office. */
export const trainingDeskTexts = {
  title: "线下培训与政策解读会",
  intro: "企业VIP会员每个会员期可免费报名2个名额；会员在“VIP会员 › 线下培训与政策解读会”报名，报名截止前可取消。下表为各场次（新的在前）及其有效报名。",
  caption: "场次，开始时间新的在前",
  empty: "尚无场次。",
  registrationsOf: "报名（{n}人）",
  noRegistrations: "暂无报名",
  newHeading: "新增场次",
  submit: "添加场次",
  refusedForm: "请按提示修改标红的项目",
} as const;

/** `yyyy-MM-ddTHH:mm` of the time fields as the contract takes it (a space between day and time). */
export const minuteOfField = (value: string) => value.replace("T", " ");

/** The form of a new session: each field with its refusal. */
export function TrainingForm({ values, errors }: { values: TrainingTyped; errors: TrainingFieldErrors }) {
  return (
    <form method="post" noValidate className={styles.stack} aria-labelledby="training-new">
      <FormField label="会议名称" required hint="4至80个字" error={errors.title}>
        <Input name="title" defaultValue={values.title} maxLength={80} autoComplete="off" />
      </FormField>
      <FormField label="类型" required error={errors.kind}>
        <NativeSelect name="kind" defaultValue={values.kind}>
          <LabelledOptions labels={TRAINING_KINDS} />
        </NativeSelect>
      </FormField>
      <FormField label="城市" required hint="如 长春、吉林市" error={errors.city}>
        <Input name="city" defaultValue={values.city} maxLength={20} autoComplete="off" />
      </FormField>
      <FormField label="会场地址" required error={errors.venue}>
        <Input name="venue" defaultValue={values.venue} maxLength={120} autoComplete="off" />
      </FormField>
      <FormField label="开始时间" required hint="中国时间，精确到分钟" error={errors.startAt}>
        <Input name="startAt" type="datetime-local" step={60} defaultValue={values.startAt} />
      </FormField>
      <FormField label="结束时间" required error={errors.endAt}>
        <Input name="endAt" type="datetime-local" step={60} defaultValue={values.endAt} />
      </FormField>
      <FormField label="报名截止时间" required hint="不晚于开始时间" error={errors.deadline}>
        <Input name="deadline" type="datetime-local" step={60} defaultValue={values.deadline} />
      </FormField>
      <FormField label="名额" required hint="1至2000" error={errors.capacity}>
        <Input name="capacity" type="number" min={1} max={2000} defaultValue={values.capacity} />
      </FormField>
      <FormField label="主讲人/主办单位" required error={errors.speaker}>
        <Input name="speaker" defaultValue={values.speaker} maxLength={60} autoComplete="off" />
      </FormField>
      <FormField label="会议简介" required hint="10至500个字" error={errors.summary}>
        <Textarea name="summary" defaultValue={values.summary} rows={4} maxLength={500} />
      </FormField>
      <Button type="submit">{trainingDeskTexts.submit}</Button>
    </form>
  );
}
