import { getListMyOrganisationsKey, listMyOrganisations } from '@api';
import useSWR from 'swr';
import { useSession } from '@/lib/session';
import type { ForkTarget } from '../components/fork-button';

const WRITER_ROLES = new Set(['owner', 'admin', 'member']);

/**
 * The organisations the signed-in member writes in (member and up; GET /api/organisations, the Profile switcher's
 * cache entry): where a fork may go besides their own groups. Read by the group's page (out of the Index's first load).
 */
export function useForkTargets(): ForkTarget[] {
  const { isAuthenticated } = useSession();
  const query = useSWR(isAuthenticated ? getListMyOrganisationsKey() : null, () => listMyOrganisations(), { revalidateOnFocus: false });
  return (query.data ?? []).filter((organisation) => WRITER_ROLES.has(organisation.role)).map(({ slug, name }) => ({ slug, name }));
}
