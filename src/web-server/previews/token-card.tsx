/**
 * The pictures of the link previews (1200×630), as elements for satori (render-card.ts): flex boxes
 * with inline styles, no classes. Colours are the app's (tailwind.config.ts). Every text is a plain
 * string child: satori draws it as glyphs, so a name made of markup is those characters, never markup.
 */
import type { ReactNode } from 'react';
import { SITE_NAME } from './meta-tags';
import type { tokenFigures } from './page-meta';
import { INTER_FAMILIES } from './render-card';

const COLORS = {
  bg: '#0a0c10',
  raised: '#1a2029',
  fg: '#e7eaee',
  muted: '#98a2b3',
  accent: '#a594ff',
  up: '#3ddc97',
} as const;

const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

/**
 * A formatted price whose subscript zero count ("0.0₇218") is drawn as a small lowered digit. WHY: the
 * Inter files on npm (fontsource's subsets) have no subscript digits, and a font from elsewhere is not
 * loaded.
 */
function Figure({ text }: { text: string }) {
  const runs = text.match(/[₀-₉]+|[^₀-₉]+/g) ?? [];
  return (
    <div style={{ display: 'flex', alignItems: 'flex-end' }}>
      {runs.map((run, i) =>
        /[₀-₉]/.test(run) ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed text, never reordered
          <span key={i} style={{ fontSize: '0.6em', position: 'relative', top: '0.15em' }}>
            {[...run].map((d) => String(SUBSCRIPT_DIGITS.indexOf(d))).join('')}
          </span>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: runs of a fixed text, never reordered
          <span key={i}>{run}</span>
        ),
      )}
    </div>
  );
}

function Frame({ children }: { children: ReactNode }) {
  // WHY the inner box's margin and not the outer's padding: satori adds a padding to a width of 100%.
  // WHY one flat colour: a gradient tripled the PNG (89 against 28 kB) for a shade nobody notices.
  return (
    <div
      style={{
        display: 'flex',
        width: '100%',
        height: '100%',
        backgroundColor: COLORS.bg,
        color: COLORS.fg,
        fontFamily: INTER_FAMILIES,
      }}
    >
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0, margin: 64 }}>
        {children}
        <div style={{ display: 'flex', marginTop: 'auto', alignItems: 'center', fontSize: 34, fontWeight: 700 }}>
          <div style={{ display: 'flex', width: 22, height: 22, borderRadius: 6, backgroundColor: COLORS.accent }} />
          <span style={{ marginLeft: 14, color: COLORS.fg }}>{SITE_NAME}</span>
        </div>
      </div>
    </div>
  );
}

/** The first letter or digit of the ticker, as the app's logo fallback draws it. */
const initialOf = (ticker: string) => /[\p{L}\p{N}]/u.exec(ticker.normalize('NFKC'))?.[0]?.toUpperCase() ?? '?';

function Logo({ src, ticker }: { src: string | null; ticker: string }) {
  const box = { width: 168, height: 168, borderRadius: 84, flexShrink: 0 } as const;
  if (src) return <img src={src} alt="" width={168} height={168} style={{ ...box, objectFit: 'cover' }} />;
  return (
    <div
      style={{
        ...box,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        backgroundColor: COLORS.raised,
        color: COLORS.muted,
        fontSize: 88,
        fontWeight: 700,
      }}
    >
      {initialOf(ticker)}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', marginRight: 72 }}>
      <span style={{ fontSize: 28, color: COLORS.muted }}>{label}</span>
      <div style={{ display: 'flex', fontSize: 52, fontWeight: 700, marginTop: 6 }}>
        <Figure text={value} />
      </div>
    </div>
  );
}

export interface TokenCardProps {
  figures: ReturnType<typeof tokenFigures>;
  fundingProgress: number;
  /** The logo as a data URL, or null for the ticker's initial. */
  logo: string | null;
}

/** A token's preview: logo, name, ticker, price, market cap and how far its bonding curve is. */
export function TokenCard({ figures, fundingProgress, logo }: TokenCardProps) {
  const filled = Math.min(1, Math.max(0, fundingProgress));
  return (
    <Frame>
      <div style={{ display: 'flex', alignItems: 'center' }}>
        <Logo src={logo} ticker={figures.ticker} />
        <div style={{ display: 'flex', flexDirection: 'column', marginLeft: 48, flexGrow: 1, minWidth: 0 }}>
          <div
            style={{
              display: 'block',
              fontSize: 64,
              fontWeight: 700,
              lineHeight: 1.1,
              lineClamp: 2,
              overflow: 'hidden',
              wordBreak: 'break-word',
            }}
          >
            {figures.name}
          </div>
          <span style={{ fontSize: 40, color: COLORS.muted, marginTop: 10 }}>{figures.ticker}</span>
        </div>
      </div>
      <div style={{ display: 'flex', marginTop: 36 }}>
        <Stat label="Price" value={figures.price} />
        <Stat label="Market cap" value={figures.marketCap} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column', marginTop: 32 }}>
        <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: COLORS.muted }}>
          <span>{figures.graduated ? 'Graduated: trades on its Uniswap pair' : 'Bonding curve'}</span>
          <span style={{ color: COLORS.fg, fontWeight: 700 }}>{figures.progress}</span>
        </div>
        <div style={{ display: 'flex', height: 20, marginTop: 14, borderRadius: 10, backgroundColor: COLORS.raised }}>
          <div
            style={{
              display: 'flex',
              width: `${filled * 100}%`,
              height: 20,
              borderRadius: 10,
              backgroundColor: figures.graduated ? COLORS.up : COLORS.accent,
            }}
          />
        </div>
      </div>
    </Frame>
  );
}

/** The site's own preview, for pages that are not about one token. */
export function SiteCard() {
  return (
    <Frame>
      <div style={{ display: 'flex', flexDirection: 'column', marginTop: 96 }}>
        <span style={{ fontSize: 96, fontWeight: 700, color: COLORS.fg }}>{SITE_NAME}</span>
        <span style={{ fontSize: 44, color: COLORS.muted, marginTop: 24 }}>
          Discover, launch and trade bonding-curve tokens.
        </span>
      </div>
    </Frame>
  );
}
