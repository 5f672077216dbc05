import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { useMember } from '@/features/discover/api/members';
import { MemberHeader } from '@/features/discover/components/member-header';
import { useListing, useMemberPinsListing } from '@/features/listing/api/get-listing';
import { AddressPagedGroups, ListedGroups } from '@/features/listing/components/listed-groups';
import { useListingParams } from '@/features/listing/hooks/use-listing-params';
import { SortMode } from '@/features/listing/lib/listing-query';
import { PinOrder } from '@/features/pins/components/pin-order';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useCurrentUser } from '@/lib/session';
import { LoadedPage } from './loaded-page';

/** A member's page (/u/<username>): photo, follower counts, follow button, their pinned groups (on their own page: their order, changed there), then their public groups, newest first. */
export default function MemberRoute() {
  const { username = '' } = useParams();
  const { t } = useTranslation('discover');
  const page = useMember(username);
  const { params } = useListingParams();
  // The listing's `user:` qualifier: the member's public groups.
  const list = useListing({ q: `user:${username}`, sort: SortMode.RECENT, techID: null, page: params.page }, !!page.member);
  const pins = useMemberPinsListing(username, !!page.member);
  const { user } = useCurrentUser();
  const own = !!user && user.username.toLowerCase() === username.toLowerCase();
  useDocumentTitle(page.member?.username);

  return (
    <LoadedPage page={{ ...page, data: page.member }}>
      {(member) => (
        <div className="ss-page ss-stack" data-testid="member-page">
          <MemberHeader member={member} memberKey={page.key} />
          {pins.groups.length > 0 && (
            <div data-testid="member-pins">
              <ListedGroups
                list={pins}
                page={1}
                onPageChange={() => undefined}
                title={t('organise:pins.title')}
                headingId="ss-pins-title"
              />
              {own && <PinOrder username={member.username} shown={pins.groups} />}
            </div>
          )}
          <AddressPagedGroups
            list={list}
            title={t('member.groups', { name: member.username })}
            empty={t('member.empty', { name: member.username })}
          />
        </div>
      )}
    </LoadedPage>
  );
}
