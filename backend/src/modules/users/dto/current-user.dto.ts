import { ApiProperty } from '@nestjs/swagger';

export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' })
  id: string;

  @ApiProperty({ example: 'ada@example.com' })
  email: string;

  @ApiProperty({ example: 'ada.lovelace' })
  username: string;

  @ApiProperty({ description: 'Photo URL with a timestamp against caching; empty when there is none', example: '' })
  imageUrl: string;

  @ApiProperty({ enum: ['user', 'moderator', 'admin'], enumName: 'UserRole' })
  role: 'user' | 'moderator' | 'admin';

  @ApiProperty({ type: [String], description: 'Ids of the members this member follows' })
  following: string[];
}
