import { Type } from "@fastify/type-provider-typebox";
import type { RouteModule } from "../../context.js";
import { listPlans } from "../../plans/plans-repository.js";

const PlanSchema = Type.Object({
  id: Type.String(),
  name: Type.String(),
  max_file_bytes: Type.Integer(),
  files_per_batch: Type.Integer(),
  extractions_per_day: Type.Integer(),
  api_calls_per_day: Type.Integer(),
  requests_per_minute: Type.Integer(),
  ocr_pages_per_file: Type.Integer({
    description:
      "Pages of one file that may be read by OCR (scanned pages); later pages get the warning ocr_page_limit",
  }),
  price_monthly_usd: Type.Union([Type.Integer(), Type.Null()]),
  price_yearly_usd: Type.Union([Type.Integer(), Type.Null()]),
  seats: Type.Integer(),
  contact_sales: Type.Boolean(),
  sort_order: Type.Integer(),
  integrations: Type.Boolean({ description: "Webhooks are part of the plan" }),
});

/** GET /plans: the plan table, the one source of every limit (docs/product.md, Plans). */
export const plansRoutes: RouteModule = (app, ctx) => {
  app.get(
    "/plans",
    {
      schema: {
        tags: ["plans"],
        summary: "Every plan with its limits and prices",
        response: { 200: Type.Object({ plans: Type.Array(PlanSchema) }) },
      },
    },
    async () => ({ plans: await listPlans(ctx.database.db) }),
  );
};
