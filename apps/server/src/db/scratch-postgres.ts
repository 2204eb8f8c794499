/**
 * Throw-away PostgreSQL databases and schemas, for the server's tests (TEST_DATABASE_URL) and the
 * bench's server load run: nothing in the running server uses them.
 */
import pg from "pg";

/** Creates the database of TEST_DATABASE_URL when the server does not have it yet (fresh CI machines). */
export async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const probe = new pg.Client({ connectionString: url });
  try {
    await probe.connect();
    return;
  } catch (error) {
    if ((error as { code?: string }).code !== "3D000") throw error;
  } finally {
    await probe.end().catch(() => {});
  }
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`create database "${name.replaceAll('"', '""')}"`);
  } catch (error) {
    // Another test worker created it first.
    if ((error as { code?: string }).code !== "42P04") throw error;
  } finally {
    await admin.end();
  }
}

/** Removes a test run's private schema. */
export async function dropSchema(url: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`drop schema if exists ${schema} cascade`);
  } finally {
    await client.end();
  }
}

/**
 * A new empty database on the server of `url`, for tests whose processes
 * share it through DATABASE_URL (so pg-boss's own schema is private too).
 */
export async function createFreshDatabase(url: string, label: string): Promise<{ url: string; drop(): Promise<void> }> {
  await ensureDatabase(url);
  const name = `pdftab_${label}_${process.pid}_${Math.random().toString(16).slice(2, 8)}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        // A closed pool's last connections can still be on their way out; forcing
        // them would hit this process's own clients with an uncaught FATAL error.
        for (let attempt = 0; attempt < 50; attempt++) {
          try {
            await client.query(`drop database if exists ${name}`);
            return;
          } catch (error) {
            if ((error as { code?: string }).code !== "55006") throw error; // in use
            await new Promise((r) => setTimeout(r, 100));
          }
        }
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}
