/**
 * Screenshots for looking at screens by eye: node tests/helpers/screenshot.ts <url> <out.png> [width]
 */
import { chromium } from '@playwright/test';

const [url, out, width = '1280'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: screenshot.ts <url> <out.png> [width]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
const errors: string[] = [];
page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: true });
if (errors.length) console.log('console errors:', errors);
await browser.close();
