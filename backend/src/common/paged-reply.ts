import type { Type } from '@nestjs/common';
import type { FastifyReply } from 'fastify';

/** One page of a listing, and how many items there are in all. */
export interface Paged<T> {
  items: T[];
  total: number;
}

/** Answers with a page's items and its total in `x-total-count` (exposed to cross-origin readers). */
export function withTotalCount<T>(reply: FastifyReply, page: Paged<T>): T[] {
  void reply.header('x-total-count', String(page.total)).header('access-control-expose-headers', 'x-total-count');
  return page.items;
}

/**
 * As withTotalCount, with `cache-control: no-cache`, so that a browser asks again for a page that may
 * have changed.
 */
export function pagedReply<T>(reply: FastifyReply, page: Paged<T>): T[] {
  void reply.header('cache-control', 'no-cache');
  return withTotalCount(reply, page);
}

/**
 * Documents a page's answer (`pagedReply`, `withTotalCount`): a list of `item`, and the `x-total-count`
 * header, whose description `counted` says what it counts.
 */
export const pageAnswer = (item: Type<unknown>, counted: string) => ({
  type: [item] as [Type<unknown>],
  headers: { 'x-total-count': { description: counted, schema: { type: 'integer' as const } } },
});
