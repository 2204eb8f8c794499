import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { errors } from "../../errors/index.js";
import { NUL } from "../../http/nul-text.js";
import { HISTORY_SORTS, listHistory } from "../../extraction/history/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { HistoryItemSchema } from "./extraction-schemas.js";
import { historyItem } from "./present.js";
import { pageOf, pageQueryFields } from "../../paging/page-query.js";

/** Items on a history page when the request names no `limit` (docs/api.md, "History"). */
const HISTORY_PAGE_DEFAULT = 100;

const HistoryQuery = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: "Part of the file name, any case" })),
  status: Type.Optional(
    Type.Union(
      [
        Type.Literal("all"),
        Type.Literal("completed"),
        Type.Literal("processing"),
        Type.Literal("failed"),
        Type.Literal("expired"),
      ],
      {
        description:
          "completed, processing and failed list extractions whose results are still stored; expired lists those past the retention period",
      },
    ),
  ),
  sort: Type.Optional(
    Type.Union(
      HISTORY_SORTS.map((s) => Type.Literal(s)),
      { description: "newest (default), oldest, filename (A-Z), confidence (high-low)" },
    ),
  ),
  ...pageQueryFields(HISTORY_PAGE_DEFAULT),
  cursor: Type.Optional(
    Type.String({
      maxLength: 1000,
      description:
        "The page after the one that returned this next_cursor (same search, status and sort): keyset paging, which never repeats or skips an item as extractions are added or deleted",
    }),
  ),
});

const HistoryResponse = Type.Object({
  items: Type.Array(HistoryItemSchema),
  total: Type.Integer({ description: "Items matching the search and filter" }),
  next_cursor: Type.Union([Type.String(), Type.Null()], {
    description: "Pass as cursor for the next page; null when no item follows this page",
  }),
  retention_days: Type.Integer({
    description:
      "Days this server keeps PDFs and results (RETENTION_DAYS); then they are deleted and the item shows expired",
  }),
  stats: Type.Object({
    totalExtractions: Type.Integer(),
    totalFiles: Type.Integer({ description: "Completed extractions" }),
    totalTables: Type.Integer({ description: "Tables over completed extractions" }),
    averageConfidence: Type.Number({ description: "Mean over completed extractions; 0 when none" }),
  }),
});

/** GET /extractions: the workspace's history (search, status filter, sort) with its stat tiles. */
export const listExtractionsRoute: RouteModule = (app, ctx) => {
  app.get(
    "/extractions",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["extraction"],
        summary: "The extraction history with its statistics",
        security: bearerSecurity,
        querystring: HistoryQuery,
        response: { 200: HistoryResponse, ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      const workspaceId = requestWorkspace(request).id;
      const q = request.query;
      if (q.search?.includes(NUL)) throw errors.nulInText("search");
      await ctx.extractions.settleInterrupted(workspaceId);
      const page = pageOf(q, HISTORY_PAGE_DEFAULT);
      const { records, total, stats, nextCursor } = await listHistory(ctx.database.db, workspaceId, {
        search: q.search,
        status: q.status === "all" ? undefined : q.status,
        sort: q.sort,
        limit: page.limit,
        offset: page.offset,
        cursor: page.cursor,
      });
      return {
        items: records.map(historyItem),
        total,
        next_cursor: nextCursor,
        retention_days: ctx.config.retentionDays,
        stats,
      };
    },
  );
};
