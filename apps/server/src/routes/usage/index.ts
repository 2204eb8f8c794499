import type { RouteModule } from "../../context.js";
import { usageHistoryRoute } from "./history.js";
import { usageStatsRoute } from "./stats.js";

/** GET /usage/stats and /usage/history: the analytics page and dashboard tiles. */
export const usageRoutes: RouteModule = (app, ctx) => {
  usageStatsRoute(app, ctx);
  usageHistoryRoute(app, ctx);
};
