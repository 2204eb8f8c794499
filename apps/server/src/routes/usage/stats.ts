import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import { workspacePlan } from "../../workspaces/team-rules.js";
import type { RouteModule } from "../../context.js";
import { extractionsToday } from "../../extraction/history/index.js";
import { apiCallsByDay } from "../../rate-limit/api-usage.js";
import { usageAggregates, windowStart } from "../../usage/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { UsageStatsSchema } from "./usage-schemas.js";

/** 0-100 with one decimal (docs/api.md, Usage): a day begun on a larger plan may pass a smaller one's limit. */
const percentOf = (used: number, limit: number) =>
  limit > 0 ? Math.min(100, Math.round((used / limit) * 1000) / 10) : 0;

/** GET /usage/stats (docs/api.md, Usage): plan limits, today's usage and the user's real aggregates. */
export const usageStatsRoute: RouteModule = (app, ctx) => {
  app.get(
    "/usage/stats",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["usage"],
        summary: "Plan limits, today's usage and analytics of the signed-in user",
        security: bearerSecurity,
        response: { 200: UsageStatsSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      const workspace = requestWorkspace(request);
      const db = ctx.database.db;
      const plan = await workspacePlan(db, workspace.planId);
      const extractions = await extractionsToday(db, workspace.id);
      const apiCalls = (await apiCallsByDay(ctx.counters, workspace.id, windowStart(1))).reduce(
        (sum, d) => sum + d.calls,
        0,
      );
      const a = await usageAggregates(db, workspace.id);
      const limits = {
        max_file_size: plan?.max_file_bytes ?? 0,
        daily_extractions: plan?.extractions_per_day ?? 0,
        api_calls_per_day: plan?.api_calls_per_day ?? 0,
      };
      return {
        tier: plan.id,
        limits,
        daily_usage: { extractions, api_calls: apiCalls },
        usage_percentages: {
          extractions: percentOf(extractions, limits.daily_extractions),
          api_calls: percentOf(apiCalls, limits.api_calls_per_day),
        },
        analytics: {
          average_confidence: a.averageConfidence,
          total_tables: a.tablesFound,
          peak_usage_hour: a.peakUsageHour,
          extraction_methods: a.extractionMethods,
          file_types: a.fileTypes,
        },
        totals: {
          pdfs_processed: a.pdfsProcessed,
          tables_found: a.tablesFound,
          rows_extracted: a.rowsExtracted,
          pages_processed: a.pagesProcessed,
        },
      };
    },
  );
};
