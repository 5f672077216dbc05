import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';

export class FirebaseClientConfigDto {
  @ApiProperty({ example: 'demo-api-key' })
  apiKey: string;

  @ApiProperty({ example: 'demo-snippets.firebaseapp.com' })
  authDomain: string;

  @ApiProperty({ example: 'demo-snippets' })
  projectId: string;

  @ApiPropertyOptional({ description: 'Auth emulator URL when the emulator stands in for Firebase', example: 'http://127.0.0.1:9099' })
  emulatorUrl?: string;
}

/** Runtime configuration of the web app, so one build serves every environment. */
export class ClientConfigDto {
  @ApiProperty({ enum: ['firebase', 'builtin'], enumName: 'AuthProvider', description: 'Who signs members in (AUTH_PROVIDER)' })
  authProvider: 'firebase' | 'builtin';

  @ApiProperty({ type: FirebaseClientConfigDto })
  firebase: FirebaseClientConfigDto;
}
