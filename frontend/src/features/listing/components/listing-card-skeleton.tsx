import '@/components/ui/kit.css';

/** A card-shaped placeholder while the first page loads (antd Skeleton's look: a square, two lines, a code block). */
export function ListingCardSkeleton() {
  return (
    <div className="ss-listing-card ss-listing-card--skeleton" data-testid="group-skeleton" aria-hidden="true">
      <div className="ss-listing-card__skeleton-head">
        <span className="ss-skeleton-block ss-listing-card__skeleton-avatar" />
        <div className="ss-listing-card__skeleton-lines">
          <span className="ss-skeleton-block" style={{ width: '40%' }} />
          <span className="ss-skeleton-block" style={{ width: '60%' }} />
        </div>
      </div>
      <span className="ss-skeleton-block ss-listing-card__skeleton-code" />
    </div>
  );
}
