import { Skeleton } from 'antd';

/** A card-shaped placeholder while the first page loads. */
export function ListingCardSkeleton() {
  return (
    <div className="ss-listing-card ss-listing-card--skeleton" data-testid="group-skeleton" aria-hidden="true">
      <Skeleton avatar={{ shape: 'square', size: 36 }} active title={{ width: '40%' }} paragraph={{ rows: 1, width: '60%' }} />
      <Skeleton.Node active className="ss-listing-card__skeleton-code">
        <span />
      </Skeleton.Node>
    </div>
  );
}
