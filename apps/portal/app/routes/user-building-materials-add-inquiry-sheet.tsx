import { clientCall } from "@cidp/api-client";
import { catalogueCalls, procurementCalls } from "@cidp/api-client/contract";
import { useState } from "react";
import { redirect, useNavigation } from "react-router";
import { ActionNotice } from "../features/member-center/action-notice.tsx";
import { loadAddressBook } from "../features/procurement/address-book.server.ts";
import { importBom } from "../features/procurement/bom-import.server.ts";
import { procurementTexts as texts } from "../features/procurement/procurement-texts.ts";
import { type AddressBookChoice, SHEET_DOCUMENT_FIELD, SheetForm, type SheetFormValues, type SheetStart } from "../features/procurement/sheet-form.tsx";
import { headerFromForm, linesFromForm } from "../features/procurement/sheet-form-data.ts";
import { loadBuyerSheet, pickerTime } from "../features/procurement/sheet-loaders.server.ts";
import { KeptFilesField } from "../features/upload/kept-files-field.tsx";
import { keptFilesFromForm } from "../lib/kept-files.ts";
import { MayCallOrRefusal } from "../lib/member-center/may-call-or-refusal.tsx";
import * as page from "../lib/page.css.ts";
import { pageMeta } from "../lib/seo/page-meta.ts";
import { memberAction } from "../lib/session/member-action.server.ts";
import { memberClientOrLogin } from "../lib/session/portal-request.server.ts";
import { TextLink } from "../lib/styled-links.tsx";
import { TitleRow } from "../lib/title-row.tsx";
import type { Route } from "./+types/user-building-materials-add-inquiry-sheet";

/** A new sheet, or the draft `?id=` to edit (a published sheet opens its detail instead). */
export async function loader({ request, context }: Route.LoaderArgs) {
  memberClientOrLogin(context);
  const url = new URL(request.url);
  const id = Number(url.searchParams.get("id")) || 0;
  // The address book, with the entry the card or address picker just chose (`?address=`).
  const { addresses } = await loadAddressBook(context);
  const picked = Number(url.searchParams.get("address")) || 0;
  const book: AddressBookChoice = {
    addresses,
    chosen: addresses.some((a) => a.id === picked) ? picked : 0,
    back: `/user/building-materials/addInquirySheet${id ? `?id=${id}` : ""}`,
  };
  if (!id) return { values: null as SheetFormValues | null, saved: false, book, approvalNote: "", ...(await productStart(context, url)) };
  const sheet = await loadBuyerSheet(request, context);
  if (sheet.state !== "draft") throw redirect(`/user/building-materials/selecting?id=${sheet.id}`);
  const values: SheetFormValues = { ...sheet.header, deadline: pickerTime(sheet.deadline), lines: sheet.lines, documents: sheet.documentFiles };
  return { values, saved: url.searchParams.get("saved") === "1", book, approvalNote: sheet.approvalNote, start: undefined, startNote: "" };
}

/**
 * A sheet started from a product page (`?product=`): the product as its first line, at its minimum
 * order; nothing when the product is gone from the market (the form starts empty, as 新建 does).
 */
async function productStart(context: Route.LoaderArgs["context"], url: URL): Promise<{ start: SheetStart | undefined; startNote: string }> {
  const productId = Number(url.searchParams.get("product")) || 0;
  if (!productId) return { start: undefined, startNote: "" };
  const client = memberClientOrLogin(context);
  const product = await clientCall(catalogueCalls.detail)(client, { id: productId }, { silent: true }).then(
    (answer) => answer.data,
    () => null,
  );
  if (!product) return { start: undefined, startNote: "" };
  const line = {
    name: product.name,
    spec: product.model,
    brand: product.brand,
    unit: product.unit,
    quantityMilli: product.moq * 1000,
    remark: "",
    controlPriceFen: null,
    infoPriceFen: null,
  };
  return { start: { title: `${product.name}采购`.slice(0, 100), lines: [line] }, startNote: texts.fromProduct(product.name, product.businessName) };
}

/** The form as typed, with the workbook's lines added after the rows already filled in. */
async function importLines(form: FormData) {
  const typed = linesFromForm(form);
  const file = form.get("bom");
  const imported = await importBom(file instanceof File ? await file.arrayBuffer() : new ArrayBuffer(0));
  const header = headerFromForm(form);
  const draft: SheetFormValues = {
    ...header,
    deadline: header.deadline.replace(" ", "T"),
    lines: [...typed.lines, ...imported.lines],
    documents: keptFilesFromForm(form, SHEET_DOCUMENT_FIELD),
  };
  const ok = imported.lines.length > 0;
  return { ok, msg: [...(ok ? [texts.imported(imported.lines.length)] : []), ...imported.errors].join("；"), draft };
}

/** Saves the draft (new or edited) and, asked to, publishes it; or reads lines from an Excel BOM into the form. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData();
  if (form.get("intent") === "import") return importLines(form);
  const { lines, errors } = linesFromForm(form);
  const existing = Number(new URL(request.url).searchParams.get("id")) || undefined;
  const documentFileIds = keptFilesFromForm(form, SHEET_DOCUMENT_FIELD).map((file) => file.fileId);
  const draft = { ...headerFromForm(form), lines, documentFileIds, ...(existing ? { id: existing } : {}) };
  // Every refused field at once, each on its field, before anything is written.
  let fieldErrors: Record<string, string> = {};
  const checked = await memberAction(context, async (client) => {
    const answer = await clientCall(procurementCalls.checkDraft)(client, draft, { silent: true });
    fieldErrors = Object.fromEntries(answer.data.issues.map((issue) => [issue.field, issue.message]));
    return answer;
  });
  if (!checked.ok) return checked;
  // Header fields show on their field; a line's problem is named by its row above the form.
  const header = Object.keys(fieldErrors).filter((field) => !field.startsWith("lines"));
  const lineProblems = Object.entries(fieldErrors)
    .filter(([field]) => field.startsWith("lines"))
    .map(([field, message]) => (/^lines\.\d+/.test(field) ? texts.lineError(Number(field.split(".")[1]) + 1, message) : message));
  const problems = [...errors, ...(errors.length > 0 ? [] : lineProblems), ...(header.length > 0 ? [texts.fieldsRefused(header.length)] : [])];
  if (problems.length > 0) return { ok: false as const, msg: problems.join("；"), fieldErrors };
  let savedId = 0;
  const answer = await memberAction(context, async (client) => {
    const saved = await clientCall(procurementCalls.saveDraft)(client, draft, { silent: true });
    savedId = saved.data.id;
    if (form.get("intent") !== "publish") return saved;
    return clientCall(procurementCalls.publish)(client, { id: savedId }, { silent: true });
  });
  if (answer.ok)
    throw redirect(
      form.get("intent") === "publish"
        ? `/user/building-materials/selecting?id=${savedId}&published=1`
        : `/user/building-materials/addInquirySheet?id=${savedId}&saved=1`,
    );
  // Saved, but not published (a business not yet certified, say): the refusal is shown, and the
  // form goes on editing the draft it saved rather than saving a second one.
  return { ...answer, savedId };
}

/** 新建询价单 / 编辑询价单 (spec §2 building-materials/addInquirySheet). */
export default function AddInquirySheet({ loaderData, actionData }: Route.ComponentProps) {
  const { saved, book, approvalNote, start, startNote } = loaderData;
  const fieldErrors = actionData && "fieldErrors" in actionData ? actionData.fieldErrors : {};
  // An import refills the form (a new form, counted); a refused save keeps the form as typed, so
  // nothing the member entered is lost.
  const [seen, setSeen] = useState(actionData);
  const [imported, setImported] = useState<{ values: SheetFormValues; count: number } | null>(null);
  if (actionData !== seen) {
    setSeen(actionData);
    if (actionData && "draft" in actionData) setImported({ values: actionData.draft, count: (imported?.count ?? 0) + 1 });
  }
  const values = imported?.values ?? loaderData.values;
  const busy = useNavigation().state === "submitting";
  return (
    <div className={page.inner} data-testid="add-inquiry-sheet">
      <TitleRow title={values ? texts.formTitleEdit : texts.formTitleNew}>
        <TextLink to="/user/building-materials/invite-tenders">{texts.listTitle}</TextLink>
      </TitleRow>
      <p>{texts.formDescription}</p>
      {saved && !actionData && <ActionNotice answer={{ ok: true, msg: texts.saved }} />}
      {approvalNote && !actionData && <p role="alert">{texts.approvalReturned(approvalNote)}</p>}
      {startNote && !actionData && (
        <p role="status" data-testid="sheet-start">
          {startNote}
        </p>
      )}
      <ActionNotice answer={actionData} />
      <MayCallOrRefusal call={procurementCalls.saveDraft}>
        <SheetForm
          Files={KeptFilesField}
          key={imported?.count ?? 0}
          values={values}
          start={start}
          busy={busy}
          book={book}
          errors={fieldErrors}
          action={actionData && "savedId" in actionData && actionData.savedId ? `?id=${actionData.savedId}` : undefined}
        />
      </MayCallOrRefusal>
    </div>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: texts.formTitleNew, description: texts.formDescription });
}
