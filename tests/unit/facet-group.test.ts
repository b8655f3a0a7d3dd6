/**
 * A filter group (src/components/ui/FacetGroup.tsx) as the server renders it on a category page and
 * the search overlay renders it: fields of the page's GET form or controlled boxes, each option's
 * box, name and count inside its label, styled from the fieldset (`fct`, uno.config.ts).
 */
import { describe, expect, it } from 'vitest';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import FacetGroup from '#src/components/ui/FacetGroup.tsx';
import { readFileSync } from 'node:fs';
import { unoShortcut } from '../helpers/uno-shortcut.ts';

const fct = unoShortcut(readFileSync('uno.config.ts', 'utf8'))('fct');
const options = [
  { key: '4GB', label: '4GB', count: 3, checked: false },
  { key: '16GB', label: '16GB', count: 1200, checked: true },
];

describe('a filter group', () => {
  it('on a page: a form field per option, named by its label, with its count; no class per part', () => {
    const markup = renderToStaticMarkup(createElement(FacetGroup, { legend: 'Memory', options, locale: 'nl', name: 'memory' }));
    expect(markup).toBe(
      '<fieldset class="fct"><legend>Memory</legend><ul>' +
        '<li><label><input type="checkbox" name="memory" value="4GB"/><span>4GB</span><span>3</span></label></li>' +
        '<li><label><input type="checkbox" name="memory" checked="" value="16GB"/><span>16GB</span><span>1.200</span></label></li>' +
        '</ul></fieldset>',
    );
    // The name takes the room and wraps; the count stays small and muted beside it.
    expect(fct).toContain('[&_span:first-of-type]:(min-w-0 flex-1 break-words)');
    expect(fct).toContain('[&_span+span]:(text-xs tabular-nums text-ink-mute)');
  });

  it('in the overlay: controlled boxes outside any form; nothing without options', () => {
    const markup = renderToStaticMarkup(createElement(FacetGroup, { legend: 'Brand', options, locale: 'en', onToggle: () => {} }));
    expect(markup).not.toContain('name=');
    expect(markup.match(/<input type="checkbox"/g)).toHaveLength(2);
    expect(renderToStaticMarkup(createElement(FacetGroup, { legend: 'Brand', options: [], locale: 'en' }))).toBe('');
  });

  it('says estimated counts are estimates (a very broad search)', () => {
    const markup = renderToStaticMarkup(createElement(FacetGroup, { legend: 'Brand', options, locale: 'en', onToggle: () => {}, approximate: true }));
    expect(markup).toContain('<span>≈\u00a03</span>');
    expect(markup).toContain('<span>≈\u00a01,200</span>');
  });
});
