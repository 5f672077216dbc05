import { ApiProperty } from '@nestjs/swagger';
import { IsOneOf, IsText } from '../../../common/validation/decorators';
import { ORGANISATION_SLUG_REFERENCE } from '../../organisations/organisations.limits';
import { IMPORT_FORMATS, type ImportFormat } from '../formats/import-formats';

const FLAG = ['true', 'false'] as const;

export class ImportQueryDto {
  @IsOneOf(
    { enum: FLAG, enumName: 'QueryFlag' },
    { optional: true, description: 'Leave out groups equal to one the caller has (default true)' },
  )
  skipDuplicates?: (typeof FLAG)[number];

  @IsOneOf(
    { enum: FLAG, enumName: 'QueryFlag' },
    {
      optional: true,
      description: 'Keep the public groups of a Snipstack archive public (default false: every imported group is private)',
    },
  )
  keepVisibility?: (typeof FLAG)[number];

  @IsText({
    optional: true,
    pattern: ORGANISATION_SLUG_REFERENCE,
    description:
      'The slug of an organisation where the caller is admin or owner: the groups are created in it (public ones kept public stay ' +
      'public, the others are read by its members), and duplicates are those of its groups',
    example: 'acme-web',
  })
  organisation?: string;
}

export class ImportItemDto {
  @ApiProperty({ description: "What the file calls it (a gist's description, a snippet's title...)" })
  title: string;

  @ApiProperty({ nullable: true, type: String, description: 'The technology it goes to (null when none fits)' })
  technology: string | null;

  @ApiProperty()
  versions: number;

  @ApiProperty()
  snippets: number;

  @ApiProperty({ enum: ['create', 'duplicate', 'refused'], description: '`duplicate`: equal to a group the caller has (skipped)' })
  status: 'create' | 'duplicate' | 'refused';

  @ApiProperty({ required: false, description: 'Why it is refused or skipped, in the language of the call' })
  reason?: string;

  @ApiProperty({ required: false, format: 'uuid', description: 'The group created (import only)' })
  groupId?: string;
}

export class ImportReportDto {
  @ApiProperty({ enum: IMPORT_FORMATS, enumName: 'ImportFormat' })
  format: ImportFormat;

  @ApiProperty({ type: [ImportItemDto] })
  groups: ImportItemDto[];

  @ApiProperty({ type: [String], description: 'Custom technologies of the file that will be (or were) created' })
  customTechnologies: string[];

  @ApiProperty({ description: 'Groups created (or, for a preview, to be created)' })
  created: number;

  @ApiProperty()
  duplicates: number;

  @ApiProperty()
  refused: number;
}
