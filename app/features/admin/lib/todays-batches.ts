// Logic of the admin "Today's Predictions" view (docs/app.md, "Admin pages").
import { normalizePairs } from '@shared/predictions';
import type { PairDto, PairFields, PredictionBatchDto } from '@shared/predictions';
import { formatWeekdayDay } from '../../../lib/dates';

/** "Client constants" (docs/app.md): the today view shows at most 10 alternatives per row. */
export const MAX_ALTERNATIVES_SHOWN = 10;

export type PairKind = 'predictions' | 'alternatives';

/**
 * How a current batch's day relates to today, for the admin's view of what subscribers read as
 * today's (GET /api/predictions: every batch not yet moved to the past). The original client kept
 * only the batches dated today, so after midnight a batch still shown to subscribers vanished from
 * the admin's view and could be neither edited nor deleted: the view lists them all and
 * marks those of another day.
 */
export function dayMark(batch: Pick<PredictionBatchDto, 'date'>, today: string): string | null {
  if (batch.date < today) return `From ${formatWeekdayDay(batch.date)}`;
  if (batch.date > today) return `For ${formatWeekdayDay(batch.date)}`;
  return null;
}

/** How many current batches are from earlier days (still shown to subscribers until moved). */
export function earlierCount(batches: Pick<PredictionBatchDto, 'date'>[], today: string): number {
  return batches.filter((b) => b.date < today).length;
}

/** The first `max` pairs and how many more there are. */
export function visiblePairs<P extends PairFields>(pairs: P[], max: number = MAX_ALTERNATIVES_SHOWN): { shown: P[]; hidden: number } {
  return { shown: pairs.slice(0, max), hidden: Math.max(0, pairs.length - max) };
}

/** The PUT body that deletes one pair: the rest of that list, renumbered 1..n. */
export function withoutPair(batch: PredictionBatchDto, kind: PairKind, index: number): Partial<Record<PairKind, PairFields[]>> {
  return { [kind]: normalizePairs(batch[kind].filter((_, i) => i !== index)) };
}

/** "123 - 456"; a missing half shows as a dash so a one-sided pair still reads clearly. */
export function pairLabel(pair: Pick<PairDto, 'number1' | 'number2'>): string {
  return `${pair.number1 || '–'} - ${pair.number2 || '–'}`;
}

/** The PUT body that undoes withoutPair: the list as it was before the pair went. */
export function pairsAsBefore(batch: PredictionBatchDto, kind: PairKind): Partial<Pick<PredictionBatchDto, PairKind>> {
  return { [kind]: normalizePairs(batch[kind]) };
}
