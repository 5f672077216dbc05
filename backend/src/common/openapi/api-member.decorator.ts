import { applyDecorators } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import { ApiErrors } from './api-errors.decorator';

/**
 * Documents calls made by members (on a controller, or on one handler of a controller that is not):
 * the bearer token, and the 400 and 401 answers. The global auth guard enforces the token; `@Public()`
 * opens a route.
 */
export const ApiMember = (): MethodDecorator & ClassDecorator => applyDecorators(ApiBearerAuth(), ApiErrors(400, 401));
