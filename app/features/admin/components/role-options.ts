import type { Role } from '@shared/users';

/** The role choices in the order the spec lists them (Customer, Subscriber, Admin). */
export const ROLE_OPTIONS: ReadonlyArray<{ value: Role; label: string }> = [
  { value: 'customer', label: 'Customer' },
  { value: 'subscriber', label: 'Subscriber' },
  { value: 'admin', label: 'Admin' },
];
