import { z } from 'zod';
import { emailField, passwordField, subscriptionEndField, usernameField } from '../../lib/fields';
import { ROLES } from './users.types';

export const USER_MESSAGES = {
  needEndDate: 'Please select a subscription end date.',
  endInPast: 'The subscription end date must be in the future.',
  lastAdmin: 'At least one admin must remain.',
  notFound: 'User not found.',
  created: 'User created successfully.',
  deleted: 'User deleted successfully.',
} as const;

const roleField = z.enum(ROLES, { error: 'Role must be customer, subscriber or admin.' });

export const roleChangeSchema = z.object({
  role: roleField,
  subscriptionExpiresAt: z.union([subscriptionEndField('Subscription end'), z.literal(''), z.null()]).optional(),
});

export const manualUserSchema = z.object({
  username: usernameField,
  email: emailField,
  password: passwordField(),
  role: roleField.optional().default('customer'),
  subscriptionEnd: z.union([subscriptionEndField('Subscription end'), z.literal(''), z.null()]).optional(),
});
