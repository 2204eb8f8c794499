import type { FastifyBaseLogger } from "fastify";
import type { StripeConfig } from "../config/stripe-config.js";
import { stripeClient } from "./stripe-client.js";

/**
 * Gives the user's Stripe customer their new e-mail address, so receipts and Stripe's own mails
 * follow the account's address (docs/product.md, Changing the e-mail address). Called after the
 * change has committed: the account's address is the user's either way, so a Stripe failure is
 * logged for the operator rather than undoing the change or failing the link.
 */
export async function updateCustomerEmail(
  config: StripeConfig | undefined,
  customerId: string | null,
  email: string,
  log: FastifyBaseLogger,
): Promise<void> {
  if (!config || !customerId) return;
  try {
    await (await stripeClient(config)).customers.update(customerId, { email });
  } catch (error) {
    log.error({ err: error, customer: customerId }, "Stripe customer's e-mail address could not be updated");
  }
}
