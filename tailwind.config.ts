import type { Config } from 'tailwindcss';

/**
 * Launchdeck's design tokens, loaded from src/styles.css with `@config`. Dark first: one deep neutral
 * scale, one violet accent, green/red only for up/down so that colour keeps its trading meaning.
 * Every text colour below measures ≥ 6:1 against `bg`, `surface` and `raised` (WCAG AA is 4.5:1).
 *
 * Usage: `bg-bg`, `bg-surface`, `bg-raised`, `border-line`, `text-fg`, `text-muted`, `text-accent`,
 * `bg-accent text-accent-fg`, `text-up`, `text-down`, `text-warn`, `font-sans`, `font-mono`.
 */
export default {
  theme: {
    extend: {
      colors: {
        /** Page background. */
        bg: '#0a0c10',
        /** Cards, header, panels. */
        surface: '#11151b',
        /** Inputs, hovered rows, elements above a surface. */
        raised: '#1a2029',
        /** Hairlines and dividers (decorative, not text). */
        line: '#2a323e',
        'line-strong': '#3a4452',
        /** Body text: 16:1 on bg. */
        fg: '#e7eaee',
        /** Secondary text: 7.6:1 on bg, 6.4:1 on raised. */
        muted: '#98a2b3',
        accent: {
          DEFAULT: '#a594ff',
          strong: '#bcb0ff',
          /** Text on an accent background: 7.7:1. */
          fg: '#0a0c10',
        },
        /** Price up / buys: 11:1 on bg. */
        up: '#3ddc97',
        /** Price down / sells: 7:1 on bg. */
        down: '#ff6b6b',
        /** Warnings (look-alike tickers, risky links): 12:1 on bg. */
        warn: '#f5c451',
      },
      fontFamily: {
        // The metric-matched fallback (see styles.css) keeps text from shifting when Inter arrives.
        sans: ['"Inter Variable"', '"Inter Fallback"', 'ui-sans-serif', 'system-ui', 'sans-serif'],
        mono: ['ui-monospace', 'SFMono-Regular', 'Menlo', 'Consolas', '"Liberation Mono"', 'monospace'],
      },
      maxWidth: {
        page: '80rem',
      },
    },
  },
} satisfies Config;
