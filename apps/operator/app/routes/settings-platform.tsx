import { operatorCalls, PLATFORM_SETTING_FIELDS, type PlatformSettings, platformSettingsSchema } from "@cidp/api-client/contract";
import { isPlatformHideableSection, PLATFORM_FOOTER_LINKS_MAX, PLATFORM_HIDEABLE_SECTION_KEYS, PLATFORM_HIDEABLE_SECTIONS } from "@cidp/domain";
import { Button, FormField, Input, Table, Textarea } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { field, fieldErrorsOf } from "../lib/form.server.ts";
import { pageTitle } from "../lib/page-title.ts";
import { resultMessage } from "../lib/result-message.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff, staffForm } from "../lib/staff.server.ts";
import type { Route } from "./+types/settings-platform";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `平台设置：${loaderData.platform.settings.baseTitle}` : "平台设置");

/** The settings typed in a text box (the hidden sections are checkboxes, the hosts a list, the links rows). */
type TextSetting = Exclude<keyof PlatformSettings, "hiddenSections" | "hosts" | "footerLinks">;

/** The settings as the form posts them: the text boxes, the keys of the checked 隐藏的版块 (repeated fields), the hosts' lines and the links' rows. */
type TypedSettings = Record<TextSetting, string> & { hiddenSections: string[]; hosts: string; footerLinks: { title: string; url: string }[] };

/** Each text field's label and hint, in the form's order. */
const FIELDS: Readonly<Record<TextSetting, { label: string; hint?: string }>> = {
  baseTitle: { label: "平台名称" },
  subTitle: { label: "副标题" },
  hotline: { label: "服务热线", hint: "如 400-800-0431 或 0431-88886666，显示在门户页脚" },
  serviceHours: { label: "服务时间", hint: "如 工作日 9:30-18:30" },
  officialAccountUrl: { label: "公众号地址", hint: "页脚“官方公众号”二维码指向的地址" },
  appDownloadUrl: { label: "APP下载地址", hint: "以 / 开头的站内路径或 http(s):// 地址" },
  customerServiceUrl: { label: "在线客服地址" },
  iosAppUrl: { label: "iOS下载地址" },
  androidAppUrl: { label: "Android下载地址" },
  icpNumber: { label: "ICP备案号", hint: "如 吉ICP备2024000001号-1，显示在门户页脚并链接到工信部备案查询" },
  publicSecurityNumber: { label: "公安备案号", hint: "如有，如 吉公网安备22010202000001号" },
  operatingCompany: { label: "主办单位", hint: "页脚显示的主办（运营）单位名称" },
};

const TEXT_FIELDS = PLATFORM_SETTING_FIELDS.filter((name): name is TextSetting => name !== "hiddenSections" && name !== "hosts" && name !== "footerLinks");

/** Blank link rows the form offers after the saved ones (the back office has no client script to add rows). */
const BLANK_LINK_ROWS = 2;

/** The hosts typed one per line (commas and spaces separate too). */
const hostsTyped = (typed: string) => typed.split(/[\s,，、]+/).filter((host) => host !== "");

/** The links' rows as posted (repeated fields, row by row); a row left blank is no link. */
function footerLinksTyped(form: FormData) {
  const text = (value: FormDataEntryValue | undefined) => (typeof value === "string" ? value : "");
  const urls = form.getAll("footerLinkUrl");
  return form
    .getAll("footerLinkTitle")
    .map((title, index) => ({ title: text(title), url: text(urls[index]) }))
    .filter((link) => link.title.trim() !== "" || link.url.trim() !== "");
}

/** The labels of some hidden sections, for the history ("无" for none). */
const hiddenLabels = (keys: readonly string[]) =>
  keys.map((key) => (isPlatformHideableSection(key) ? PLATFORM_HIDEABLE_SECTIONS[key] : key)).join("、") || "无";

const RESULTS: Readonly<Record<string, string>> = { saved: "已保存，立即生效", unchanged: "设置未改变", restored: "已恢复该版本，立即生效" };

async function platformOf(request: Request, id: string) {
  if (!/^\d{1,9}$/.test(id)) throw data(null, { status: 404 });
  const platform = await callServices(request, operatorCalls.settingsDetail, { id: Number(id) });
  if (!platform.ok) {
    if (platform.status === 404 || platform.status === 400) throw data(null, { status: 404 });
    throw refusalOf(request, platform);
  }
  return platform.data;
}

export async function loader({ request, params }: Route.LoaderArgs) {
  await requireStaff(request, "settings.manage");
  const result = resultMessage(request, RESULTS);
  return { platform: await platformOf(request, params.id), result };
}

type FieldErrors = Partial<Record<keyof PlatformSettings, string>>;

/** 保存 (each field checked here and again by the services, nothing written on a refusal) or 恢复 a version. */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await staffForm(request, "settings.manage");
  const typed: TypedSettings = {
    ...(Object.fromEntries(TEXT_FIELDS.map((name) => [name, field(form, name)])) as Record<TextSetting, string>),
    hiddenSections: form.getAll("hiddenSections").filter((value): value is string => typeof value === "string"),
    hosts: field(form, "hosts"),
    footerLinks: footerLinksTyped(form),
  };
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm, typed, fieldErrors: {} as FieldErrors }, { status: 403 });
  const id = Number(params.id);
  if (field(form, "intent") === "restore") {
    const answer = await callServices(request, operatorCalls.settingsRestore, { id, versionId: Number(field(form, "versionId")) || 0 });
    if (!answer.ok) return data({ error: answer.message, typed: null, fieldErrors: {} as FieldErrors }, { status: answer.status });
    return redirect(`/settings/${id}?result=restored`);
  }
  const checked = platformSettingsSchema.safeParse({ ...typed, hosts: hostsTyped(typed.hosts) });
  if (!checked.success) {
    const fieldErrors = fieldErrorsOf<keyof PlatformSettings>(checked.error.issues);
    return data({ error: "请按提示修改标红的项目", typed, fieldErrors }, { status: 400 });
  }
  const answer = await callServices(request, operatorCalls.settingsSave, { id, ...checked.data });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    return data({ error: answer.message, typed, fieldErrors: {} as FieldErrors }, { status: answer.status });
  }
  return redirect(`/settings/${id}?result=${answer.data.changed === 0 ? "unchanged" : "saved"}`);
}

export default function SettingsPlatform({ loaderData, actionData }: Route.ComponentProps) {
  const { platform, result } = loaderData;
  const values: TypedSettings = actionData?.typed ?? { ...platform.settings, hosts: platform.settings.hosts.join("\n") };
  const linkRows = [...values.footerLinks, ...Array.from({ length: BLANK_LINK_ROWS }, () => ({ title: "", url: "" }))].slice(
    0,
    Math.max(PLATFORM_FOOTER_LINKS_MAX, values.footerLinks.length),
  );
  const errors: FieldErrors = actionData?.fieldErrors ?? {};
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead
        back={{ href: "/settings", label: "返回平台设置" }}
        title={`平台设置：${platform.settings.baseTitle}`}
        intro={`平台代码 ${platform.platformCode} · 域名 ${platform.settings.hosts.join("、")}`}
        result={result}
        error={actionData?.error}
      />
      <form method="post" noValidate className={styles.stack}>
        <input type="hidden" name="intent" value="save" />
        <FormField
          label="域名"
          hint="每行一个，如 jz.changchun.gov.cn；不带 http:// 和端口，第一个为主域名。门户按访问的域名选择平台，一个域名只能属于一个平台"
          error={errors.hosts}
        >
          <Textarea name="hosts" defaultValue={values.hosts} rows={3} maxLength={2000} />
        </FormField>
        {TEXT_FIELDS.map((name) => (
          <FormField key={name} label={FIELDS[name].label} hint={FIELDS[name].hint} error={errors[name]}>
            <Input name={name} defaultValue={values[name]} maxLength={500} />
          </FormField>
        ))}
        {/* Native checkboxes: the back office has no client script, a checked box posts its key. */}
        <fieldset className={styles.stack} aria-describedby={errors.hiddenSections ? "hidden-sections-hint hidden-sections-error" : "hidden-sections-hint"}>
          <legend>隐藏的版块</legend>
          <p id="hidden-sections-hint" className={styles.muted}>
            勾选的版块在该平台的门户上不显示
          </p>
          {PLATFORM_HIDEABLE_SECTION_KEYS.map((key) => (
            <label key={key} className={styles.inlineForm}>
              <input type="checkbox" name="hiddenSections" value={key} defaultChecked={values.hiddenSections.includes(key)} />
              {PLATFORM_HIDEABLE_SECTIONS[key]}
            </label>
          ))}
          {errors.hiddenSections && (
            <p id="hidden-sections-error" className={styles.error}>
              {errors.hiddenSections}
            </p>
          )}
        </fieldset>
        <fieldset className={styles.stack} aria-describedby={errors.footerLinks ? "footer-links-hint footer-links-error" : "footer-links-hint"}>
          <legend>页脚链接</legend>
          <p id="footer-links-hint" className={styles.muted}>
            显示在门户页脚备案号旁，地址须以 http:// 或 https:// 开头；标题留空的行不保存
          </p>
          {linkRows.map((link, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the rows are positions of the form, posted in this order.
            <div key={index} className={styles.inlineForm}>
              <FormField label={`链接${index + 1}标题`}>
                <Input name="footerLinkTitle" defaultValue={link.title} maxLength={20} />
              </FormField>
              <FormField label={`链接${index + 1}地址`}>
                <Input name="footerLinkUrl" defaultValue={link.url} maxLength={500} />
              </FormField>
            </div>
          ))}
          {errors.footerLinks && (
            <p id="footer-links-error" className={styles.error}>
              {errors.footerLinks}
            </p>
          )}
        </fieldset>
        <Button type="submit">保存</Button>
      </form>
      <h2>历史版本</h2>
      <Table
        caption="历史版本，新的在前"
        rowKey={(version) => String(version.id)}
        data={platform.versions}
        empty={<p>尚未修改过，暂无历史版本。</p>}
        columns={[
          { key: "saveTime", title: "保存时间" },
          { key: "operator", title: "保存人" },
          { key: "hosts", title: "域名", render: (version) => version.settings.hosts.join("、") },
          { key: "hotline", title: "服务热线", render: (version) => version.settings.hotline },
          { key: "serviceHours", title: "服务时间", render: (version) => version.settings.serviceHours },
          { key: "hiddenSections", title: "隐藏的版块", render: (version) => hiddenLabels(version.settings.hiddenSections) },
          {
            key: "restore",
            title: "操作",
            render: (version, index) =>
              index === 0 ? (
                "当前版本"
              ) : (
                <form method="post" className={styles.inlineForm}>
                  <input type="hidden" name="intent" value="restore" />
                  <input type="hidden" name="versionId" value={version.id} />
                  <Button type="submit" variant="ghost" size="small" aria-label={`恢复此版本（${version.saveTime}保存）`}>
                    恢复此版本
                  </Button>
                </form>
              ),
          },
        ]}
      />
    </main>
  );
}
