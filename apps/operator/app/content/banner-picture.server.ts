import { CONTENT_PICTURE_MAX_BYTES, operatorCalls } from "@cidp/api-client/contract";
import { callServices } from "../lib/services.server.ts";

/**
 * A banner form's chosen picture, forwarded to the services (which check its bytes and keep it):
 * its lasting address, null when none was chosen, or the refusal to show on the field.
 */
export async function uploadedPicture(request: Request, form: FormData): Promise<{ url: string | null } | { error: string; status: number }> {
  const picture = form.get("picture");
  if (!(picture instanceof File) || picture.size === 0) return { url: null };
  if (picture.size > CONTENT_PICTURE_MAX_BYTES) return { error: "图片不能超过3MB", status: 413 };
  const data = Buffer.from(await picture.arrayBuffer()).toString("base64");
  const uploaded = await callServices(request, operatorCalls.contentPictureUpload, { fileName: picture.name.slice(0, 200) || "横幅", data });
  return uploaded.ok ? { url: uploaded.data.url } : { error: uploaded.message, status: uploaded.status };
}
