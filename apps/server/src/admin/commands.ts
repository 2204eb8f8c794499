import type { Kysely } from "kysely";
import type { Database } from "../db/schema.js";
import { setPlan } from "./set-plan.js";

/** One operator command: its usage line and what it does. */
export interface AdminCommand {
  usage: string;
  arity: number;
  run(db: Kysely<Database>, args: string[]): Promise<string>;
}

/** Every admin command by name. Later issues add theirs here. */
export const adminCommands: Record<string, AdminCommand> = {
  "set-plan": {
    usage: "set-plan EMAIL PLAN    put an account on a plan (free, pro, business, enterprise, ...)",
    arity: 2,
    run: (db, [email, plan]) => setPlan(db, email!, plan!),
  },
};

/** Help text listing every command. */
export function adminUsage(): string {
  return [
    "usage: npm run admin -- COMMAND [ARGS]",
    "",
    ...Object.values(adminCommands).map((c) => `  ${c.usage}`),
  ].join("\n");
}
