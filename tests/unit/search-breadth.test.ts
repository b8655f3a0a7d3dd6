/** Which searches are asked of the sample, and how its counts are told (docs/search.md, very broad searches). */
import { describe, expect, it } from 'vitest';
import { SAMPLE_BUCKETS, asksSampleFirst, estimated, sampleHolds, wordCounts } from '#src/server/search/breadth.ts';
import type { Plan } from '#src/server/search/plan.ts';

const counts = wordCounts([
  ['sensor', 2300],
  ['sensors', 2400],
  ['servo', 150],
  ['kabel', 5000],
  ['raspberry', 400],
]);

const plan = (...words: [word: string, prefix: boolean][]): Plan => ({
  locale: 'en',
  words: words.map(([word, prefix]) => ({ word, prefix, fix: null, parts: null })),
  match: '',
  type: '',
  name: '',
  exact: '',
  fits: '',
  lexemeText: '',
});

describe('word counts', () => {
  it('count a finished word as itself and a word being typed by its most used completion', () => {
    expect(counts.productsWith('sensor', false)).toBe(2300);
    expect(counts.productsWith('sens', false)).toBe(0);
    expect(counts.productsWith('sens', true)).toBe(2400);
    expect(counts.productsWith('se', true)).toBe(2400);
    expect(counts.productsWith('serv', true)).toBe(150);
    expect(counts.productsWith('x', true)).toBe(0);
  });
});

describe('asking the sample first', () => {
  it('only when every word the vocabulary knows is used by at least as many products as set', () => {
    expect(asksSampleFirst(plan(['sensor', false]), counts, 2000)).toBe(true);
    expect(asksSampleFirst(plan(['kabel', false], ['sens', true]), counts, 2000)).toBe(true);
    expect(asksSampleFirst(plan(['raspberry', false], ['kabel', true]), counts, 2000)).toBe(false);
    expect(asksSampleFirst(plan(['servo', false]), counts, 100)).toBe(true);
    expect(asksSampleFirst(plan(), counts, 2000)).toBe(false);
    // Numbers, short words and typos do not decide; a search of none of the vocabulary's words is exact.
    expect(asksSampleFirst(plan(['kabel', false], ['5', false]), counts, 2000)).toBe(true);
    expect(asksSampleFirst(plan(['50', false], ['kabl', true]), counts, 2000)).toBe(false);
    // A corrected word counts as its correction.
    const corrected = plan(['sesnor', false]);
    expect(asksSampleFirst(corrected, counts, 2000)).toBe(false);
    corrected.words[0]!.fix = 'sensor';
    expect(asksSampleFirst(corrected, counts, 2000)).toBe(true);
  });

  it('never when set to 0', () => {
    expect(asksSampleFirst(plan(['kabel', false]), counts, 0)).toBe(false);
  });

  it('keeps the sample when it found at least half of what the guess expected, filters applied', () => {
    expect(sampleHolds(125, 2000)).toBe(true);
    expect(sampleHolds(124, 2000)).toBe(false);
    expect(sampleHolds(0, 2000)).toBe(false);
    expect(sampleHolds(1, 3)).toBe(true);
  });
});

describe('estimated counts', () => {
  it('are the sample times its share, to two significant digits', () => {
    expect(SAMPLE_BUCKETS).toBe(8);
    expect(estimated(0)).toBe(0);
    expect(estimated(3)).toBe(24);
    expect(estimated(12)).toBe(96);
    expect(estimated(13)).toBe(100);
    expect(estimated(280)).toBe(2200);
    expect(estimated(1234)).toBe(9900);
    expect(estimated(3751)).toBe(30000);
  });
});
