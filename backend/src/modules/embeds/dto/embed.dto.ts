import { IsOneOf, ValidateId } from '../../../common/validation/decorators';
import { EMBED_THEMES, type EmbedTheme } from '../embed-page';

export class RawSnippetParams {
  @ValidateId({ description: 'The snippets group (public)' })
  groupId: string;

  @ValidateId({ description: 'A version of the group' })
  versionId: string;

  @ValidateId({ description: 'A snippet of the version' })
  snippetId: string;
}

export class EmbedParams {
  @ValidateId({ description: 'The snippets group (public)' })
  groupId: string;

  @ValidateId({ description: 'A version of the group' })
  versionId: string;
}

export class EmbedQueryDto {
  @IsOneOf({ enum: EMBED_THEMES, enumName: 'EmbedTheme' }, { optional: true, default: 'light', description: 'Colours of the page' })
  theme?: EmbedTheme;
}
