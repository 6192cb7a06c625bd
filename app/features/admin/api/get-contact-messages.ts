import type { ContactMessageDto } from '../../../../api/features/contact/contact.types';
import { api } from '../../../lib/api-client';

export function getContactMessages(): Promise<ContactMessageDto[]> {
  return api.get<ContactMessageDto[]>('/api/contact');
}
