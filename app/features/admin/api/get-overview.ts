import type { OverviewDto } from '@shared/admin';
import { api } from '../../../lib/api-client';

export function getOverview(): Promise<OverviewDto> {
  return api.get<OverviewDto>('/api/admin/overview');
}
