import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import { Button, Empty } from "@cidp/ui";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { certifyTexts } from "../features/certification/certification-texts.ts";
import type { Qualification } from "../features/certification/certification-types.ts";
import { StateTag } from "../features/certification/state-tag.tsx";
import { textField } from "../features/certification/submit-certification.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { ImageField } from "../features/upload/image-field.tsx";
import { idField } from "../lib/form-fields.server.ts";
import * as page from "../lib/page.css.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import type { Route } from "./+types/user-standard-certification-qualification-edit";

const texts = certifyTexts;
const uploaded = (name: string) => texts.uploaded.replace("{name}", name);

/** The selected business's qualification certificates. */
export async function loader({ context }: Route.LoaderArgs) {
  const client = portalRequest(context).member;
  const none = { records: [] as Qualification[], mayManage: false };
  if (!client) return { ...none, error: texts.loadFailed };
  try {
    return { ...(await clientCall(certificationCalls.qualifications)(client, { silent: true })).data, error: null };
  } catch {
    return { ...none, error: texts.noBusiness };
  }
}

/** Saves (adds or edits, then reviewed again) or deletes a certificate. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  const id = idField(form, "id");
  if (form.get("intent") === "delete") {
    if (id === null) return { ok: false as const, msg: texts.missing };
    return memberAction(context, (client) => clientCall(certificationCalls.deleteQualification)(client, { id }, { silent: true }));
  }
  return memberAction(context, (client) =>
    clientCall(certificationCalls.saveQualification)(
      client,
      {
        ...(id ? { id } : {}),
        name: textField(form, "name"),
        level: textField(form, "level"),
        certificateNo: textField(form, "certificateNo"),
        issuingAuthority: textField(form, "issuingAuthority"),
        validUntil: textField(form, "validUntil"),
        resourceId: textField(form, "resourceId"),
      },
      { silent: true },
    ),
  );
}

/** One certificate with its validity, review state and, for managers, edit and delete. */
function CertificateItem({ item, mayManage }: { item: Qualification; mayManage: boolean }) {
  const [params] = useSearchParams();
  const confirming = params.get("delete") === String(item.id);
  return (
    <li className={page.panel} data-testid="qualification">
      <strong>{item.name}</strong> <span>{item.level}</span> <StateTag state={item.state} />
      <dl className={page.facts}>
        <dt>{texts.certificateNo}</dt>
        <dd>{item.certificateNo}</dd>
        <dt>{texts.issuingAuthority}</dt>
        <dd>{item.issuingAuthority}</dd>
        <dt>{texts.validUntil}</dt>
        <dd>
          {item.validUntil}（{texts.validity[item.validity]}）
        </dd>
        {item.rejectReason && (
          <>
            <dt>{texts.rejectReason}</dt>
            <dd>{item.rejectReason}</dd>
          </>
        )}
      </dl>
      {mayManage && (
        <div className={page.actions}>
          <Link to={`?id=${item.id}#qualification-form`} aria-label={`${texts.edit}：${item.name}`}>
            {texts.edit}
          </Link>
          {confirming ? (
            <Form method="post" action="?" className={page.actions}>
              <input type="hidden" name="id" value={item.id} />
              <span>{texts.removeConfirm}</span>
              <Button type="submit" name="intent" value="delete" variant="warning" size="small">
                {texts.removeYes}
              </Button>
              <Link to="?" className={page.textLink}>
                {texts.cancel}
              </Link>
            </Form>
          ) : (
            <Link to={`?delete=${item.id}`} aria-label={`${texts.remove}：${item.name}`}>
              {texts.remove}
            </Link>
          )}
        </div>
      )}
    </li>
  );
}

/** 资质证书 (spec §2 qualification-edit): the business's certificates with expiry, added and edited for review. */
export default function QualificationEdit({ loaderData, actionData }: Route.ComponentProps) {
  const { records, mayManage, error } = loaderData;
  const [params] = useSearchParams();
  const editing = records.find((r) => String(r.id) === params.get("id")) ?? null;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner}>
      <h1>{texts.qualificationTitle}</h1>
      <ActionNotice answer={actionData} />
      {error && <p role="alert">{error}</p>}
      {records.length === 0 ? (
        <Empty description={texts.noQualifications} />
      ) : (
        <ul className={page.plainList}>
          {records.map((item) => (
            <CertificateItem key={item.id} item={item} mayManage={mayManage} />
          ))}
        </ul>
      )}
      {mayManage && (
        <Form method="post" action={editing ? `?id=${editing.id}` : "?"} className={page.panel} aria-labelledby="qualification-form" key={editing?.id ?? "new"}>
          <h2 id="qualification-form">{editing ? texts.qualificationEdit : texts.qualificationAdd}</h2>
          {editing && <input type="hidden" name="id" value={editing.id} />}
          <div className={page.field}>
            <label htmlFor="q-name">{texts.qualificationName}</label>
            <input id="q-name" name="name" defaultValue={editing?.name ?? ""} maxLength={100} required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="q-level">{texts.qualificationLevel}</label>
            <select id="q-level" name="level" defaultValue={editing?.level ?? texts.levels[1]} className={page.searchInput}>
              {texts.levels.map((level) => (
                <option key={level} value={level}>
                  {level}
                </option>
              ))}
            </select>
          </div>
          <div className={page.field}>
            <label htmlFor="q-number">{texts.certificateNo}</label>
            <input id="q-number" name="certificateNo" defaultValue={editing?.certificateNo ?? ""} maxLength={50} required className={page.searchInput} />
          </div>
          <div className={page.field}>
            <label htmlFor="q-authority">{texts.issuingAuthority}</label>
            <input
              id="q-authority"
              name="issuingAuthority"
              defaultValue={editing?.issuingAuthority ?? ""}
              maxLength={100}
              required
              className={page.searchInput}
            />
          </div>
          <div className={page.field}>
            <label htmlFor="q-valid">{texts.validUntil}</label>
            <input id="q-valid" name="validUntil" type="date" defaultValue={editing?.validUntil ?? ""} required className={page.searchInput} />
          </div>
          <ImageField
            name="resourceId"
            label={texts.certificateImage}
            uploadedText={uploaded}
            current={editing ? { resourceId: editing.resourceId, text: texts.keepImage } : undefined}
          />
          <div className={page.actions}>
            <Button type="submit" name="intent" value="save" loading={busy}>
              {texts.save}
            </Button>
            {editing && (
              <Link to="?" className={page.textLink}>
                {texts.cancel}
              </Link>
            )}
          </div>
        </Form>
      )}
      <p>
        <Link to="/user/standard-certification/standard-index">{texts.back}</Link>
      </p>
    </div>
  );
}

export function meta() {
  return [{ title: texts.qualificationTitle }];
}
