import type { FastifyInstance } from "fastify";
import { errors } from "../errors/index.js";
import { nulPath } from "./nul-text.js";

/**
 * JSON body parser that treats an empty body as no body (clients often send
 * `Content-Type: application/json` on a bodiless POST such as logout) and
 * otherwise uses Fastify's safe parser (no prototype poisoning: a `__proto__` or
 * `constructor.prototype` key is 400 invalid_json saying so). A string or
 * key holding a NUL character (`\u0000`) is refused as 422 naming its JSON path:
 * the database cannot store it. Plain text bodies are not accepted anywhere,
 * so their parser is removed (415).
 */
export function installJsonParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser(["application/json", "text/plain"]);
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (text.trim() === "") return done(null, undefined);
    return parseJson(request, text, (error, value) => {
      // Fastify's parser refuses a __proto__ or constructor.prototype key (prototype poisoning) as it refuses
      // broken JSON; valid JSON is told what was refused
      if (error) return done(parsesAsJson(text) ? errors.forbiddenJsonKey() : error);
      // a NUL can only have come in as the escape \u0000: skip the walk for every other body
      const path = text.includes("\\u0000") ? nulPath(value) : undefined;
      return path === undefined ? done(null, value) : done(errors.nulInText(path));
    });
  });
}

/** Whether `text` is JSON at all (asked only of a body the safe parser refused). */
function parsesAsJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}
