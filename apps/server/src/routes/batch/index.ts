import type { RouteModule } from "../../context.js";
import { cancelBatchRoute } from "./cancel.js";
import { createBatchRoute } from "./create.js";
import { deleteBatchRoute } from "./delete.js";
import { downloadBatchRoute } from "./download.js";
import { listBatchesRoute } from "./list.js";
import { retryBatchFileRoute } from "./retry-file.js";

/** Every /batch route: create, list (progress), cancel, delete, download, a password-protected file's retry. */
export const batchRoutes: RouteModule = (app, ctx) => {
  for (const module of [
    createBatchRoute,
    listBatchesRoute,
    cancelBatchRoute,
    deleteBatchRoute,
    downloadBatchRoute,
    retryBatchFileRoute,
  ])
    module(app, ctx);
};
