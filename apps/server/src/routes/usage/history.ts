import { Type } from "@fastify/type-provider-typebox";
import { requireUser } from "../../auth/authenticate.js";
import { requestWorkspace } from "../../workspaces/index.js";
import type { RouteModule } from "../../context.js";
import { HISTORY_DAYS, usageHistory } from "../../usage/index.js";
import { bearerSecurity, errorResponses } from "../shared-schemas.js";
import { UsageDaySchema } from "./usage-schemas.js";

const HistoryQuery = Type.Object({
  days: Type.Optional(
    Type.Union(
      HISTORY_DAYS.map((d) => Type.Literal(String(d))),
      { description: "7, 30 (default) or 90" },
    ),
  ),
});

/** GET /usage/history?days= (docs/api.md, Usage): days with activity, newest first. */
export const usageHistoryRoute: RouteModule = (app, ctx) => {
  app.get(
    "/usage/history",
    {
      preHandler: requireUser(ctx.database.db),
      schema: {
        tags: ["usage"],
        summary: "Extractions, files, API calls and bytes per UTC day with activity, newest first",
        security: bearerSecurity,
        querystring: HistoryQuery,
        response: { 200: Type.Array(UsageDaySchema), ...errorResponses(401, 422) },
      },
    },
    async (request) => {
      return usageHistory(
        ctx.database.db,
        ctx.counters,
        requestWorkspace(request).id,
        Number(request.query.days ?? 30),
      );
    },
  );
};
