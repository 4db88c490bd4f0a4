import { formatPrice, formatSpokenPrice } from '@/lib/format';

/**
 * A token price in ETH. Tiny prices are shown with a subscript count of zeros ("0.0₇218"), which a
 * screen reader would read as "subscript seven": it hears the plain digits instead, and the tooltip
 * gives them to anyone who does not know the notation. What shows is one piece of text with its unit:
 * a unit in a text of its own would move each time the price before it changed width (a layout shift
 * with every trade on a busy token's page).
 */
export function PriceText({ eth }: { eth: number }) {
  const shown = formatPrice(eth);
  const plain = formatSpokenPrice(eth);
  if (shown === plain) return <>{`${shown} ETH`}</>;
  return (
    <span title={`${plain} ETH`}>
      <span aria-hidden="true">{`${shown} ETH`}</span>
      <span className="sr-only">{`${plain} ETH`}</span>
    </span>
  );
}
