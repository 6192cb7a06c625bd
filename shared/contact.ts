import { z } from 'zod';
import { emailField, requiredText } from './fields';

export interface ContactMessageDto {
  _id: string;
  name: string;
  email: string;
  message: string;
  createdAt: string;
}

export const CONTACT_MESSAGES = {
  sent: 'Thank you! Your message has been sent. We will get back to you soon.',
} as const;

export const contactSchema = z.object({
  name: requiredText('Full name', 100),
  email: emailField,
  message: requiredText('Message', 5000),
});
