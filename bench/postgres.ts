// The PostgreSQL mode's database: a fresh one created on the server of BENCH_DATABASE_URL for one
// run and dropped after it, so the site starts on an empty database as on an embedded first start.
import pg from "pg";

export interface FreshDatabase {
  url: string;
  drop: () => Promise<void>;
}

export async function createFreshDatabase(serverUrl: string): Promise<FreshDatabase> {
  const name = `vsport_bench_${process.pid}_${Date.now().toString(36)}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
