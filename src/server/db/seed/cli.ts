/**
 * Seeds the database from the command line.
 *   node src/server/db/seed/cli.ts [--products N] [--reset]
 * Uses DATABASE_URL when set, otherwise PGlite under DATA_DIR (default "data").
 * Exit codes: 0 done, 1 failure or non-empty database without --reset, 2 invalid arguments.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../client.ts';
import { readConfig, seedsDemoAccounts } from '#src/server/config.ts';
import { SEEDED_TABLES, curatedProductCount, isDatabaseEmpty, seedDatabase } from './index.ts';

const USAGE =
  'Usage: node src/server/db/seed/cli.ts [--products N] [--reset]\n' +
  '  --products N  total number of products (at least the curated catalogue; more adds synthetic products)\n' +
  '  --reset       empty all seeded tables (TRUNCATE … RESTART IDENTITY CASCADE) before seeding';

type Args = { products?: number; reset: boolean };

function parseArgs(argv: string[]): Args | string {
  const args: Args = { reset: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string;
    if (arg === '--reset') args.reset = true;
    else if (arg === '--help' || arg === '-h') return 'help';
    else if (arg === '--products' || arg.startsWith('--products=')) {
      const raw = arg === '--products' ? argv[++i] : arg.slice('--products='.length);
      if (raw === undefined || !/^\d+$/.test(raw)) return `--products needs a whole number, got ${raw === undefined ? 'nothing' : `"${raw}"`}`;
      const n = Number(raw);
      if (!Number.isSafeInteger(n) || n > 10_000_000) return `--products must be at most 10000000, got ${raw}`;
      args.products = n;
    } else return `unknown argument "${arg}"`;
  }
  return args;
}

async function main(): Promise<number> {
  const parsed = parseArgs(process.argv.slice(2));
  if (parsed === 'help') {
    console.log(USAGE);
    return 0;
  }
  if (typeof parsed === 'string') {
    console.error(`Error: ${parsed}\n${USAGE}`);
    return 2;
  }
  const minimum = curatedProductCount();
  if (parsed.products !== undefined && parsed.products < minimum) {
    console.error(`Error: --products must be at least ${minimum} (the curated catalogue), got ${parsed.products}\n${USAGE}`);
    return 2;
  }

  const url = process.env.DATABASE_URL?.trim();
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: process.env.DATA_DIR ?? 'data' });
  try {
    console.log(`Database: ${database.engine === 'postgres' ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR ?? 'data'}`}`);
    await database.migrate();
    if (parsed.reset) {
      await database.db.execute(sql.raw(`TRUNCATE ${SEEDED_TABLES.join(', ')} RESTART IDENTITY CASCADE`));
      console.log('Reset: emptied the seeded tables (CASCADE also empties carts, favourites and addresses that refer to them).');
    } else if (!(await isDatabaseEmpty(database.db))) {
      console.error('The database already contains products; refusing to seed. Run again with --reset to replace the data.');
      return 1;
    }
    const started = performance.now();
    const demoCustomers = seedsDemoAccounts(readConfig());
    if (demoCustomers) console.log('Demo accounts (published passwords) are seeded too: DEMO_ACCOUNTS=0 leaves them out.');
    const summary = await seedDatabase(database.db, {
      products: parsed.products,
      demoCustomers,
      log: (msg) => console.log(`  … ${msg} (${((performance.now() - started) / 1000).toFixed(1)} s)`),
    });
    // Instances serving this database may keep pages of the data just replaced: purge them all
    // (docs/page-cache.md, invalidation).
    if (parsed.reset) await database.db.execute(sql`SELECT page_cache_purge(ARRAY['shell'])`);
    const seconds = (performance.now() - started) / 1000;
    const width = Math.max(...Object.keys(summary).map((k) => k.length));
    console.log('Seeded rows:');
    for (const [table, count] of Object.entries(summary)) console.log(`  ${table.padEnd(width)}  ${String(count).padStart(9)}`);
    console.log(`Done in ${seconds.toFixed(1)} s.`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`Seeding failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
