import { clientCall } from "@cidp/api-client";
import { certificationCalls } from "@cidp/api-client/contract";
import { Button, Empty } from "@cidp/ui";
import { Form, Link, useNavigation, useSearchParams } from "react-router";
import { CertificationPage } from "../features/certification/certification-page.tsx";
import { certifyTexts, uploadedText } from "../features/certification/certification-texts.ts";
import type { Qualification } from "../features/certification/certification-types.ts";
import { StateTag } from "../features/certification/state-tag.tsx";
import { textField } from "../features/certification/submit-certification.server.ts";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { ImageField } from "../features/upload/image-field.tsx";
import { ConfirmedRemoval } from "../lib/confirmed-removal.tsx";
import { Fact } from "../lib/fact.tsx";
import { idField } from "../lib/form-fields.server.ts";
import { LabelledInput, LabelledSelect, ValueOptions } from "../lib/labelled-controls.tsx";
import { ListOrEmpty } from "../lib/list-or-empty.tsx";
import { MayCall } from "../lib/member-center/may-call.tsx";
import * as page from "../lib/page.css.ts";
import { memberPageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { portalRequest } from "../lib/session/portal-request.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import type { Route } from "./+types/user-standard-certification-qualification-edit";

const texts = certifyTexts;

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
  return (
    <li className={page.panel} data-testid="qualification">
      <strong>{item.name}</strong> <span>{item.level}</span> <StateTag state={item.state} />
      <dl className={page.facts}>
        <Fact term={texts.certificateNo}>{item.certificateNo}</Fact>
        <Fact term={texts.issuingAuthority}>{item.issuingAuthority}</Fact>
        <dt>{texts.validUntil}</dt>
        <dd>
          {item.validUntil}（{texts.validity[item.validity]}）
        </dd>
        {item.rejectReason && <Fact term={texts.rejectReason}>{item.rejectReason}</Fact>}
      </dl>
      {mayManage && (
        <div className={page.actions}>
          <Link to={`?id=${item.id}#qualification-form`} aria-label={`${texts.edit}：${item.name}`}>
            {texts.edit}
          </Link>
          <ConfirmedRemoval
            call={certificationCalls.deleteQualification}
            intent="delete"
            id={item.id}
            texts={{ ask: texts.remove, askLabel: `${texts.remove}：${item.name}`, question: texts.removeConfirm, yes: texts.removeYes, cancel: texts.cancel }}
          />
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
    <CertificationPage title={texts.qualificationTitle}>
      <ActionNotice answer={actionData} />
      {error && <p role="alert">{error}</p>}
      <ListOrEmpty items={records} empty={<Empty description={texts.noQualifications} />} className={page.plainList}>
        {(item) => <CertificateItem key={item.id} item={item} mayManage={mayManage} />}
      </ListOrEmpty>
      {mayManage && (
        <MayCall key={editing?.id ?? "new"} call={certificationCalls.saveQualification}>
          <Form method="post" action={editing ? `?id=${editing.id}` : "?"} className={page.panel} aria-labelledby="qualification-form">
            <h2 id="qualification-form">{editing ? texts.qualificationEdit : texts.qualificationAdd}</h2>
            {editing && <input type="hidden" name="id" value={editing.id} />}
            <LabelledInput id="q-name" label={texts.qualificationName} name="name" defaultValue={editing?.name ?? ""} maxLength={100} required />
            <LabelledSelect id="q-level" label={texts.qualificationLevel} name="level" defaultValue={editing?.level ?? texts.levels[1]}>
              <ValueOptions values={texts.levels} />
            </LabelledSelect>
            <LabelledInput id="q-number" label={texts.certificateNo} name="certificateNo" defaultValue={editing?.certificateNo ?? ""} maxLength={50} required />
            <LabelledInput
              id="q-authority"
              label={texts.issuingAuthority}
              name="issuingAuthority"
              defaultValue={editing?.issuingAuthority ?? ""}
              maxLength={100}
              required
            />
            <LabelledInput id="q-valid" label={texts.validUntil} name="validUntil" type="date" defaultValue={editing?.validUntil ?? ""} required />
            <ImageField
              name="resourceId"
              label={texts.certificateImage}
              uploadedText={uploadedText}
              current={editing ? { resourceId: editing.resourceId, text: texts.keepImage } : undefined}
            />
            <div className={page.actions}>
              <Button type="submit" name="intent" value="save" loading={busy}>
                {texts.save}
              </Button>
              {editing && <TextLink to="?">{texts.cancel}</TextLink>}
            </div>
          </Form>
        </MayCall>
      )}
    </CertificationPage>
  );
}

export function meta(args: Route.MetaArgs) {
  return memberPageMeta(args, texts.qualificationTitle);
}
