import type { FastifyInstance } from "fastify";
import { HttpError } from "./validate.ts";

/** How deeply a JSON body may nest: far beyond any call of the contract, far below a stack overflow. */
export const MAX_JSON_DEPTH = 64;

/** Texts of the refusals; the names say which rule a request broke. */
export const inputGuardMessages = {
  tooDeep: `请求数据嵌套层级过深（最多${MAX_JSON_DEPTH}层）`,
  nul: "请求参数不正确：包含非法字符",
} as const;

/**
 * Whether JSON text nests deeper than `max` arrays/objects. A scan of the text, so the check itself
 * cannot overflow the stack the way a recursive parse or prototype-poisoning walk would.
 */
export function jsonNestsDeeper(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > max) return true;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return false;
}

/**
 * Guards every route against input the database or the parser cannot take, so a client's mistake
 * is a 400 with a Chinese msg and never a 500: a NUL in the address (`%00` in a path or query),
 * then the JSON body parser below.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook("onRequest", async (request) => {
    if (/%00/.test(request.url)) throw new HttpError(400, inputGuardMessages.nul);
  });
  registerJsonBodyParser(app);
}

/**
 * Replaces the JSON body parser with one that refuses, before parsing, bodies nested deeper than
 * MAX_JSON_DEPTH and strings holding NUL (Postgres text cannot store it), then parses as Fastify
 * does, refusing `__proto__` and `constructor.prototype` keys.
 */
function registerJsonBodyParser(app: FastifyInstance): void {
  const parse = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (jsonNestsDeeper(text, MAX_JSON_DEPTH)) return done(new HttpError(400, inputGuardMessages.tooDeep), undefined);
    if (/\\u0000/i.test(text)) return done(new HttpError(400, inputGuardMessages.nul), undefined);
    parse(request, text, done);
  });
}
