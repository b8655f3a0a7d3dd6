/**
 * A stand-in for `astro:content` in Vitest (which runs without Astro's Vite plugin): it reads the
 * real Markdown files under src/content and returns entries shaped like the glob loader's
 * (`id` "en/terms", `data` from the frontmatter). Only the flat frontmatter the collections use
 * is understood: strings, numbers, booleans, dates and one-line lists.
 * Usage: vi.mock('astro:content', () => import('./content-collections.ts'));
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type Entry = { id: string; collection: string; data: Record<string, unknown> };
const ROOT = join(process.cwd(), 'src/content');

function parseValue(raw: string): unknown {
  const value = raw.trim();
  if (value.startsWith('[')) return JSON.parse(value.replace(/'/g, '"'));
  if (/^-?\d+$/.test(value)) return Number(value);
  if (value === 'true' || value === 'false') return value === 'true';
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(value);
  return value.replace(/^(['"])(.*)\1$/, '$2');
}

function frontmatter(text: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const data: Record<string, unknown> = {};
  for (const line of block.split('\n')) {
    const m = /^([A-Za-z_][\w-]*):\s*(.*)$/.exec(line);
    if (m?.[1]) data[m[1]] = parseValue(m[2] ?? '');
  }
  // The collections' schema defaults (src/content.config.ts).
  data.shops ??= ['nl', 'international'];
  data.draft ??= false;
  return data;
}

const cache = new Map<string, Entry[]>();

function load(collection: string): Entry[] {
  let entries = cache.get(collection);
  if (!entries) {
    entries = [];
    for (const locale of readdirSync(join(ROOT, collection))) {
      for (const file of readdirSync(join(ROOT, collection, locale)).filter((f) => f.endsWith('.md'))) {
        const text = readFileSync(join(ROOT, collection, locale, file), 'utf8');
        entries.push({ id: `${locale}/${file.replace(/\.md$/, '')}`, collection, data: frontmatter(text) });
      }
    }
    cache.set(collection, entries);
  }
  return entries;
}

export async function getCollection(collection: string, filter?: (entry: Entry) => boolean): Promise<Entry[]> {
  const all = load(collection);
  return filter ? all.filter(filter) : all;
}
