import Stripe from "stripe";
import type { StripeConfig } from "../config/stripe-config.js";

const clients = new WeakMap<StripeConfig, Stripe>();

/**
 * The Stripe client for these settings (one per configuration). Network
 * retries are off so a checkout click fails fast with a clear error instead
 * of hanging; STRIPE_API_BASE points it at a stand-in.
 */
export function stripeClient(config: StripeConfig): Stripe {
  let client = clients.get(config);
  if (!client) {
    client = new Stripe(config.secretKey, {
      maxNetworkRetries: 0,
      timeout: 20_000,
      ...(config.apiBase ?? {}),
    });
    clients.set(config, client);
  }
  return client;
}
