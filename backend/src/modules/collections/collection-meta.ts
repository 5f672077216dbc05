import { HttpException } from '@nestjs/common';
import { oneLine, type PageMeta, SITE_NAME } from '../discover/page-meta';
import { isUuid } from '../snippet-groups/snippet-groups.repository';
import type { CollectionsService } from './collections.service';

/**
 * The meta of a collection's page (`/c/<id>`) as an anonymous visitor sees it: its name, description
 * and owner (a private collection, or one of a suspended member, is not found); undefined for any other path.
 */
export async function collectionMetaFor(path: string, collections: CollectionsService): Promise<PageMeta | undefined> {
  const match = /^\/c\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  const notFound: PageMeta = {
    title: `Page not found · ${SITE_NAME}`,
    description: 'This page does not exist, or it is private.',
    type: 'website',
    notFound: true,
    path,
  };
  if (!isUuid(match[1])) return notFound;
  try {
    const collection = await collections.get(match[1], undefined);
    const about = collection.description || `A collection of ${collection.itemCount} code snippet groups by ${collection.owner.username}`;
    return {
      title: `${collection.name} · ${SITE_NAME}`,
      description: oneLine(about),
      path: `/c/${collection.id}`,
      type: 'website',
    };
  } catch (error) {
    if (error instanceof HttpException && [400, 404].includes(error.getStatus())) return notFound;
    throw error;
  }
}
