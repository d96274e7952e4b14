import { describe, expect, it } from 'vitest';
import { errorStatusesOf } from './openapi';

describe('the OpenAPI document', () => {
  it('derives the error answers from the facts of a route and what it declares', () => {
    expect(errorStatusesOf({ method: 'GET', url: '/api/games-list', secured: false, refusals: [] })).toEqual([
      400, 500, 503,
    ]);
    expect(
      errorStatusesOf({
        method: 'POST',
        url: '/api/admin/games/:id/archive',
        secured: true,
        refusals: [409],
      }),
    ).toEqual([400, 403, 404, 409, 413, 414, 415, 500, 503]);
    expect(errorStatusesOf({ method: 'POST', url: '/api/login', secured: false, refusals: [429] })).toEqual([
      400, 413, 415, 429, 500, 503,
    ]);
  });
});
