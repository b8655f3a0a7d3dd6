import { describe, expect, it } from 'vitest';
import {
  allWords,
  containsPatterns,
  correctable,
  escapeLike,
  parseQuery,
  readConnector,
  tsqueryText,
  wordQuery,
  MAX_QUERY_LENGTH,
} from '#src/server/search/terms.ts';

describe('search terms', () => {
  it('returns no search for a query that is empty after trimming', () => {
    expect(parseQuery('')).toBeNull();
    expect(parseQuery('   \t ')).toBeNull();
  });

  it('keeps only letters and digits as words, so typed syntax never reaches tsquery', () => {
    const terms = parseQuery(` Rasbery PI's & (kabel) | !x:* 'o"`);
    expect(terms?.words).toEqual(['rasbery', 'pi', 's', 'kabel', 'x', 'o']);
    expect(tsqueryText(terms!.words, new Map(), false)).toBe('rasbery & pi & s & kabel & x & o');
  });

  it('keeps umlauts and ß inside words', () => {
    expect(parseQuery('Gehäuse Größe')?.words).toEqual(['gehäuse', 'größe']);
  });

  it('treats the last word as a prefix only while it is being typed', () => {
    expect(parseQuery('raspb')?.lastIsPrefix).toBe(true);
    expect(parseQuery('raspberry ')?.lastIsPrefix).toBe(false);
    expect(tsqueryText(['raspberry', 'pi'], new Map(), true)).toBe('raspberry & pi:*');
  });

  it('adds a correction as an alternative, never as a replacement', () => {
    expect(tsqueryText(['rasbery', 'pi'], new Map([['rasbery', 'raspberry']]), true)).toBe('(rasbery | raspberry) & pi:*');
  });

  it('gives the whole query as a code without spaces', () => {
    expect(parseQuery(' RPI-PSU27W-WH ')?.code).toBe('rpi-psu27w-wh');
    expect(parseQuery('8712 3456 7890 1')?.code).toBe('8712345678901');
  });

  it('cuts very long input', () => {
    const terms = parseQuery('a'.repeat(10_000));
    expect(terms?.text.length).toBe(MAX_QUERY_LENGTH);
  });

  it('corrects only words that can have a spelling mistake', () => {
    expect(correctable('rasbery')).toBe(true);
    expect(correctable('pi')).toBe(false);
    expect(correctable('27w')).toBe(false);
  });

  it('builds LIKE patterns only when one word is long enough for the trigram index', () => {
    expect(containsPatterns(['usb', 'c'])).toEqual(['%usb%', '%c%']);
    expect(containsPatterns(['pi', '5'])).toEqual([]);
  });

  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });

  it('matches a compound as itself or as all of its parts, the parts outside descriptions', () => {
    expect(wordQuery({ word: 'usbkabel', prefix: false, fix: null, parts: ['usb', 'kabel'] })).toBe('(usbkabel | usb:ABC & kabel:ABC)');
    // While typed, the word and its last part match as prefixes.
    expect(wordQuery({ word: 'usbkab', prefix: true, fix: null, parts: ['usb', 'kab'] })).toBe('(usbkab:* | usb:ABC & kab:*ABC)');
    // A coordination's first half: the part alone.
    expect(wordQuery({ word: 'vochtigheids', prefix: false, fix: null, parts: ['vochtigheid'] })).toBe('(vochtigheids | vochtigheid:ABC)');
  });

  it('restricts words to the weights asked for, and can take the last word as complete', () => {
    const plans = [
      { word: 'raspberry', prefix: false, fix: null, parts: null },
      { word: 'pi', prefix: true, fix: null, parts: null },
    ];
    expect(allWords(plans, 'AB')).toBe('raspberry:AB & pi:*AB');
    expect(allWords(plans, 'AB', { exact: true })).toBe('raspberry:AB & pi:AB');
    expect(wordQuery({ word: 'rasbery', prefix: false, fix: 'raspberry', parts: null }, 'A')).toBe('(rasbery:A | raspberry:A)');
  });

  it('reads "X for Y" in every shop language, never at either end', () => {
    expect(readConnector(['case', 'for', 'raspberry', 'pi', '5'])).toEqual({ type: ['case'], target: ['raspberry', 'pi', '5'] });
    expect(readConnector(['voeding', 'voor', 'raspberry', 'pi'])).toEqual({ type: ['voeding'], target: ['raspberry', 'pi'] });
    expect(readConnector(['gehäuse', 'für', 'pi', '5'])).toEqual({ type: ['gehäuse'], target: ['pi', '5'] });
    expect(readConnector(['raspberry', 'pi', '5'])).toEqual({ type: ['raspberry', 'pi', '5'], target: [] });
    expect(readConnector(['for', 'raspberry'])).toEqual({ type: ['for', 'raspberry'], target: [] });
    expect(readConnector(['case', 'for'])).toEqual({ type: ['case', 'for'], target: [] });
  });
});
