// The results calls of contract §9, for the public page and the admin's.
import type { DrawInput, ImportResultDto, LatestResultsDto, ResultDto } from '@shared/results';
import { api, type RequestOptions } from '../../lib/api-client';

export interface ResultsFilter {
  state?: string;
  game?: string;
  drawTime?: string;
  from?: string;
  to?: string;
  number?: string;
  box?: boolean;
  limit?: number;
}

export function resultsPath(f: ResultsFilter): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(f)) {
    if (v === undefined || v === '' || v === false) continue;
    q.set(k, v === true ? '1' : String(v));
  }
  const qs = q.toString();
  return qs ? `/api/results?${qs}` : '/api/results';
}

export const getLatestResults = (opts?: RequestOptions) => api.get<LatestResultsDto>('/api/results/latest', opts);
export const getResults = (f: ResultsFilter, opts?: RequestOptions) => api.get<ResultDto[]>(resultsPath(f), opts);

export const enterResult = (draw: DrawInput) => api.post<ResultDto>('/api/results', draw);
export const correctResult = (id: string, number: string) => api.put<ResultDto>(`/api/results/${encodeURIComponent(id)}`, { number });
export const deleteResult = (id: string) => api.delete<{ message: string }>(`/api/results/${encodeURIComponent(id)}`);

/**
 * A CSV file, checked (`preview`: counted, nothing stored) or imported. Sent as text/csv whatever
 * type the browser gave the file (Windows calls .csv an Excel file). A refused file is an ApiError
 * whose body holds `rejected`.
 */
export function importResults(file: Blob, preview: boolean) {
  return api.post<ImportResultDto>(`/api/results/import${preview ? '?preview=1' : ''}`, new Blob([file], { type: 'text/csv' }));
}

/** The lines a refused import names, read from the error's body. */
export function rejectedLines(err: unknown): ImportResultDto['rejected'] {
  const body = err instanceof Error && 'body' in err ? (err as { body: unknown }).body : null;
  const rejected = body && typeof body === 'object' ? (body as { rejected?: unknown }).rejected : null;
  return Array.isArray(rejected) ? rejected.filter((r): r is { line: number; message: string } => typeof r?.line === 'number' && typeof r?.message === 'string') : [];
}
