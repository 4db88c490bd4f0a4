import { createFileRoute } from '@tanstack/react-router';
import { AuctionPage } from '@/features/auction/components/auction-page';
import { useDocumentTitle } from '@/lib/use-document-title';

/** The featured-token auction. Its component is split off by the router plugin: `/` never loads it. */
export const Route = createFileRoute('/auction')({
  component: AuctionRoute,
});

function AuctionRoute() {
  useDocumentTitle('Featured auction');
  return <AuctionPage />;
}
