import { z } from './zod';
import { emailField, requiredText } from './fields';

export interface ContactMessageDto {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
  /** Whether an admin marked it handled (docs/product.md, "Contact messages"). */
  handled: boolean;
  /** ISO instant it was marked handled, or null while it waits in the inbox. */
  handledAt: string | null;
}

export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
  notFound: 'Message not found.',
  deleted: 'Message deleted.',
} as const;

export const contactSchema = z.object({
  name: requiredText('Full name', 100),
  email: emailField,
  message: requiredText('Message', 5000),
});

/** `PATCH /api/contact/{id}`: mark a message handled, or back to new. */
export const contactHandleSchema = z.object({
  handled: z.boolean({ error: 'Handled must be true or false.' }),
});

/** `GET /api/contact?status=`: the inbox's filter; without it, every message. */
export const CONTACT_STATUSES = ['new', 'handled'] as const;
export const contactListQuerySchema = z.object({
  status: z.enum(CONTACT_STATUSES, { error: 'Status must be new or handled.' }).optional(),
});
