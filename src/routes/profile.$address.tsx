import { z } from '@interface/zod';
import { createFileRoute } from '@tanstack/react-router';
import { ProfileMissingPage } from '@/features/profile/components/profile-missing-page';
import { ProfilePage } from '@/features/profile/components/profile-page';
import { parseProfileAddress, profileTabs } from '@/features/profile/lib/profile-address';
import { shortAddress } from '@/lib/format';
import { lenientParam } from '@/lib/lenient-param';
import { useDocumentTitle } from '@/lib/use-document-title';

const searchSchema = z.object({ tab: lenientParam(z.enum(profileTabs)) });

/**
 * Any address's profile: what it holds, what it launched, what it traded, read from the chain. Its
 * component is split off by the router plugin: `/` never loads it.
 */
export const Route = createFileRoute('/profile/$address')({
  validateSearch: searchSchema,
  component: ProfileRoute,
});

function ProfileRoute() {
  const { address: raw } = Route.useParams();
  const { tab = 'holdings' } = Route.useSearch();
  const address = parseProfileAddress(raw);
  useDocumentTitle(address ? `Profile ${shortAddress(address)}` : 'Not an address');
  if (!address) return <ProfileMissingPage address={raw} />;
  // Keyed: another address is another page, with its own paging.
  return <ProfilePage key={address} address={address} tab={tab} />;
}
