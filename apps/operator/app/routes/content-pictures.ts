import { CONTENT_PICTURE_MAX_BYTES, operatorCalls } from "@cidp/api-client/contract";
import { data } from "react-router";
import { deskTexts } from "../desk-texts.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/content-pictures";

/** A request larger than this is refused before it is read (the picture, its name and the form's boundaries). */
const MAX_REQUEST_BYTES = CONTENT_PICTURE_MAX_BYTES + 64 * 1024;

/**
 * The editor's 插入图片: the chosen picture, posted by the editor's script to this route of the
 * back office, forwarded to the services (which check its bytes and keep it); answers its lasting
 * address, or the refusal to show. The browser never talks to the services itself.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "content.edit");
  if (!fromOwnPage(request)) return data({ error: deskTexts.foreignForm }, { status: 403 });
  if (Number(request.headers.get("content-length") ?? "0") > MAX_REQUEST_BYTES) return data({ error: "图片不能超过3MB" }, { status: 413 });
  const form = await request.formData();
  const picture = form.get("picture");
  if (!(picture instanceof File) || picture.size === 0) return data({ error: "请选择图片" }, { status: 400 });
  if (picture.size > CONTENT_PICTURE_MAX_BYTES) return data({ error: "图片不能超过3MB" }, { status: 413 });
  const bytes = Buffer.from(await picture.arrayBuffer());
  const uploaded = await callServices(request, operatorCalls.contentPictureUpload, {
    fileName: picture.name.slice(0, 200) || "图片",
    data: bytes.toString("base64"),
  });
  if (!uploaded.ok) return data({ error: uploaded.message }, { status: uploaded.status });
  return { url: uploaded.data.url };
}

/** Nothing to show: the route only takes pictures. */
export function loader() {
  throw data(null, { status: 404 });
}
