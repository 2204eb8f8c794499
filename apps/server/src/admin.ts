import { adminCommands, adminUsage } from "./admin/commands.js";
import { ConfigError, loadConfig } from "./config/index.js";
import { prepareDatabase } from "./db/prepare-database.js";

/** Operator commands against the configured database: `node apps/server/dist/admin.js set-plan EMAIL PLAN`. */
async function runAdmin(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? adminCommands[name] : undefined;
  if (!command || args.length !== command.arity) {
    console.error(name && !command ? `unknown command "${name}"\n\n${adminUsage()}` : adminUsage());
    return 2;
  }
  const config = loadConfig();
  const database = await prepareDatabase(config);
  try {
    console.log(await command.run(database.db, args));
    return 0;
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    return 1;
  } finally {
    await database.close();
  }
}

runAdmin(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof ConfigError || error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
