import { logoPath } from '../launch/logos';
import type { HostileKind } from './names';

/**
 * Logo URLs a hostile launcher would submit. WHY only some: the others keep a real logo, so the
 * list shows both the fallback placeholder and hostile text next to normal images.
 */
const HOSTILE_IMAGES: Partial<Record<HostileKind, string>> = {
  'script-tag': 'javascript:alert(1)',
  'html-attribute': 'data:text/html,<script>alert(1)</script>',
  'unsafe-links': 'https://tracker.invalid/pixel.gif',
  'long-name': 'http://insecure.invalid/logo.png',
};

export const hostileImageUrl = (kind: HostileKind, address: string): string =>
  HOSTILE_IMAGES[kind] ?? logoPath(address);
