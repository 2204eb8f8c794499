import { text, url, type Parsed } from "./parsers.js";

/** Plans sold online, and the billing periods of their Stripe prices. */
export const SOLD_PLANS = ["pro", "business"] as const;
export const BILLING_PERIODS = ["monthly", "yearly"] as const;
export type SoldPlan = (typeof SOLD_PLANS)[number];
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** Where the Stripe client sends API calls; set only to use a stand-in (tests, stripe-mock). */
export interface StripeApiBase {
  host: string;
  port: number;
  protocol: "http" | "https";
}

/** Stripe settings; the whole object is undefined when STRIPE_SECRET_KEY is not set. */
export interface StripeConfig {
  secretKey: string;
  webhookSecret: string;
  /** Stripe price id per plan and period; a missing one means that option is not sold. */
  prices: Partial<Record<`${SoldPlan}_${BillingPeriod}`, string>>;
  apiBase: StripeApiBase | undefined;
}

type Env = Record<string, string | undefined>;

function apiBase(raw: string): Parsed<StripeApiBase> {
  const parsed = url(raw, ["http:", "https:"]);
  if (!parsed.ok) return parsed;
  const u = new URL(parsed.value);
  const protocol = u.protocol === "http:" ? "http" : "https";
  return { ok: true, value: { host: u.hostname, port: Number(u.port || (protocol === "http" ? 80 : 443)), protocol } };
}

/**
 * Reads STRIPE_* settings. Billing is off (undefined) without a secret key;
 * with one, the webhook secret and at least one price are required, so a
 * half-configured server says so at start instead of failing at checkout.
 */
export function readStripeConfig(env: Env, problems: string[]): StripeConfig | undefined {
  const value = (name: string): string | undefined => {
    const raw = env[name];
    if (raw === undefined || raw.trim() === "") return undefined;
    const result = text(raw);
    return result.ok ? result.value : undefined;
  };
  const secretKey = value("STRIPE_SECRET_KEY");
  if (!secretKey) return undefined;
  const prices: StripeConfig["prices"] = {};
  for (const plan of SOLD_PLANS) {
    for (const period of BILLING_PERIODS) {
      const id = value(`STRIPE_PRICE_${plan.toUpperCase()}_${period.toUpperCase()}`);
      if (id) prices[`${plan}_${period}`] = id;
    }
  }
  const webhookSecret = value("STRIPE_WEBHOOK_SECRET");
  if (!webhookSecret)
    problems.push("STRIPE_WEBHOOK_SECRET: must be set when STRIPE_SECRET_KEY is set (the webhook changes plans)");
  if (Object.keys(prices).length === 0)
    problems.push(
      "STRIPE_PRICE_*: set at least one price id (e.g. STRIPE_PRICE_PRO_MONTHLY) when STRIPE_SECRET_KEY is set",
    );
  let base: StripeApiBase | undefined;
  const rawBase = value("STRIPE_API_BASE");
  if (rawBase) {
    const parsed = apiBase(rawBase);
    if (parsed.ok) base = parsed.value;
    else problems.push(`STRIPE_API_BASE: ${parsed.problem}`);
  }
  return { secretKey, webhookSecret: webhookSecret ?? "", prices, apiBase: base };
}
