/**
 * The server's entry. It holds V8's young generation at its first size before the server's
 * modules are even read: loading them makes the garbage that grew it (young-generation.ts), so
 * the server (boot.ts) is imported only afterwards; boot.ts lets go once it listens.
 */
import { holdYoungGenerationWhileStarting } from "./young-generation.js";

holdYoungGenerationWhileStarting();
await import("./boot.js");
