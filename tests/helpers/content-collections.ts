/**
 * A stand-in for `astro:content` in Vitest (which runs without Astro's Vite plugin): it reads the
 * real Markdown files under src/content and returns entries shaped like the glob loader's
 * (`id` "en/terms", `data` from the frontmatter, parsed as YAML as Astro does, with the schema's
 * defaults). Image fields stay the path written in the file.
 * Usage: vi.mock('astro:content', () => import('./content-collections.ts'));
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { load as parseYaml } from 'js-yaml';

type Entry = { id: string; collection: string; data: Record<string, unknown> };
const ROOT = join(process.cwd(), 'src/content');

function frontmatter(text: string): Record<string, unknown> {
  const block = /^---\n([\s\S]*?)\n---/.exec(text)?.[1] ?? '';
  const parsed = parseYaml(block);
  const data: Record<string, unknown> = parsed !== null && typeof parsed === 'object' ? { ...(parsed as Record<string, unknown>) } : {};
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
    for (const locale of readdirSync(join(ROOT, collection)).filter((d) => /^(en|nl|de)$/.test(d))) {
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
