import type Stripe from "stripe";
import type { StripeConfig } from "../config/stripe-config.js";

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The Stripe client for these settings (one per configuration). Network
 * retries are off so a checkout click fails fast with a clear error instead
 * of hanging; STRIPE_API_BASE points it at a stand-in. The Stripe library
 * loads with the first call: a server without billing, or not yet billing
 * anyone, need not hold it (docs/operations.md, Memory).
 */
export async function stripeClient(config: StripeConfig): Promise<Stripe> {
  let client = clients.get(config);
  if (!client) {
    const { default: StripeLibrary } = await import("stripe");
    // another call may have made it while the library loaded
    client = clients.get(config);
    if (client) return client;
    client = new StripeLibrary(config.secretKey, {
      maxNetworkRetries: 0,
      timeout: 20_000,
      ...(config.apiBase ?? {}),
    });
    clients.set(config, client);
  }
  return client;
}
