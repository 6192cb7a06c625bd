// GET /api/play-types (anyone): the states' play types, stakes, $1 prizes and add-ons, each table
// with its source and the date it was read (docs/api.md, "Play types"). The table is data shipped
// with the code (shared/play-types.ts): one answer, built once.
import { Hono } from 'hono';
import { playTypesDto, type PlayTypesDto } from '@shared/play-types';

export function playTypesRoutes() {
  const body: PlayTypesDto = playTypesDto();
  return new Hono().get('/', (c) => c.json(body));
}
