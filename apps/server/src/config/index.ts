export { loadConfig } from "./load-config.js";
export { ConfigError } from "./config-error.js";
export { longestExtractionMs, type Config, type OAuthClient, type WebhookSettings } from "./config.js";
