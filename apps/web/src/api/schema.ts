/**
 * Names for the server's request and response shapes, read from the types generated from its
 * OpenAPI document (generated/openapi.ts, rewritten by `npm run api-types`). The web app's API
 * types derive from these, so a server schema change that breaks a screen fails the typecheck.
 */
import type { paths } from "./generated/openapi";

type Method = "get" | "post" | "put" | "patch" | "delete";
/** A path of the API as the web app calls it, without the `/api/v1` prefix. */
export type ApiPath = { [P in keyof paths]: P extends `/api/v1${infer Rest}` ? Rest : never }[keyof paths];
type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[`/api/v1${P}`][M]>;
type JsonOf<T> = T extends { content: { "application/json": infer Body } } ? Body : never;

/** The JSON answer of `M P` with status `S` (200 unless given). */
export type ApiResponse<P extends ApiPath, M extends Method = "get", S extends number = 200> =
  Operation<P, M> extends { responses: infer R } ? (S extends keyof R ? JsonOf<R[S]> : never) : never;

/** The JSON body `M P` takes. */
export type ApiBody<P extends ApiPath, M extends Method = "post"> =
  Operation<P, M> extends { requestBody?: infer B } ? JsonOf<NonNullable<B>> : never;

/** The multipart fields an upload route `P` takes (sent as text, except the file). */
export type ApiFormFields<P extends ApiPath> =
  NonNullable<Operation<P, "post">["requestBody"]> extends { content: { "multipart/form-data": infer F } } ? F : never;

/** The query parameters of `M P`. */
export type ApiQuery<P extends ApiPath, M extends Method = "get"> = NonNullable<Operation<P, M>["parameters"]["query"]>;

/** `true` when `Sent` is assignable to `Taken`; a type error otherwise (request shapes the web app builds itself). */
export type Fits<Sent extends Taken, Taken> = Sent extends Taken ? true : never;
