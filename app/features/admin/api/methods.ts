// The console's lab and publishing schedule (docs/api.md, "Methods, the lab and the schedule").
import type { MethodId } from '@shared/method-names';
import type { ScheduleEntry } from '@shared/methods';
import { answer, client, requestOptions } from '../../../lib/api-client';

export function runLab(query: { method: MethodId; from: string; to: string; pairs: string; states?: string }) {
  return answer(client.admin.lab.$get({ query }));
}

export function getSchedule(signal?: AbortSignal) {
  return answer(client.admin.schedule.$get(undefined, requestOptions({ signal })));
}

export function setSchedule(entries: ScheduleEntry[]) {
  return answer(client.admin.schedule.$put({ json: { entries } }));
}
