// The plans on sale (GET /api/plans, docs/product.md "Plans"), as the operator set them in the
// console: asked once per page load and shared by every page that shows a plan or a price. Until
// they come nothing is priced; a plan the list does not hold (retired since) is named by its id.
import type { PlanDto } from '@shared/plan-words';
import { getPublic } from './api-fetch';
import { askedOnce } from './asked-once';

const useAnswer = askedOnce(() => getPublic<PlanDto[]>('/plans'));

/** The plans on sale in their order; undefined while asked, null when they could not be had (offline). */
export function usePlans(): PlanDto[] | null | undefined {
  return useAnswer();
}

/** The plan of this id among those on sale; undefined for another. */
export function planOf(plans: PlanDto[] | null | undefined, id: string | null | undefined): PlanDto | undefined {
  return plans?.find((p) => p.id === id);
}

/** A plan's name for a page: its name while on sale, else its id. */
export function planLabel(plans: PlanDto[] | null | undefined, id: string): string {
  return planOf(plans, id)?.name ?? id;
}
