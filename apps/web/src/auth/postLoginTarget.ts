/** Query of /login when the visitor came from a plan button on the pricing page. */
export interface CheckoutIntent {
  plan: string;
  period: string;
}

/** Reads `redirect=stripe-checkout&plan=..&period=..` from the login page's query. */
export function checkoutIntent(search: URLSearchParams): CheckoutIntent | null {
  if (search.get("redirect") !== "stripe-checkout") return null;
  return { plan: search.get("plan") || "pro", period: search.get("period") === "yearly" ? "yearly" : "monthly" };
}

/**
 * Where to go after signing in: the checkout when the visitor came from a plan button, else the
 * guarded page they were sent away from, else the dashboard. Only in-app paths are accepted.
 */
export function postLoginTarget(search: URLSearchParams, rememberedFrom: unknown): string {
  const intent = checkoutIntent(search);
  if (intent) return `/stripe-checkout?plan=${encodeURIComponent(intent.plan)}&period=${intent.period}`;
  if (
    typeof rememberedFrom === "string" &&
    rememberedFrom.startsWith("/") &&
    !rememberedFrom.startsWith("//") &&
    !rememberedFrom.startsWith("/login")
  ) {
    return rememberedFrom;
  }
  return "/dashboard";
}

/** Plan id in title case for messages ("pro" -> "Pro"). */
export function planLabel(plan: string): string {
  return plan ? plan[0]!.toUpperCase() + plan.slice(1) : plan;
}
