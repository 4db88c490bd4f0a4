import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PriceText } from './price-text';

describe('PriceText', () => {
  it('shows a tiny price with subscript zeros, and gives its plain digits to screen readers and the tooltip', () => {
    const { container } = render(<PriceText eth={0.0000000218} />);
    const visible = container.querySelector('[aria-hidden="true"]');
    expect(visible).toHaveTextContent('0.0₇218');
    expect(container.querySelector('.sr-only')).toHaveTextContent('0.0000000218');
    expect(container.firstElementChild).toHaveAttribute('title', '0.0000000218 ETH');
  });

  it('shows the price and its unit as one text, so that a longer price moves no text of its own', () => {
    const tiny = render(<PriceText eth={0.0000000218} />).container.querySelector('[aria-hidden="true"]')!;
    expect([...tiny.childNodes].map((node) => node.textContent)).toEqual(['0.0₇218 ETH']);
    const plain = render(<PriceText eth={1.25} />).container;
    expect([...plain.childNodes].map((node) => node.textContent)).toEqual(['1.25 ETH']);
  });

  it('needs nothing extra for a price written in plain digits anyway', () => {
    const { container } = render(<PriceText eth={1.25} />);
    expect(container).toHaveTextContent('1.25 ETH');
    expect(container.querySelector('.sr-only')).toBeNull();
  });
});
