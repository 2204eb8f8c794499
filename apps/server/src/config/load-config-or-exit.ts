import { ConfigError } from "./config-error.js";
import type { Config } from "./config.js";
import { loadConfig } from "./load-config.js";

/** The configuration from the environment; on bad settings prints the list of every problem and exits 1 (process entry points only). */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
