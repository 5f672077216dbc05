import { ApiProperty } from '@nestjs/swagger';

export class TechnologyDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'TypeScript' })
  name: string;

  @ApiProperty({ description: "The address of an official technology's page: /t/<slug>", example: 'typescript' })
  slug: string;

  @ApiProperty({ description: 'How the technology is used', example: 'JavaScript with static types' })
  use: string;

  @ApiProperty({ description: 'Icon URL; empty for custom technologies', example: '/static/tech-icons/typescript.svg' })
  imageURL: string;

  @ApiProperty({ description: 'Editor and highlighter language', example: 'typescript' })
  language: string;

  @ApiProperty()
  isCustom: boolean;
}
