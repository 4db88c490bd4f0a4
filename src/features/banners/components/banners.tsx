import { FeaturedBanner } from './featured-banner';
import { KingOfTheHillBanner } from './king-of-the-hill-banner';

/** The two banners above discovery, side by side on wide screens. */
export function Banners() {
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <FeaturedBanner />
      <KingOfTheHillBanner />
    </div>
  );
}
