import { operatorCalls } from "@cidp/api-client/contract";
import type { OperatorPermission } from "@cidp/domain";
import { Button, FormField, Input } from "@cidp/ui";
import { data, redirect } from "react-router";
import * as styles from "../desk.css.ts";
import { deskTexts } from "../desk-texts.ts";
import { DeskPageHead } from "../lib/desk-page-head.tsx";
import { detailPage } from "../lib/detail-page.server.ts";
import { field, fieldErrorsOf } from "../lib/form.server.ts";
import { pageTitle } from "../lib/page-title.ts";
import { ReasonField } from "../lib/reason-field.tsx";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { refusalOf, requireStaff } from "../lib/staff.server.ts";
import { textColumns } from "../lib/text-columns.ts";
import { TitledTable } from "../lib/titled-table.tsx";
import type { Route } from "./+types/company-detail";

export const meta = ({ loaderData }: Route.MetaArgs) => pageTitle(loaderData ? `企业：${loaderData.company.name}` : "企业详情");

const RESULTS: Readonly<Record<string, string>> = {
  corrected: "资质证书已修改",
  unchanged: "资质证书未改变",
  hidden: "店铺已对访客隐藏",
  shown: "店铺已恢复对访客可见",
};

/** The permission each of the page's changes needs (the services check it again). */
const INTENT_PERMISSIONS: Readonly<Record<string, OperatorPermission>> = {
  qualification: "certification.review",
  hide: "members.manage",
  show: "members.manage",
};

type QualificationField = "validUntil" | "level";

/** A refused change: above the content (`error`), or on the fields of one certificate or of the shop's reason. */
interface Refusal {
  intent: string;
  error: string | null;
  qualificationId: number | null;
  typed: Record<QualificationField, string> | null;
  fieldErrors: Partial<Record<QualificationField, string>>;
  reason: string;
  reasonError: string | null;
}

const refusal = (intent: string, more: Partial<Refusal>): Refusal => ({
  intent,
  error: null,
  qualificationId: null,
  typed: null,
  fieldErrors: {},
  reason: "",
  reasonError: null,
  ...more,
});

/** One company in full; the forms only for staff who may make each change. */
export async function loader({ request, params }: Route.LoaderArgs) {
  const { record: company, me, result } = await detailPage(request, "members.read", operatorCalls.companyDetail, params.id, RESULTS);
  return {
    company,
    mayCorrect: me.permissions.includes("certification.review"),
    mayManage: me.permissions.includes("members.manage"),
    result,
  };
}

/**
 * 修改资质证书 (有效期至 and 资质等级, checked here by the call's own rules and again by the
 * services, whose date rule's refusal goes on its field), 对访客隐藏店铺 (with the reason), 恢复对访客可见.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const form = await request.formData();
  const intent = field(form, "intent");
  const permission = INTENT_PERMISSIONS[intent];
  await requireStaff(request, permission);
  if (!permission) return data(refusal(intent, { error: "未知的操作" }), { status: 400 });
  if (!fromOwnPage(request)) return data(refusal(intent, { error: deskTexts.foreignForm }), { status: 403 });
  const id = Number(params.id);

  if (intent === "qualification") {
    const qualificationId = Number(field(form, "qualificationId")) || 0;
    const typed = { validUntil: field(form, "validUntil").trim(), level: field(form, "level").trim() };
    const checked = operatorCalls.companyQualificationUpdate.body.safeParse(typed);
    if (!checked.success) {
      const fieldErrors = fieldErrorsOf<QualificationField>(checked.error.issues);
      return data(refusal(intent, { qualificationId, typed, fieldErrors }), { status: 400 });
    }
    const answer = await callServices(request, operatorCalls.companyQualificationUpdate, { id: qualificationId, ...checked.data });
    if (!answer.ok) {
      if (answer.status === 401) throw refusalOf(request, answer);
      // The services' own rule of the date (not before the day the certificate was submitted) belongs on its field.
      if (answer.status === 400 && answer.message.startsWith("有效期至"))
        return data(refusal(intent, { qualificationId, typed, fieldErrors: { validUntil: answer.message } }), { status: 400 });
      return data(refusal(intent, { qualificationId, typed, error: answer.message }), { status: answer.status });
    }
    return redirect(`/companies/${id}?result=${answer.data.changed ? "corrected" : "unchanged"}`);
  }

  const reason = field(form, "reason").trim();
  if (intent === "hide" && !reason) return data(refusal(intent, { reason, reasonError: "请填写隐藏原因" }), { status: 400 });
  const answer =
    intent === "hide"
      ? await callServices(request, operatorCalls.companyShopHide, { id, reason })
      : await callServices(request, operatorCalls.companyShopShow, { id });
  if (!answer.ok) {
    if (answer.status === 401) throw refusalOf(request, answer);
    if (intent === "hide" && answer.status === 400) return data(refusal(intent, { reason, reasonError: answer.message }), { status: 400 });
    return data(refusal(intent, { reason, error: answer.message }), { status: answer.status });
  }
  return redirect(`/companies/${id}?result=${intent === "hide" ? "hidden" : "shown"}`);
}

export default function CompanyDetail({ loaderData, actionData }: Route.ComponentProps) {
  const { company, mayCorrect, mayManage, result } = loaderData;
  const { shop } = company;
  const shopState = shop.hidden
    ? `已对访客隐藏（${shop.hiddenTime}，原因：${shop.hiddenReason}）`
    : shop.visible
      ? "对访客可见"
      : "不对访客公开（企业未通过认证）";
  return (
    <main id="main" className={styles.main}>
      <DeskPageHead back={{ href: "/members", label: "返回会员管理" }} title={`企业：${company.name}`} result={result} error={actionData?.error} />
      <dl className={styles.facts}>
        <dt>统一社会信用代码</dt>
        <dd>{company.creditCode}</dd>
        <dt>企业类型</dt>
        <dd>{company.companyType}</dd>
        <dt>企业认证</dt>
        <dd data-testid="company-certification">{company.certification}</dd>
        <dt>注册时间</dt>
        <dd>{company.registerTime}</dd>
        <dt>企业店铺</dt>
        <dd data-testid="shop-state">{shopState}</dd>
        <dt>店铺地址（门户）</dt>
        <dd>{shop.path}</dd>
      </dl>

      {mayManage ? (
        <section aria-labelledby="shop-title">
          <h2 id="shop-title">店铺对访客的显示</h2>
          {shop.hidden ? (
            <form method="post" className={styles.stack}>
              <input type="hidden" name="intent" value="show" />
              <p>恢复后，已通过认证的企业店铺重新对访客开放，并回到搜索结果与站点地图中。</p>
              <Button type="submit">恢复对访客可见</Button>
            </form>
          ) : (
            <form method="post" noValidate className={styles.stack}>
              <input type="hidden" name="intent" value="hide" />
              <p id="hide-explained">隐藏后，访客打开该店铺时看到“该店铺暂不可访问”，店铺也不再出现在搜索结果与站点地图中。企业成员仍可装修和预览店铺。</p>
              <ReasonField
                label="隐藏原因（记入操作日志，访客不可见）"
                rows={2}
                typed={actionData?.intent === "hide" ? actionData.reason : ""}
                error={actionData?.intent === "hide" ? actionData.reasonError : undefined}
              />
              <Button type="submit" variant="warning" aria-describedby="hide-explained">
                对访客隐藏店铺
              </Button>
            </form>
          )}
        </section>
      ) : null}

      <TitledTable
        title="企业认证记录"
        rowKey={(certification) => `${certification.submitTime}-${certification.state}`}
        data={company.certifications}
        emptyText="未提交过企业认证。"
        columns={[
          ...textColumns({ submitTime: "提交时间", companyName: "企业名称", legalRepresentative: "法定代表人", state: "结果" }),
          { key: "reviewTime", title: "审核时间", render: (certification) => certification.reviewTime || "—" },
          { key: "rejectReason", title: "驳回原因", render: (certification) => certification.rejectReason || "—" },
        ]}
      />

      <TitledTable
        title="成员与角色"
        note={
          company.memberTotal > company.members.length ? (
            <p className={styles.muted}>
              共 {company.memberTotal} 位成员，仅显示前 {company.members.length} 位（管理员在前）。
            </p>
          ) : null
        }
        rowKey={(member) => String(member.id)}
        data={company.members}
        emptyText="该企业暂无成员。"
        columns={[
          { key: "realName", title: "姓名", render: (member) => <a href={`/members/${member.id}`}>{member.realName}</a> },
          { key: "phone", title: "手机号" },
          { key: "role", title: "身份" },
          { key: "roleNames", title: "角色", render: (member) => member.roleNames.join("、") || "—" },
          { key: "frozen", title: "账号状态", render: (member) => (member.frozen ? "已冻结" : "正常") },
        ]}
      />

      <TitledTable
        title="资质证书"
        rowKey={(qualification) => String(qualification.id)}
        data={company.qualifications}
        emptyText="该企业暂无资质证书。"
        columns={[
          ...textColumns({
            name: "资质名称",
            level: "资质等级",
            certificateNo: "证书编号",
            issuingAuthority: "发证机关",
            validUntil: "有效期至",
            validity: "有效状态",
            state: "审核",
            submitTime: "提交时间",
          }),
        ]}
      />
      {mayCorrect && company.qualifications.length > 0 ? (
        <section aria-labelledby="correct-title">
          <h3 id="correct-title">修改资质证书</h3>
          <p className={styles.muted}>修改记入操作日志，证书的审核结果不变。</p>
          <div className={styles.row}>
            {company.qualifications.map((qualification) => {
              const refused = actionData?.intent === "qualification" && actionData.qualificationId === qualification.id ? actionData : null;
              const values = refused?.typed ?? { validUntil: qualification.validUntil, level: qualification.level };
              const legend = `${qualification.name}（${qualification.certificateNo}）`;
              return (
                <form key={qualification.id} method="post" noValidate className={styles.stack}>
                  <fieldset className={styles.stack}>
                    <legend>{legend}</legend>
                    <input type="hidden" name="intent" value="qualification" />
                    <input type="hidden" name="qualificationId" value={qualification.id} />
                    <FormField
                      id={`valid-until-${qualification.id}`}
                      label="有效期至"
                      hint={`不能早于证书的提交日期 ${qualification.submitTime.slice(0, 10)}`}
                      error={refused?.fieldErrors.validUntil}
                      required
                    >
                      <Input type="date" name="validUntil" defaultValue={values.validUntil} required />
                    </FormField>
                    <FormField id={`level-${qualification.id}`} label="资质等级" error={refused?.fieldErrors.level} required>
                      <Input name="level" defaultValue={values.level} maxLength={20} required />
                    </FormField>
                    <Button type="submit" aria-label={`保存修改：${legend}`}>
                      保存修改
                    </Button>
                  </fieldset>
                </form>
              );
            })}
          </div>
        </section>
      ) : null}
    </main>
  );
}
