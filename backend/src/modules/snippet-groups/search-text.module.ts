import { Module } from '@nestjs/common';
import { SearchTextRepository } from './search-text.repository';

/**
 * The groups' search text on its own, a leaf module: imported by snippet groups and by technologies
 * (which SnippetGroupsModule itself imports, so technologies cannot import SnippetGroupsModule).
 */
@Module({ providers: [SearchTextRepository], exports: [SearchTextRepository] })
export class SearchTextModule {}
