import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from '#src/lib/formatters.ts';

describe('cached Intl formatters', () => {
  it('gives the same formatter for the same locale and options, made once', () => {
    expect(numberFormat('nl', { style: 'percent', maximumFractionDigits: 1 })).toBe(numberFormat('nl', { style: 'percent', maximumFractionDigits: 1 }));
    expect(dateTimeFormat('de', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' })).toBe(
      dateTimeFormat('de', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }),
    );
  });

  it('never shares a formatter between locales or options that format differently', () => {
    expect(numberFormat('nl', { style: 'percent', maximumFractionDigits: 1 }).format(0.215)).toBe('21,5%');
    expect(numberFormat('nl', { style: 'percent', maximumFractionDigits: 2 }).format(0.2155)).toBe('21,55%');
    expect(numberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(0.215)).toBe('21.5%');
    expect(numberFormat('de').format(5588)).toBe('5.588');
    expect(numberFormat('de', { useGrouping: false }).format(5588)).toBe('5588');
  });

  it('formats dates in the time zone it was asked for, not the machine’s', () => {
    const lateEvening = new Date('2026-10-25T23:30:00.000Z'); // 00:30 on the 26th in Amsterdam
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'Europe/Amsterdam' }).format(lateEvening)).toBe('October 26, 2026');
    expect(dateTimeFormat('en', { dateStyle: 'long', timeZone: 'UTC' }).format(lateEvening)).toBe('October 25, 2026');
  });
});
