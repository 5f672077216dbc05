import type { GroupCard } from '../../group-cards/group-card';
import type { ListedCard } from '../../group-cards/listed-cards';
import type { ListedGroupCard } from '../listing-page';
import type { SearchTerm } from '../query/search-query';
import type { ListingRepository } from '../statements/listing.repository';
import { findMatch, matchIn } from './excerpt';

/** What a listed card's stored part holds of its group's versions (GroupCard: the version shown carries its preview). */
type CardPreview = Pick<GroupCard, 'versions' | 'versionCount'>;

/**
 * A search page's cards with their excerpts (`match`, findMatch): a card's excerpt comes from its
 * preview when a line there holds every term or the preview is the whole group; the other cards'
 * groups are read once more, together and bounded (excerptSources), and searched whole. The
 * listing's service and the benchmark's statement timings (bench/statements.mjs) both run this.
 */
export async function withExcerpts(
  cards: ListedCard[],
  terms: SearchTerm[],
  repository: Pick<ListingRepository, 'excerptSources'>,
): Promise<ListedGroupCard[]> {
  if (terms.length === 0) return cards;
  const fromPreview = cards.map((card) => {
    const preview = JSON.parse(card.rest) as CardPreview;
    const { match, complete } = matchIn({ technology: card.technology, versions: preview.versions }, terms);
    return { match, final: complete || previewIsWhole(preview) };
  });
  const sources = await repository.excerptSources(cards.filter((_, i) => !fromPreview[i].final).map((card) => card.id));
  return cards.map((card, i) => {
    const source = sources.get(card.id);
    const match = source ? findMatch({ technology: card.technology, versions: source.versions }, terms) : fromPreview[i].match;
    return match ? { ...card, match } : card;
  });
}

/**
 * Whether a card's preview is the whole of what findMatch reads of its group: one published version,
 * every snippet of it in the preview, none cut. Then excerptSources would read the same text, and the
 * preview's match is the group's. buildCard cuts a card's code before anything else (and marks the
 * snippet `truncated`): a card with some code left and none truncated was not cut at all.
 */
function previewIsWhole(preview: CardPreview): boolean {
  if (preview.versionCount !== 1 || preview.versions.length !== 1) return false;
  const [{ snippets, snippetCount }] = preview.versions;
  return (
    snippets.length === snippetCount && snippets.every((snippet) => !snippet.truncated) && snippets.some((snippet) => snippet.code !== '')
  );
}
