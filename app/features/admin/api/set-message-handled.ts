import type { ContactMessageDto } from '@shared/contact';
import { api } from '../../../lib/api-client';

export function setMessageHandled(id: string, handled: boolean): Promise<ContactMessageDto> {
  return api.patch<ContactMessageDto>(`/api/contact/${encodeURIComponent(id)}`, { handled });
}
