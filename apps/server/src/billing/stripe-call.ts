import type { FastifyBaseLogger } from "fastify";
import { errors } from "../errors/index.js";

/** Runs a Stripe API call; any failure is logged and becomes 502 billing_provider_error. */
export async function callStripe<T>(log: FastifyBaseLogger, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    log.error({ err: error }, "Stripe API call failed");
    throw errors.billingProviderFailed();
  }
}

/**
 * A return address for Stripe's redirect: the client's, when it is on the
 * same origin as PUBLIC_URL (never an open redirect), else the fallback.
 */
export function returnUrl(requested: string | undefined, publicUrl: string, fallback: string): string {
  if (!requested) return fallback;
  let url: URL;
  try {
    url = new URL(requested);
  } catch {
    throw errors.validation("success_url and cancel_url must be absolute URLs");
  }
  if (url.origin !== new URL(publicUrl).origin)
    throw errors.validation(`success_url and cancel_url must start with ${publicUrl}`);
  return url.toString();
}
