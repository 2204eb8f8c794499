import { apiFetch } from "./client";

/** Which pages a template area applies to: a 1-based page, every page, or the last page. */
export type AreaPageRule = number | "all" | "last";
/** Detector of an extraction or of one area. */
export type ExtractMethod = "auto" | "lattice" | "stream";

/** One table area of a template; boxes are PDF points, top-left origin of the page as displayed. */
export interface TemplateArea {
  page: AreaPageRule;
  /** [x0, y0, x1, y1]; relative to the anchor text's top-left corner when `anchor` is set. */
  box: [number, number, number, number];
  /** Column separators (x on the page, never anchor-relative). */
  columns?: number[];
  method?: ExtractMethod;
  header_rows?: number;
  anchor?: { text: string };
}

/** What a template saves: the corrections made on one PDF, reusable on similar ones. */
export interface TemplateBody {
  name: string;
  /** Page selection such as "1-3"; null for every page. */
  pages: string | null;
  method: ExtractMethod;
  stitch: boolean;
  areas: TemplateArea[];
}

/** A stored template. */
export interface Template extends TemplateBody {
  id: string;
  created_at?: string;
  updated_at?: string;
}

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
export const updateTemplate = (id: string, body: TemplateBody) => apiFetch<Template>(`/templates/${enc(id)}`, { method: "PUT", body });
/** Deletes a template. */
export const deleteTemplate = (id: string) => apiFetch<unknown>(`/templates/${enc(id)}`, { method: "DELETE" });

/** The body of a template without the server's fields (what PUT takes). */
export const templateBodyOf = ({ name, pages, method, stitch, areas }: Template): TemplateBody => ({ name, pages, method, stitch, areas });
