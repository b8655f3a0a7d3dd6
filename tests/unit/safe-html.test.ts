import { describe, expect, it } from 'vitest';
import { limitedInlineHtml } from '#src/lib/safe-html.ts';
import { serializeLd } from '#src/lib/structured-data.ts';

describe('offer-bar html', () => {
  it('keeps simple emphasis and escapes everything else', () => {
    expect(limitedInlineHtml('<strong>Free</strong> shipping')).toBe('<strong>Free</strong> shipping');
    expect(limitedInlineHtml('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;');
    expect(limitedInlineHtml('<strong onclick="x">a</strong>')).toContain('&lt;strong onclick');
    expect(limitedInlineHtml('<script>alert(1)</script>')).not.toContain('<script');
  });
});

describe('JSON-LD serialisation', () => {
  it('cannot close the script element', () => {
    const out = serializeLd({ name: '</script><script>alert(1)</script>' });
    expect(out).not.toContain('<');
    expect(JSON.parse(out).name).toBe('</script><script>alert(1)</script>');
  });

  it('escapes every <, > and & and reads back as the data', () => {
    const data = { name: 'A & B > C', description: '<!-- x --> & <b>y</b>', nested: [{ text: '&&<<>>' }] };
    const out = serializeLd(data);
    expect(out).not.toMatch(/[<>&]/);
    expect(out).toContain('\\u0026');
    expect(JSON.parse(out)).toEqual(data);
  });
});
