import { ANNOUNCEMENT_CONTENT_MAX, type AnnouncementFields } from "@cidp/api-client/contract";
import { Button, FormField, Input, Textarea } from "@cidp/ui";
import * as styles from "../desk.css.ts";

/** An announcement's fields as the form posts them, and the message of each refused field. */
export type AnnouncementTyped = Record<keyof AnnouncementFields, string>;
export type AnnouncementFieldErrors = Partial<Record<keyof AnnouncementFields, string>>;

/** The send time as the form's time field holds it (`yyyy-MM-ddTHH:mm`). */
export const sendAtValue = (minute: string) => minute.replace(" ", "T");

/** The form of an announcement (new or a draft): title, text, link and send time, each with its refusal. */
export function AnnouncementForm({
  values,
  errors,
  submitLabel,
  labelledBy,
}: {
  values: AnnouncementTyped;
  errors: AnnouncementFieldErrors;
  submitLabel: string;
  labelledBy: string;
}) {
  return (
    <form method="post" noValidate className={styles.stack} aria-labelledby={labelledBy}>
      <input type="hidden" name="intent" value="save" />
      <FormField label="标题" required hint="不超过50个字" error={errors.title}>
        <Input name="title" defaultValue={values.title} maxLength={50} autoComplete="off" />
      </FormField>
      <FormField label="公告内容" required hint={`纯文本，不超过${ANNOUNCEMENT_CONTENT_MAX}个字；会员在消息中心的“系统通知”中阅读`} error={errors.content}>
        <Textarea name="content" defaultValue={values.content} rows={8} maxLength={ANNOUNCEMENT_CONTENT_MAX} />
      </FormField>
      <FormField label="链接" hint="可选：点击通知打开的门户页面，以 / 开头，如 /default/news；留空则打开通知详情" error={errors.link}>
        <Input name="link" defaultValue={values.link} maxLength={200} autoComplete="off" />
      </FormField>
      <FormField label="定时发送" hint="可选：晚于现在的时间（中国时间，精确到分钟）；留空则审核通过后立即发送" error={errors.sendAt}>
        <Input name="sendAt" type="datetime-local" step={60} defaultValue={values.sendAt} />
      </FormField>
      <Button type="submit">{submitLabel}</Button>
    </form>
  );
}
