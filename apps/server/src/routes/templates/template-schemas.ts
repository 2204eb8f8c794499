import { Type } from "@fastify/type-provider-typebox";
import type { FastifySchemaCompiler } from "fastify";
import type { StoredTemplate } from "../../templates/index.js";

const Method = Type.Union([Type.Literal("auto"), Type.Literal("lattice"), Type.Literal("stream")]);

/** One area of a template (see the engine's TemplateArea). */
export const TemplateAreaSchema = Type.Object(
  {
    page: Type.Union(
      [Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER }), Type.Literal("all"), Type.Literal("last")],
      {
        description: "A 1-based page number, every page (all) or the document's last page (last)",
      },
    ),
    box: Type.Array(Type.Number(), {
      minItems: 4,
      maxItems: 4,
      description:
        "[x0, y0, x1, y1] in PDF points, top-left origin of the page as displayed; relative to the anchor's top-left corner when `anchor` is set",
    }),
    columns: Type.Optional(
      Type.Array(Type.Number(), {
        maxItems: 200,
        description:
          "Column separator x positions on the page (points); the area is read by text with these separators",
      }),
    ),
    method: Type.Optional(Method),
    header_rows: Type.Optional(
      Type.Integer({
        minimum: 0,
        maximum: 100,
        description: "Leading rows that are headers (replaces header detection)",
      }),
    ),
    anchor: Type.Optional(
      Type.Object(
        { text: Type.String({ maxLength: 200 }) },
        { description: "Text that locates the area on the page (case-insensitive, within one line)" },
      ),
    ),
  },
  { additionalProperties: false },
);

/** A template as a client sends it (POST, PUT). */
export const TemplateBodySchema = Type.Object(
  {
    name: Type.String({ minLength: 1, maxLength: 200 }),
    pages: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description: 'Page selection such as "1-3,7"; null or omitted: every page',
      }),
    ),
    method: Type.Optional(Type.Union([Method], { default: "auto" })),
    stitch: Type.Optional(Type.Boolean({ default: false, description: "Join tables that continue over pages" })),
    areas: Type.Optional(Type.Array(TemplateAreaSchema, { maxItems: 500 })),
  },
  {
    description:
      "A table template; at most 256 KB as JSON. Another field is refused (422 invalid_template naming it), except id, created_at and updated_at as GET answers them, which are ignored",
  },
);

/** A stored template: the template JSON plus id and times. */
export const TemplateSchema = Type.Object({
  id: Type.String({ format: "uuid" }),
  name: Type.String(),
  pages: Type.Union([Type.String(), Type.Null()]),
  method: Method,
  stitch: Type.Boolean(),
  areas: Type.Array(TemplateAreaSchema),
  created_at: Type.String({ format: "date-time" }),
  updated_at: Type.String({ format: "date-time" }),
});

export const TemplateIdParams = Type.Object({ id: Type.String() });

/**
 * The body schema documents the template; the engine's parseTemplate is the
 * one validator (its messages name the JSON path), so schema validation is
 * switched off for these routes.
 */
export const engineValidates: FastifySchemaCompiler<unknown> = () => () => true;

/** A stored template as the API shows it. */
export function presentTemplate(stored: StoredTemplate) {
  return {
    ...stored.template,
    id: stored.id,
    created_at: stored.createdAt.toISOString(),
    updated_at: stored.updatedAt.toISOString(),
  };
}
