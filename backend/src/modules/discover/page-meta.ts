import { HttpException } from '@nestjs/common';
import type { SnippetGroupDto } from '../snippet-groups/dto/snippet-group.dto';
import type { DiscoverService } from './discover.service';
import { isUuid } from '../snippet-groups/snippet-groups.repository';

export const SITE_NAME = 'Snipstack';

/** What the server writes into index.html for a page with an address (for crawlers and chat apps' link previews). */
export interface PageMeta {
  title: string;
  description: string;
  /** The page's path: the canonical URL is the site's origin and this path. */
  path: string;
  type: 'website' | 'article' | 'profile';
  /** Path or URL of a picture (the technology's icon, the member's photo); none when empty. */
  image?: string;
  /** A missing, private or hidden page: answered 404, kept out of search engines. */
  notFound?: boolean;
}

const DESCRIPTION_MAX = 300;

/** One line of at most `max` characters: whitespace runs become one space, a cut ends with an ellipsis. */
export function oneLine(text: string, max = DESCRIPTION_MAX): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

/** The group's title as every page shows it: its own, or "<technology> snippets by <owner>". */
export function groupTitle(group: SnippetGroupDto): string {
  return group.title || `${group.technology.name} snippets by ${group.owner.username}`;
}

/** A group's preview: its description, then its first snippet (description and the start of its code). */
function groupDescription(group: SnippetGroupDto): string {
  const first = group.versions.flatMap((version) => version.snippets)[0];
  const parts = [group.description, first?.description, first?.code].filter((part): part is string => !!part?.trim());
  return oneLine(parts.join(' — ') || `${group.technology.name} code snippets on ${SITE_NAME}`);
}

const NOT_FOUND: Omit<PageMeta, 'path'> = {
  title: `Page not found · ${SITE_NAME}`,
  description: 'This page does not exist, or it is private.',
  type: 'website',
  notFound: true,
};

/** A page that is not there (404) gives the not-found meta; any other failure is the caller's. */
export async function orNotFound(path: string, read: () => Promise<PageMeta>): Promise<PageMeta> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof HttpException && [400, 404].includes(error.getStatus())) return { ...NOT_FOUND, path };
    throw error;
  }
}

/**
 * The meta of a page with an address (`/g/<id>`, `/t/<slug>`, `/u/<username>`) as an anonymous
 * visitor sees it (a private or hidden group is not found), or undefined for any other path.
 */
export async function pageMetaFor(path: string, discover: DiscoverService): Promise<PageMeta | undefined> {
  const tag = /^\/tags\/([^/]+)\/?$/.exec(path);
  if (tag) {
    // A tag page is there for any well-formed tag (its groups may come later); anything else is not found.
    if (!/^[a-z0-9-]{1,30}$/.test(tag[1])) return { ...NOT_FOUND, path };
    return {
      title: `#${tag[1]} snippets · ${SITE_NAME}`,
      description: `The most upvoted and newest public code snippet groups tagged "${tag[1]}" on ${SITE_NAME}.`,
      path: `/tags/${tag[1]}`,
      type: 'website',
    };
  }
  const match = /^\/([gtu])\/([^/]+)\/?$/.exec(path);
  if (!match) return undefined;
  const [, kind, raw] = match;
  let key: string;
  try {
    key = decodeURIComponent(raw);
  } catch {
    return { ...NOT_FOUND, path };
  }
  const canonical = `/${kind}/${encodeURIComponent(key)}`;
  if (kind === 'g') {
    if (!isUuid(key)) return { ...NOT_FOUND, path };
    return orNotFound(path, async () => {
      const group = await discover.group(key, undefined);
      return {
        title: `${groupTitle(group)} · ${SITE_NAME}`,
        description: groupDescription(group),
        path: `/g/${group.id}`,
        type: 'article',
        image: group.technology.imageURL,
      };
    });
  }
  if (kind === 't') {
    return orNotFound(path, async () => {
      const technology = await discover.technology(key);
      return {
        title: `${technology.name} snippets · ${SITE_NAME}`,
        description: oneLine(`The most upvoted and newest ${technology.name} code snippets on ${SITE_NAME}. ${technology.use}`),
        path: `/t/${technology.slug}`,
        type: 'website',
        image: technology.imageURL,
      };
    });
  }
  return orNotFound(canonical, async () => {
    const member = await discover.member(key, undefined);
    return {
      title: `${member.username} · ${SITE_NAME}`,
      description: `Code snippets shared by ${member.username} on ${SITE_NAME}: ${member.followers} followers.`,
      path: `/u/${encodeURIComponent(member.username)}`,
      type: 'profile',
      image: member.imageUrl,
    };
  });
}

/** Text for an HTML attribute or element: every character HTML gives a meaning to is escaped. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'`]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function absolute(origin: string, pathOrUrl: string): string {
  return /^https?:\/\//i.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

/**
 * index.html with the page's title, description, canonical URL, Open Graph and Twitter card tags
 * (every value escaped); the built page's own <title> and description are replaced.
 */
export function injectMeta(html: string, meta: PageMeta, origin: string): string {
  const url = absolute(origin, meta.path);
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:site_name', SITE_NAME],
    ['property', 'og:type', meta.type],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['property', 'og:url', url],
    ['name', 'twitter:card', 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (meta.image) {
    tags.push(['property', 'og:image', absolute(origin, meta.image)], ['name', 'twitter:image', absolute(origin, meta.image)]);
  }
  if (meta.notFound) tags.push(['name', 'robots', 'noindex']);
  const head = [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...(meta.notFound ? [] : [`<link rel="canonical" href="${escapeHtml(url)}" />`]),
    ...tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${escapeHtml(content)}" />`),
  ].join('\n    ');
  return html
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '')
    .replace('</head>', `    ${head}\n  </head>`);
}

/** The sitemap (https://www.sitemaps.org/protocol.html) of the listed groups, official technologies and members with a listed group. */
export function sitemapXml(origin: string, entries: Awaited<ReturnType<DiscoverService['sitemap']>>): string {
  const url = (path: string, lastmod?: Date) =>
    `  <url><loc>${escapeHtml(absolute(origin, path))}</loc>${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url('/'),
    ...entries.technologies.map((slug) => url(`/t/${encodeURIComponent(slug)}`)),
    ...entries.groups.map((group) => url(`/g/${group.id}`, group.updatedAt)),
    ...entries.members.map((username) => url(`/u/${encodeURIComponent(username)}`)),
    ...entries.organisations.map((slug) => url(`/o/${encodeURIComponent(slug)}`)),
    ...entries.tags.map((tag) => url(`/tags/${tag}`)),
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: everything but the API, the member-only screens, share links, raw code and embeds, and where the sitemap is. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Disallow: /api/',
    'Disallow: /profile',
    'Disallow: /config',
    'Disallow: /admin',
    'Disallow: /s/',
    'Disallow: /raw/',
    'Disallow: /embed/',
    'Allow: /',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
