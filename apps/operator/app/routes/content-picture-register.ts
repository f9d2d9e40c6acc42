import { operatorCalls, uploadRegisterRequestSchema } from "@cidp/api-client/contract";
import { data } from "react-router";
import type { PictureAnswer } from "../content/picture-upload.ts";
import { deskTexts } from "../desk-texts.ts";
import { fromOwnPage } from "../lib/same-origin.server.ts";
import { callServices } from "../lib/services.server.ts";
import { requireStaff } from "../lib/staff.server.ts";
import type { Route } from "./+types/content-picture-register";

/**
 * The editor's 插入图片, first step of the upload engine: the picture's name, size and MD5 (worked
 * out in the browser), registered with the services under this staff member's session; answers the
 * registration (the temporary credentials for the picture's one key) or the refusal to show. The
 * browser never talks to the services: its storage requests go to the object store's path, which
 * this server passes on (server.ts).
 */
export async function action({ request }: Route.ActionArgs) {
  await requireStaff(request, "content.edit");
  if (!fromOwnPage(request)) return data<PictureAnswer>({ error: deskTexts.foreignForm }, { status: 403 });
  const checked = uploadRegisterRequestSchema.safeParse(await request.json().catch(() => null));
  if (!checked.success) return data<PictureAnswer>({ error: "请选择图片" }, { status: 400 });
  const registered = await callServices(request, operatorCalls.contentPictureRegister, checked.data);
  if (!registered.ok) return data<PictureAnswer>({ error: registered.message }, { status: registered.status });
  return data<PictureAnswer>({ registration: registered.data });
}

/** Nothing to show: the route only registers pictures. */
export function loader() {
  throw data(null, { status: 404 });
}
