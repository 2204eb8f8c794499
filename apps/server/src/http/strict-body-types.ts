import ajvCompiler, { type BuildCompilerFromPool } from "@fastify/ajv-compiler";

/** What Fastify hands a validator compiler for each part of each route (the package's types say less). */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpPart: string;
}
type Compile = (route: RouteSchema) => unknown;

const build = ajvCompiler();

/**
 * Fastify's validators convert types to fit a schema (Ajv's `coerceTypes: "array"`): right for the
 * query string and the path, which are text (`?limit=5`, `?delete_extractions=true`), wrong for a
 * JSON body, where it let `{"name": 123}` pass as "123", `{"password": ["x"]}` as "x" and `null`
 * as "" or [""]. So a JSON body is checked as sent: a field of the wrong type is
 * `422 validation_failed` ("name must be string", docs/api.md); the other parts of the request
 * are converted as before.
 */
export const strictBodyTypes: BuildCompilerFromPool = (externalSchemas, options) => {
  const ajvOptions = options?.mode === "JTD" ? undefined : options;
  const converting = build(externalSchemas, options) as unknown as Compile;
  const asSent = build(externalSchemas, {
    ...ajvOptions,
    customOptions: { ...ajvOptions?.customOptions, coerceTypes: false },
  }) as unknown as Compile;
  const compile: Compile = (route) => (route.httpPart === "body" ? asSent(route) : converting(route));
  return compile as unknown as ReturnType<BuildCompilerFromPool>;
};
