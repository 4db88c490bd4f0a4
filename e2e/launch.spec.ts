import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { connectFromHeader, expect, test } from './fixtures';

/**
 * `/launch` on the e2e chain with the Development wallet: a token launched with an image and a first
 * buy, then its page with its metadata and that first trade; and the images the form refuses. One
 * Anvil account of its own (3), so that the trade specs beside it never share its nonce.
 */
const ACCOUNT = 3;

// The wallet layer and the page's chunk load first, then the launch and the indexer: more than 30 s when busy.
test.describe.configure({ timeout: 90_000 });

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real PNG: `size`×`size` pixels of one RGB colour. */
function png(size: number, rgb: [number, number, number]): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: size }, () => rgb).flat())]);
  const pixels = deflateSync(Buffer.concat(Array.from({ length: size }, () => row)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const imageField = (page: Page) => page.getByLabel('Image', { exact: true });

async function openLaunch(page: Page) {
  await page.goto('/launch');
  await expect(page.getByRole('heading', { level: 1, name: 'Launch a token' })).toBeVisible({ timeout: 20_000 });
}

// The service answers 404 to a metadata post until its indexer has seen the launch: the form asks again.
test.use({ allowedConsoleErrors: [[/404 \(Not Found\)/], { scope: 'test' }] });

test('launches a token with an image and a first buy, then shows its page with its metadata and that trade', async ({
  page,
}) => {
  // Unique per run, on a chain other specs share: A–Z and 0–9, 10 at most.
  const ticker = `L${Date.now().toString(36).toUpperCase().slice(-8)}`;
  const name = `Launch e2e ${ticker}`;
  const description = `A token launched by the e2e spec, ${ticker}.`;
  await openLaunch(page);
  await connectFromHeader(page, ACCOUNT);

  await page.getByLabel(/^Name/).fill(name);
  await page.getByLabel(/^Ticker/).fill(ticker.toLowerCase());
  await expect(page.getByLabel(/^Ticker/)).toHaveValue(ticker);
  await page.getByLabel(/^Description/).fill(description);
  await imageField(page).setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: png(32, [240, 90, 20]) });
  await expect(page.getByAltText('The chosen logo')).toBeVisible();
  await page.getByLabel(/^Website/).fill('https://example.com/launch');
  await page.getByLabel(/^Telegram/).fill('https://t.me/launche2e');
  await page.getByLabel(/^X/).fill('https://x.com/launche2e');
  await page.getByLabel(/^First buy in ETH/).fill('0.01');
  await expect(page.getByText('You receive')).toBeVisible();
  await expect(page.getByTestId('token-card')).toContainText(name);
  // The preview's logo is the chosen file, before any upload.
  await expect(page.getByTestId('token-card').locator('img')).toHaveAttribute('src', /^blob:/);

  await page.getByRole('button', { name: 'Launch', exact: true }).click();
  // The review step after the simulation: the preview of the launch call (the first buy's ETH to the
  // curve, the new token's first tokens), then Confirm asks the wallet.
  const review = page.getByRole('dialog', { name: 'Review launch' });
  await expect(review.getByText('You send 0.01 ETH')).toBeVisible({ timeout: 30_000 });
  await expect(review.getByText(new RegExp(`^You receive [\\d,.]+ ${ticker}$`))).toBeVisible();
  await review.getByRole('button', { name: 'Confirm launch' }).click();
  await expect(page).toHaveURL(/\/token\/0x[0-9a-f]{40}$/i, { timeout: 45_000 });
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(`Launched ${ticker}`);

  await test.step('the token page has its metadata: name, description, image, links', async () => {
    await expect(page.getByRole('heading', { level: 1 })).toContainText(name, { timeout: 20_000 });
    await expect(page.getByText(description)).toBeVisible();
    await expect(page.locator('header img[src*="/uploads/"]')).toBeVisible();
    const links = page.getByRole('list', { name: 'Links' });
    await expect(links.getByRole('link', { name: 'Website' })).toHaveAttribute('href', 'https://example.com/launch');
    await expect(links.getByRole('link', { name: 'Telegram' })).toHaveAttribute('href', 'https://t.me/launche2e');
    await expect(links.getByRole('link', { name: 'X' })).toHaveAttribute('href', 'https://x.com/launche2e');
  });

  await test.step('and the first buy, in the trades', async () => {
    const trades = page.getByRole('region', { name: 'Recent trades' });
    await expect(trades.getByRole('row').nth(1).getByRole('cell').first()).toHaveText('Buy', { timeout: 20_000 });
  });
});

test('refuses an oversized, a mislabelled and an SVG image, each with a clear message', async ({ page }) => {
  await openLaunch(page);
  const field = imageField(page);
  const cases = [
    {
      file: {
        name: 'huge.png',
        mimeType: 'image/png',
        buffer: Buffer.concat([png(1, [0, 0, 0]), Buffer.alloc(1024 * 1024)]),
      },
      message: /at most 1 MB/,
    },
    {
      file: { name: 'notes.png', mimeType: 'image/png', buffer: Buffer.from('just some text, not an image') },
      message: 'notes.png is not a PNG, JPEG, WebP or GIF image, whatever its name says.',
    },
    {
      file: {
        name: 'logo.svg',
        mimeType: 'image/svg+xml',
        buffer: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      },
      message: 'SVG images are refused: they can carry scripts. Use a PNG, JPEG, WebP or GIF.',
    },
  ];
  for (const { file, message } of cases) {
    await field.setInputFiles(file);
    await expect(field).toHaveAccessibleDescription(message);
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  }
});

test('keeps what was typed across a reload', async ({ page }) => {
  await openLaunch(page);
  await page.getByLabel(/^Name/).fill('Kept across reloads');
  await page.getByLabel(/^Ticker/).fill('kept');
  await page.getByLabel(/^First buy in ETH/).fill('0.02');
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('Kept across reloads');
  await expect(page.getByLabel(/^Ticker/)).toHaveValue('KEPT');
  await expect(page.getByLabel(/^First buy in ETH/)).toHaveValue('0.02');
  await page.getByRole('button', { name: 'Clear the form' }).click();
  await page.reload();
  await expect(page.getByLabel(/^Name/)).toHaveValue('');
});
