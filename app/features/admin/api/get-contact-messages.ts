import type { ContactMessageDto } from '@shared/contact';
import { api } from '../../../lib/api-client';

/** Every message, or only the new (unhandled) or handled ones. */
export function getContactMessages(status?: 'new' | 'handled'): Promise<ContactMessageDto[]> {
  return api.get<ContactMessageDto[]>(status ? `/api/contact?status=${status}` : '/api/contact');
}
