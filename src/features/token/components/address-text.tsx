import { explorerLink } from '@/lib/explorer';
import { shortAddress } from '@/lib/format';

/** An address, short on screen and whole in the title, linked to the explorer when one is configured. */
export function AddressText({ address }: { address: string }) {
  const href = explorerLink('address', address);
  const text = <span className="font-mono">{shortAddress(address)}</span>;
  return href ? (
    <a href={href} target="_blank" rel="noopener noreferrer" title={address} className="hover:text-fg hover:underline">
      {text}
    </a>
  ) : (
    <span title={address}>{text}</span>
  );
}
