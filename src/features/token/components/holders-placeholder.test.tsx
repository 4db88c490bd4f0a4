import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HoldersPlaceholder } from './holders-placeholder';

/** The placeholder's rows: one skeleton line each, in the list's box. */
const rows = (container: HTMLElement) => container.querySelectorAll('.max-h-72 > div').length;

describe('HoldersPlaceholder', () => {
  it('holds a row for each holder the service counts and the curve’s, as the list will', () => {
    const { container } = render(<HoldersPlaceholder note="Reading the holders from the chain…" holders={2} />);
    expect(rows(container)).toBe(3);
    expect(screen.getByRole('status')).toHaveTextContent('Reading the holders from the chain…');
  });

  it('holds no more rows than the list shows before it scrolls', () => {
    const { container } = render(<HoldersPlaceholder note="…" holders={1_500} />);
    expect(rows(container)).toBe(9);
  });
});
