import { Type } from "@fastify/type-provider-typebox";
import { requireUser, signedInUser } from "../../auth/authenticate.js";
import type { RouteModule } from "../../context.js";
import { reextract } from "../../extraction/reextract/reextract.js";
import { engineValidates } from "../templates/template-schemas.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { AreaEntrySchema, ExtractionStatusSchema, IdParams } from "./extraction-schemas.js";
import { ownExtraction } from "./own-extraction.js";
import { statusView } from "./present.js";

const Method = Type.Union([Type.Literal("auto"), Type.Literal("lattice"), Type.Literal("stream")]);

/** Body of POST /extractions/:id/reextract (documented here; checked by the handler so messages name the field). */
const ReextractBody = Type.Object(
  {
    pages: Type.Optional(
      Type.Union([Type.String(), Type.Null()], {
        description:
          "The extraction's page selection from now on (\"1-3,7\"); null: the template's, else every page. Pages leaving it lose their tables; pages joining it are read",
      }),
    ),
    method: Type.Optional(
      Type.Union([Method, Type.Null()], {
        description: "null: the template's, else auto. A change re-reads every page",
      }),
    ),
    stitch: Type.Optional(
      Type.Union([Type.Boolean(), Type.Null()], {
        description: "null: the template's, else false. A change re-reads every page",
      }),
    ),
    areas: Type.Optional(
      Type.Union([Type.Record(Type.String(), Type.Array(AreaEntrySchema)), Type.Null()], {
        description:
          'Every page\'s table areas, {"3": [[x0, y0, x1, y1]]} or with settings of their own {"3": [{"box": [x0, y0, x1, y1], "method": "stream", "header_rows": 1}]} (replaces the stored map; null or {} removes them). Pages whose areas changed are read again',
        examples: [{ "1": [[36, 72, 560, 400]] }],
      }),
    ),
    columns: Type.Optional(
      Type.Union([Type.Record(Type.String(), Type.Array(Type.Number())), Type.Null()], {
        description:
          'Every page\'s column guides, {"3": [x1, x2]} (replaces the stored map). Pages whose guides changed are read again',
      }),
    ),
    template_id: Type.Optional(
      Type.Union([Type.String({ format: "uuid" }), Type.Null()], {
        description: "Apply this template's current version (re-reads every page); null removes the template",
      }),
    ),
    password: Type.Optional(Type.String({ description: "For encrypted PDFs; used for this run only, never stored" })),
  },
  { additionalProperties: false },
);

/**
 * POST /extractions/:id/reextract: runs a stored extraction again with
 * changed settings, reading only the pages the change concerns (docs/api.md,
 * "Corrections and templates"); answers as GET /extractions/:id.
 */
export const reextractRoute: RouteModule = (app, ctx) => {
  app.post(
    "/extractions/:id/reextract",
    {
      preHandler: requireUser(ctx.database.db),
      validatorCompiler: engineValidates,
      schema: {
        tags: ["extraction"],
        summary:
          "Re-extract a stored extraction with corrected areas, columns, method or template (only the pages that changed are read again)",
        security: bearerSecurity,
        params: IdParams,
        body: ReextractBody,
        response: { 200: ExtractionStatusSchema, ...errorResponses(400, 401, 404, 409, 410, 422, 500) },
      },
    },
    async (request) => {
      const record = await ownExtraction(ctx, request, request.params.id);
      const { db } = ctx.database;
      return statusView(
        await reextract(
          {
            db,
            storage: ctx.storage,
            pool: ctx.extractions.pool,
            log: request.log,
            onEnded: (ended) => ctx.webhooks.extractionEnded(ended),
          },
          signedInUser(request).id,
          record,
          request.body,
        ),
      );
    },
  );
};
