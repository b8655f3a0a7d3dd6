/**
 * The repository explains itself: comments point into docs/, never to documents that live outside
 * it (the product specification's sections, the design and style notes).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

describe('comments and docs', () => {
  it('cite no document outside the repository', () => {
    let found = '';
    try {
      found = execFileSync(
        'git',
        [
          'grep',
          '-nE',
          'spec §|STYLE\\.md|DESIGN\\.md|webshop-spec',
          '--',
          'src',
          'tests',
          'scripts',
          'docs',
          'README.md',
          ':!tests/unit/repository-citations.test.ts',
        ],
        { encoding: 'utf8' },
      );
    } catch {
      // git grep exits 1 when nothing matches.
    }
    expect(found.trim().split('\n').filter(Boolean)).toEqual([]);
  });
});
