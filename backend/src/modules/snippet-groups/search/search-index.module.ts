import { Module } from '@nestjs/common';
import { SearchIndexRepository } from './search-index.repository';
import { SearchIndexService } from './search-index.service';

/**
 * The groups' search rows on their own, a leaf module: imported by snippet groups and by
 * technologies (which SnippetGroupsModule itself imports, so technologies cannot import
 * SnippetGroupsModule). SearchIndexService brings the rows up to date when the server starts.
 */
@Module({ providers: [SearchIndexRepository, SearchIndexService], exports: [SearchIndexRepository] })
export class SearchIndexModule {}
