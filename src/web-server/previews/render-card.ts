import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { renderAsync } from '@resvg/resvg-js';
import type { ReactNode } from 'react';
import satori, { type Font } from 'satori';
import { PREVIEW_HEIGHT, PREVIEW_WIDTH } from './meta-tags';

/**
 * The app's font, Inter, as fontsource ships it on npm in WOFF (satori reads TTF, OTF and WOFF, not the
 * WOFF2 the app's @fontsource-variable/inter has): the subsets token names are written in, regular and
 * bold. Read from node_modules once; nothing is fetched.
 */
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'cyrillic-ext', 'greek', 'vietnamese'] as const;
const WEIGHTS = [400, 700] as const;

let fonts: Font[] | undefined;
function interFonts(): Font[] {
  if (fonts) return fonts;
  // The package's folder of font files, found through one of them (its exports name files only).
  const require = createRequire(import.meta.url);
  const files = dirname(require.resolve('@fontsource/inter/files/inter-latin-400-normal.woff'));
  // The same array every time: satori keeps the fonts it parsed by it.
  fonts = WEIGHTS.flatMap((weight) =>
    SUBSETS.map((subset) => ({
      // One family a subset: satori looks for a missing glyph in the next family of the list, not in
      // the other files of the same one.
      name: `Inter ${subset}`,
      weight,
      style: 'normal' as const,
      data: readFileSync(join(files, `inter-${subset}-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

/** The card's font-family: Inter, subset by subset. */
export const INTER_FAMILIES = SUBSETS.map((subset) => `Inter ${subset}`).join(', ');

/** `card` laid out as SVG by satori, text as glyph paths, on this thread (~0.1 s: docs/performance.md). */
export const cardSvg = (card: ReactNode): Promise<string> =>
  satori(card, { width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, fonts: interFonts() });

/** An SVG rasterised by resvg in libuv's thread pool (renderAsync), off the thread that serves the pages. */
export async function svgToPng(svg: string): Promise<Buffer> {
  const image = await renderAsync(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return image.asPng();
}

/** `card` drawn as a 1200×630 PNG. */
export const renderCardPng = async (card: ReactNode): Promise<Buffer> => svgToPng(await cardSvg(card));
