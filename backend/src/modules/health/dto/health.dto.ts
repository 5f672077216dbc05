import { ApiProperty } from '@nestjs/swagger';

export class HealthCheckDto {
  @ApiProperty({ enum: ['up', 'down'] })
  status: 'up' | 'down';

  @ApiProperty({ example: 'pglite' })
  detail: string;
}

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'error'] })
  status: 'ok' | 'error';

  @ApiProperty({ type: HealthCheckDto })
  database: HealthCheckDto;

  @ApiProperty({ type: HealthCheckDto })
  identity: HealthCheckDto;
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok'] })
  status: 'ok';
}
