/**
 * A project's parts and a post's products as the page shows them (docs/catalogue.md, covers and
 * parts): the catalogue's answer split into cards with quantities, the things the shop does not
 * sell, and the SKUs it did not answer; an unknown SKU is logged once, a failed read leaves the
 * cards out without failing the page.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { partsView } from '#src/lib/article-parts.ts';

const { cardsBySku } = vi.hoisted(() => ({ cardsBySku: vi.fn<(locale: string, skus: readonly string[]) => Promise<Map<string, { sku: string }>>>() }));
vi.mock('#src/server/catalog/cards.ts', () => ({ cardsBySku }));
const { articleProducts } = await import('#src/server/content/article-products.ts');

const card = (sku: string) => ({ sku });

describe('partsView', () => {
  it('keeps the list’s order, adds up a SKU named twice and gives a label its quantity only where the list has one', () => {
    const cards = new Map([
      ['RPI-ZERO2W', card('RPI-ZERO2W')],
      ['ADA-BME280', card('ADA-BME280')],
    ]);
    const view = partsView(
      [
        { sku: 'ADA-BME280', quantity: 2 },
        { label: 'Radiation shield' },
        { sku: 'RPI-ZERO2W' },
        { label: 'USB gamepad', quantity: 2 },
        { sku: 'ADA-BME280', quantity: 1 },
      ],
      cards,
    );
    expect(view.products).toEqual([
      { card: card('ADA-BME280'), quantity: 3 },
      { card: card('RPI-ZERO2W'), quantity: 1 },
    ]);
    expect(view.others).toEqual([
      { label: 'Radiation shield', quantity: null },
      { label: 'USB gamepad', quantity: 2 },
    ]);
    expect(view.missing).toEqual([]);
  });

  it('leaves out what the catalogue did not answer and names each such SKU once', () => {
    const view = partsView([{ sku: 'GONE-1' }, { sku: 'RPI-CAM3' }, { sku: 'GONE-1', quantity: 4 }], new Map([['RPI-CAM3', card('RPI-CAM3')]]));
    expect(view.products).toEqual([{ card: card('RPI-CAM3'), quantity: 1 }]);
    expect(view.missing).toEqual(['GONE-1']);
  });
});

describe('articleProducts', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  let error: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.restoreAllMocks();
    cardsBySku.mockReset();
  });

  it('asks the catalogue for the SKUs in the page’s locale and logs a missing one once per entry', async () => {
    cardsBySku.mockResolvedValue(new Map([['RPI-CAM3', card('RPI-CAM3')]]));
    const parts = [{ sku: 'RPI-CAM3' }, { sku: 'NO-SUCH-SKU' }, { label: 'Push button' }];
    const first = await articleProducts('nl/pi-zero-doorbell', 'nl', parts);
    await articleProducts('nl/pi-zero-doorbell', 'nl', parts);
    expect(cardsBySku).toHaveBeenCalledWith('nl', ['RPI-CAM3', 'NO-SUCH-SKU']);
    expect(first.products.map((p) => p.card.sku)).toEqual(['RPI-CAM3']);
    expect(first.others).toEqual([{ label: 'Push button', quantity: null }]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('nl/pi-zero-doorbell names NO-SUCH-SKU');
    // Another entry naming the same SKU is a case of its own.
    await articleProducts('de/pi-zero-doorbell', 'de', parts);
    expect(warn).toHaveBeenCalledTimes(2);
  });

  it('shows the parts the shop does not sell when the catalogue cannot be read, and logs the failure', async () => {
    cardsBySku.mockRejectedValue(new Error('connection lost'));
    const view = await articleProducts('en/bme280-weather-station', 'en', [{ sku: 'ADA-BME280' }, { label: 'Radiation shield', quantity: 1 }]);
    expect(view).toEqual({ products: [], others: [{ label: 'Radiation shield', quantity: 1 }], missing: [] });
    expect(error).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });
});
