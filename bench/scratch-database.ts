import { randomUUID } from 'node:crypto';
import pg from 'pg';

/** A fresh PostgreSQL database beside the one `base` names, for one bench run; drop it afterwards. */
export async function scratchDatabase(base: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `practicum_bench_${randomUUID().replaceAll('-', '')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
