import { operatorCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import type { PictureAnswer } from "../content/picture-upload.ts";
import { deskTexts } from "../desk-texts.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/content-picture-confirm";

/**
 * The editor's 插入图片, last step of the upload engine: the picture is in storage; the services
 * check the stored bytes (the registered size and MD5, then JPG, PNG or WEBP of at most 3 MB) and
 * answer its lasting address, or the refusal to show.
 */
export async function action({ request, params }: Route.ActionArgs) {
  await requireStaff(request, "content.edit");
  if (!fromOwnPage(request)) return data<PictureAnswer>({ error: deskTexts.foreignForm }, { status: 403 });
  if (!/^\d{1,9}$/.test(params.id)) return data<PictureAnswer>({ error: "图片不存在" }, { status: 404 });
  const confirmed = await callServices(request, operatorCalls.contentPictureConfirm, { id: Number(params.id) });
  if (!confirmed.ok) return data<PictureAnswer>({ error: confirmed.message }, { status: confirmed.status });
  return data<PictureAnswer>({ url: confirmed.data.url });
}

/** Nothing to show: the route only confirms pictures. */
export function loader() {
  throw data(null, { status: 404 });
}
