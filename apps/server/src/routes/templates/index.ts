import type { RouteModule } from "../../context.js";
import { createTemplateRoute } from "./create.js";
import { deleteTemplateRoute } from "./delete.js";
import { readTemplatesRoutes } from "./read.js";
import { updateTemplateRoute } from "./update.js";

/** Every /templates route: a user's saved table templates (create, list, read, replace, delete). */
export const templatesRoutes: RouteModule = (app, ctx) => {
  for (const module of [createTemplateRoute, readTemplatesRoutes, updateTemplateRoute, deleteTemplateRoute])
    module(app, ctx);
};
