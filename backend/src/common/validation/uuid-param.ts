import { Param, ParseUUIDPipe } from '@nestjs/common';
import { badRequest } from '../errors';

/** A route parameter that must be a UUID: 400 with a translated message otherwise. */
export const UuidParam = (name: string) =>
  Param(name, new ParseUUIDPipe({ exceptionFactory: () => badRequest('validation.uuid', { field: name }) }));
