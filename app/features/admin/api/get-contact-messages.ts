import type { ContactMessageDto } from '@shared/contact';
import { api } from '../../../lib/api-client';

export function getContactMessages(): Promise<ContactMessageDto[]> {
  return api.get<ContactMessageDto[]>('/api/contact');
}
