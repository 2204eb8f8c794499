import { apiFetch } from "./client";
import type { ApiBody, ApiResponse, Fits } from "./schema";

/** A stored template as the server answers it. */
type StoredTemplate = ApiResponse<"/templates/{id}">;

/** Detector of an extraction or of one area. */
export type ExtractMethod = StoredTemplate["method"];

/**
 * One table area of a template; boxes are PDF points, top-left origin of the page as displayed,
 * relative to the anchor text's top-left corner when `anchor` is set; `columns` are never
 * anchor-relative. The server checks a box has four numbers, so it is a tuple here.
 */
export type TemplateArea = Omit<StoredTemplate["areas"][number], "box"> & { box: [number, number, number, number] };

/** Which pages a template area applies to: a 1-based page, every page, or the last page. */
export type AreaPageRule = TemplateArea["page"];

/** What a template saves: the corrections made on one PDF, reusable on similar ones (`pages` null: every page). */
export type TemplateBody = Omit<StoredTemplate, "id" | "created_at" | "updated_at" | "areas"> & {
  areas: TemplateArea[];
};

/** A stored template. */
export type Template = TemplateBody & Pick<StoredTemplate, "id" | "created_at" | "updated_at">;

// What the web app sends is what the server takes.
export type _TemplateBodyFits = Fits<TemplateBody, ApiBody<"/templates">> &
  Fits<TemplateBody, ApiBody<"/templates/{id}", "put">>;

const enc = encodeURIComponent;

/** The list answer may be a bare array or `{items}`; both read the same. */
const itemsOf = (answer: Template[] | { items?: Template[]; templates?: Template[] }) =>
  Array.isArray(answer) ? answer : (answer.items ?? answer.templates ?? []);

/** The signed-in user's templates. */
export const listTemplates = async () => itemsOf(await apiFetch<Template[] | { items?: Template[] }>("/templates"));
/** One template. */
export const fetchTemplate = (id: string) => apiFetch<Template>(`/templates/${enc(id)}`);
/** Stores a new template. */
export const createTemplate = (body: TemplateBody) => apiFetch<Template>("/templates", { method: "POST", body });
/** Replaces a template (rename sends the whole template back). */
export const updateTemplate = (id: string, body: TemplateBody) =>
  apiFetch<Template>(`/templates/${enc(id)}`, { method: "PUT", body });
/** Deletes a template. */
export const deleteTemplate = (id: string) => apiFetch<unknown>(`/templates/${enc(id)}`, { method: "DELETE" });

/** The body of a template without the server's fields (what PUT takes). */
export const templateBodyOf = ({ name, pages, method, stitch, areas }: Template): TemplateBody => ({
  name,
  pages,
  method,
  stitch,
  areas,
});
