import { ApiProperty } from '@nestjs/swagger';
import { ErrorResponseDto } from '../../../common/dto/error-response.dto';
import { SECRET_RULE_IDS, type SecretRuleId } from '../secret-rules';

/** One credential found in a snippet about to be public. */
export class SecretFindingDto {
  @ApiProperty({ enum: SECRET_RULE_IDS, enumName: 'SecretRule', example: 'aws-access-key' })
  rule: SecretRuleId;

  @ApiProperty({ description: "The rule's name in the caller's language", example: 'AWS access key' })
  title: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null while the group is being created' })
  versionId: string | null;

  @ApiProperty({ description: "The version's place in the group, from 0", example: 0 })
  versionIndex: number;

  @ApiProperty({ example: '1.0.0' })
  versionNo: string;

  @ApiProperty({ format: 'uuid', nullable: true, type: String, description: 'Null while the snippet is being created' })
  snippetId: string | null;

  @ApiProperty({ description: "The snippet's place in its version, from 0", example: 0 })
  snippetIndex: number;

  @ApiProperty({ example: 'Upload to S3' })
  snippetDescription: string;

  @ApiProperty({ description: 'Line of the code, from 1', example: 3 })
  line: number;

  @ApiProperty({ description: 'Column of the line, from 1', example: 12 })
  column: number;

  @ApiProperty({ description: 'The line with the credential masked', example: 'const key = "AKIA********";' })
  excerpt: string;
}

/** 409 when code about to be public holds credentials: the common error shape with the findings. */
export class SecretsFoundErrorDto extends ErrorResponseDto {
  @ApiProperty({ type: [SecretFindingDto], description: 'In the order of the code (at most 50)' })
  findings: SecretFindingDto[];
}
