import { Module } from '@nestjs/common';
import { RedisService } from './redis.service';

/** This instance's Redis connections (REDIS_URL), shared by the rate limits and the listing cache: a leaf module. */
@Module({ providers: [RedisService], exports: [RedisService] })
export class RedisModule {}
