import { notFound } from '../../common/errors';
import { oneLine, orNotFound, type PageMeta, SITE_NAME } from '../discover/page-meta';
import type { OrganisationsService } from './organisations.service';

/**
 * The meta of an organisation's page (`/o/<slug>`) as an anonymous visitor sees it: its name and
 * description (an unknown slug is not found); undefined for any other path.
 */
export async function organisationMetaFor(path: string, organisations: OrganisationsService): Promise<PageMeta | undefined> {
  const match = /^\/o\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  // A slug is letters, digits and hyphens: anything else (escaped or not) names no organisation.
  const slug = /^[A-Za-z0-9-]{1,40}$/.test(match[1]) ? match[1] : '';
  return orNotFound(path, async () => {
    if (!slug) throw notFound('organisations.notFound');
    const organisation = await organisations.publicPage(slug);
    const about = organisation.description || `Code snippet groups of ${organisation.name} on ${SITE_NAME}`;
    return {
      title: `${organisation.name} · ${SITE_NAME}`,
      description: oneLine(about),
      path: `/o/${encodeURIComponent(organisation.slug)}`,
      type: 'profile',
    };
  });
}
