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

  it('needs nothing extra for a price written in plain digits anyway', () => {
    const { container } = render(<PriceText eth={1.25} />);
    expect(container).toHaveTextContent('1.25 ETH');
    expect(container.querySelector('.sr-only')).toBeNull();
  });
});
