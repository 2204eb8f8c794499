import type { RouteModule } from "../../context.js";
import { completeOperations } from "./complete-operations.js";

/** GET /openapi.json: the OpenAPI 3.1 document generated from the route schemas. */
export const openapiRoutes: RouteModule = (app) => {
  app.get("/openapi.json", { schema: { hide: true } }, async () => completeOperations(structuredClone(app.swagger())));
};
