import type { Segment } from '@shared/news';
import { answer, client } from '../../../lib/api-client';

/** Whom a news e-mail to `segment` would reach now. */
export function getSegmentCount(segment: Segment) {
  return answer(client.admin.segments[':segment'].$get({ param: { segment } }));
}
