/**
 * Moderates product reviews written from customers' accounts (docs/reviews.md, moderation).
 *   npm run reviews:moderate                      lists the pending reviews, oldest first
 *   npm run reviews:moderate -- approve 12 15     shows reviews 12 and 15 in the shop
 *   npm run reviews:moderate -- reject 13         keeps review 13 out of the shop
 * Uses DATABASE_URL when set, otherwise PGlite under DATA_DIR (default "data"), which only one
 * process can hold: stop the shop first. Exit codes: 0 done, 1 failure or an id that is not
 * pending, 2 invalid arguments.
 */
import { openDatabase } from '#src/server/db/client.ts';
import { decideReview, pendingReviews } from '#src/server/reviews/moderation.ts';

const USAGE = 'Usage: npm run reviews:moderate [-- approve|reject ID…]';

type Args = { action: 'list' } | { action: 'approved' | 'rejected'; ids: number[] };

function parseArgs(argv: string[]): Args | string {
  if (argv.length === 0) return { action: 'list' };
  const [verb, ...rest] = argv;
  if (verb !== 'approve' && verb !== 'reject') return `unknown action "${verb}"`;
  if (rest.length === 0) return `${verb} needs at least one review id`;
  const bad = rest.find((id) => !/^[1-9]\d{0,9}$/.test(id));
  if (bad !== undefined) return `"${bad}" is not a review id`;
  return { action: verb === 'approve' ? 'approved' : 'rejected', ids: rest.map(Number) };
}

async function main(): Promise<number> {
  const args = parseArgs(process.argv.slice(2));
  if (typeof args === 'string') {
    console.error(`Error: ${args}\n${USAGE}`);
    return 2;
  }
  const url = process.env.DATABASE_URL?.trim();
  const database = await openDatabase(url ? { databaseUrl: url } : { dataDir: process.env.DATA_DIR ?? 'data' });
  try {
    await database.migrate();
    if (args.action === 'list') {
      const pending = await pendingReviews(database.db);
      if (pending.length === 0) console.log('No reviews are waiting.');
      for (const r of pending) {
        console.log(`#${r.id}  ${r.rating}/5  ${r.product}  (${r.locale}, ${r.author}, ${r.createdAt.toISOString().slice(0, 16).replace('T', ' ')})`);
        if (r.title) console.log(`    ${r.title}`);
        console.log(`    ${r.body}`);
      }
      return 0;
    }
    let code = 0;
    for (const id of args.ids) {
      if (await decideReview(database.db, id, args.action)) console.log(`#${id} ${args.action}.`);
      else {
        console.error(`#${id} is no pending review; nothing changed.`);
        code = 1;
      }
    }
    return code;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    console.error(`Moderation failed: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 1;
  },
);
