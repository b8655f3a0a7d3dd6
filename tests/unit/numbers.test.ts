import { describe, expect, it } from 'vitest';
import { formatCount, formatDecimal, formatFileSize } from '#src/lib/numbers.ts';

describe('numbers in the page language', () => {
  it('counts and decimals with the language grouping and separator', () => {
    expect(formatCount(5588, 'nl')).toBe('5.588');
    expect(formatCount(5588, 'en')).toBe('5,588');
    expect(formatDecimal(9.3, 'de')).toBe('9,3');
  });
  it('a file size in kB below 1 MB, at least 1 kB, and in MB from there', () => {
    expect(formatFileSize(350, 'en')).toBe('1 kB');
    expect(formatFileSize(12_345, 'nl')).toBe('12,3 kB');
    expect(formatFileSize(2_400_000, 'de')).toBe('2,4 MB');
    expect(formatFileSize(2_400_000, 'en')).toBe('2.4 MB');
  });
});
