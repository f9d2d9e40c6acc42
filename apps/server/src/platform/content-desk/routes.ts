import type { FastifyInstance } from "fastify";
import { CONTENT_PICTURE_PATH, type ContentPictures } from "./content-pictures.ts";

/** A picture of an article, for everyone: its name is never reused, so it is cached for a year. */
export async function contentPictureRoutes(app: FastifyInstance, { pictures }: { pictures: ContentPictures }) {
  app.get<{ Params: { name: string } }>(`${CONTENT_PICTURE_PATH}/:name`, { config: { httpFailureStatus: true } }, async (request, reply) => {
    const picture = await pictures.read(request.params.name);
    if (!picture) return reply.code(404).type("text/plain; charset=utf-8").send("图片不存在");
    return reply
      .header("cache-control", "public, max-age=31536000, immutable")
      .header("x-content-type-options", "nosniff")
      .type(picture.type)
      .send(Buffer.from(picture.bytes));
  });
}
