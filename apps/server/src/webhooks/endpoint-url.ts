import { errors } from "../errors/index.js";
import { ipLiteralOf, refusedAddressReason, resolveAll } from "./address-guard.js";

/** Longest endpoint URL accepted. */
export const MAX_URL_LENGTH = 2000;

/**
 * Checks an endpoint URL before it is stored: http or https, no user name or
 * password in it, and (unless `allowPrivate`) a host whose every address is
 * public. Answers the normalised URL; throws 422 `invalid_webhook_url`.
 */
export async function checkEndpointUrl(raw: string, allowPrivate: boolean): Promise<string> {
  const text = raw.trim();
  // an empty URL: say what is wanted rather than '"" is not a URL'
  if (text === "") throw errors.invalidWebhookUrl("Give the URL that should receive the events (https://...)");
  if (text.length > MAX_URL_LENGTH)
    throw errors.invalidWebhookUrl(`The URL is longer than ${MAX_URL_LENGTH} characters`);
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw errors.invalidWebhookUrl(`"${text}" is not a URL`);
  }
  if (url.protocol !== "https:" && url.protocol !== "http:")
    throw errors.invalidWebhookUrl("The URL must start with https:// (or http://)");
  if (url.username || url.password) throw errors.invalidWebhookUrl("The URL must not contain a user name or password");
  if (url.hash) throw errors.invalidWebhookUrl("The URL must not contain a #fragment");
  // no server listens on port 0: every delivery would fail
  if (url.port === "0") throw errors.invalidWebhookUrl("The URL's port must be between 1 and 65535");
  if (allowPrivate) return url.toString();
  const literal = ipLiteralOf(url);
  if (literal) {
    const reason = refusedAddressReason(literal);
    if (reason) throw errors.privateWebhookAddress(reason);
    return url.toString();
  }
  let addresses;
  try {
    addresses = await resolveAll(url.hostname);
  } catch {
    throw errors.invalidWebhookUrl(`The host ${url.hostname} could not be resolved`);
  }
  for (const { address } of addresses) {
    const reason = refusedAddressReason(address);
    if (reason) throw errors.privateWebhookAddress(`${url.hostname} resolves to ${reason}`);
  }
  return url.toString();
}
