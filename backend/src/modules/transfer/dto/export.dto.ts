import { IsOneOf, IsText, ValidateId } from '../../../common/validation/decorators';
import { ORGANISATION_SLUG_REFERENCE } from '../../organisations/organisations.limits';

export const EXPORT_FORMATS = ['snipstack', 'vscode', 'files'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export class ExportQueryDto {
  @IsOneOf(
    { enum: EXPORT_FORMATS, enumName: 'ExportFormat' },
    {
      description:
        '`snipstack`: the Snipstack archive (JSON, every field; import it back with POST /api/transfer/import). ' +
        '`vscode`: VS Code `.code-snippets` (JSON for one technology, a ZIP of one file per technology otherwise). ' +
        '`files`: a ZIP of plain files, one folder per group and version.',
    },
  )
  format: ExportFormat;

  @ValidateId({ optional: true, description: 'Only this group of the caller' })
  groupId?: string;

  @ValidateId({ optional: true, description: "Only the caller's groups of this technology" })
  technologyId?: string;

  @IsText({
    optional: true,
    pattern: ORGANISATION_SLUG_REFERENCE,
    description:
      "The slug of an organisation where the caller is admin or owner: its groups (those its members' listing shows the caller) " +
      "instead of the caller's; `groupId` and `technologyId` then choose among them",
    example: 'acme-web',
  })
  organisation?: string;
}
