// The results calls (docs/api.md, "Official results"), for the public page and the admin's.
import type { DrawInput, ImportResultDto } from '@shared/results';
import type { ColumnMap } from '@shared/results-layout';
import type { ResultsFilter } from '@shared/results-schemas';
import { answer, client, queryOf, requestOptions, type RequestOptions } from './api-client';

export const getLatestResults = (opts: RequestOptions = {}) => answer(client.results.latest.$get(undefined, requestOptions(opts)));
export const getResults = (f: ResultsFilter, opts: RequestOptions = {}) => answer(client.results.$get({ query: queryOf(f) }, requestOptions(opts)));

const byId = client.results[':id'];
const param = (id: string) => ({ id: encodeURIComponent(id) });

export const enterResult = (draw: DrawInput) => answer(client.results.$post({ json: draw }));
export const correctResult = (id: string, number: string) => answer(byId.$put({ param: param(id), json: { number } }));
export const deleteResult = (id: string) => answer(byId.$delete({ param: param(id) }));

export interface ImportRequest {
  /** Count everything, store nothing (the form's preview). */
  dryRun?: boolean;
  /** 'valid': store the valid lines and list the others (offered after a strict import was refused). */
  mode?: 'all' | 'valid';
  /** What the file does not say (docs/product.md, "Importing results files"). */
  state?: string;
  game?: string;
  drawTime?: string;
  /** The admin's column mapping. */
  map?: ColumnMap;
  /** The chosen file's name, for the activity log. */
  fileName?: string;
}

/**
 * A results file, checked (`dryRun`: counted, nothing stored) or imported. The route takes the
 * file's bytes as they are, so the body goes through the call's init; it is sent as text/csv
 * whatever type the browser gave the file (Windows calls .csv an Excel file). A refused file is
 * an ApiError whose body holds `rejected`, or only `message` when the file as a whole cannot be read.
 */
export function importResults(file: Blob, req: ImportRequest = {}) {
  const query = queryOf({
    dryRun: req.dryRun,
    mode: req.mode === 'valid' ? 'valid' : undefined,
    state: req.state,
    game: req.game,
    drawTime: req.drawTime,
    map: req.map && JSON.stringify(req.map),
    file: req.fileName,
  });
  return answer(client.results.import.$post({ query }, { headers: { 'Content-Type': 'text/csv' }, init: { body: file } }));
}

/** The lines a refused import names, read from the error's body. */
export function rejectedLines(err: unknown): ImportResultDto['rejected'] {
  const body = err instanceof Error && 'body' in err ? (err as { body: unknown }).body : null;
  const rejected = body && typeof body === 'object' ? (body as { rejected?: unknown }).rejected : null;
  return Array.isArray(rejected) ? rejected.filter((r): r is { line: number; message: string } => typeof r?.line === 'number' && typeof r?.message === 'string') : [];
}
