import type { Segment } from '@shared/news';
import { answer, client, requestOptions } from '../../../lib/api-client';

/** Whom a news e-mail to `segment` would reach now. */
export function getSegmentCount(segment: Segment, signal?: AbortSignal) {
  return answer(client.admin.segments[':segment'].$get({ param: { segment } }, requestOptions({ signal })));
}
