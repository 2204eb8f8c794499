export { loadConfig } from "./load-config.js";
export { ConfigError } from "./config-error.js";
export type { Config, OAuthClient } from "./config.js";
