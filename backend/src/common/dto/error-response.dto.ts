import { ApiProperty } from '@nestjs/swagger';

/** The one error shape of the API; `message` is in the caller's Accept-Language. */
export class ErrorResponseDto {
  @ApiProperty({ example: 404 })
  statusCode: number;

  @ApiProperty({ example: 'Not found' })
  message: string;

  @ApiProperty({ example: 'Not Found' })
  error: string;
}
