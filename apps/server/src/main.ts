/**
 * The server's entry. It holds V8's young generation at its first size before the server's
 * modules are even read: loading them makes the garbage that grew it (young-generation.ts), so
 * the server (boot.ts) is imported only afterwards; boot.ts lets go once it listens. V8's
 * optimising budget is raised first too, so the start's code is not optimised for nothing
 * (optimising-budget.ts).
 */
import { raiseOptimisingBudget } from "./optimising-budget.js";
import { holdYoungGenerationWhileStarting } from "./young-generation.js";

raiseOptimisingBudget();
holdYoungGenerationWhileStarting();
await import("./boot.js");
