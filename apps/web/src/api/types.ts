import type { ApiResponse } from "./schema";

/** Plan identifiers of the built-in plan table (docs/product.md, Plans); the server sends any id as a string. */
export type PlanId = "free" | "pro" | "business" | "enterprise";

/** A signed-in account as the server returns it (docs/api.md, Authentication). */
export type User = ApiResponse<"/auth/verify">["user"];

/** A plan and its limits, from the server's single plan table (docs/product.md, Plans). */
export type Plan = ApiResponse<"/plans">["plans"][number];

/** Usage of the signed-in account (GET /auth/subscription, docs/api.md). */
export type Subscription = ApiResponse<"/auth/subscription">;
