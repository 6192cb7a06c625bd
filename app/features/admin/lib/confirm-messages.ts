// Questions asked before something is changed or deleted for good (docs/app.md, "Admin pages",
// gives the prediction one), in the app's own dialog (components/confirm-dialog.tsx).
import type { ConfirmQuestion } from '../../../components/confirm-dialog';

export const CONFIRM_DELETE_PREDICTION: ConfirmQuestion = {
  title: 'Delete this prediction?',
  text: 'Are you sure you want to delete this prediction?',
  confirmLabel: 'Delete',
  danger: true,
};

export function confirmDeleteUser(username: string): ConfirmQuestion {
  return { title: `Delete ${username}?`, text: `Are you sure you want to delete ${username}? This cannot be undone.`, confirmLabel: 'Delete user', danger: true };
}

/**
 * Removing an official result (docs/product.md, "Entering and correcting results"): hits are scored
 * again without it.
 */
export function confirmDeleteResult(draw: string, number: string): ConfirmQuestion {
  return { title: 'Delete this result?', text: `Delete the result ${number} of ${draw}? Hits are scored again without it.`, confirmLabel: 'Delete result', danger: true };
}

/** Asked before leaving a form whose input was not published or saved. */
export const LEAVE_UNSAVED = {
  publish: {
    title: 'Leave without publishing?',
    text: 'The predictions you typed have not been published. If you leave this page, they are lost.',
  },
  prediction: {
    title: 'Leave without saving?',
    text: 'The prediction you typed has not been added. If you leave this page, it is lost.',
  },
  user: {
    title: 'Leave without saving?',
    text: 'The user you started has not been created. If you leave this page, what you typed is lost.',
  },
  result: {
    title: 'Leave without saving?',
    text: 'The result you typed has not been saved. If you leave this page, it is lost.',
  },
  edit: {
    title: 'Leave without saving?',
    text: "Your changes to today's predictions have not been saved. If you leave this page, they are lost.",
  },
} as const;

export function confirmDeleteMessage(name: string): ConfirmQuestion {
  return { title: 'Delete this message?', text: `Delete the message from ${name}? This cannot be undone.`, confirmLabel: 'Delete', danger: true };
}

/** Move to past takes every current batch at once (ask first, say how many). */
export function confirmMoveToPast(count: number): ConfirmQuestion {
  return {
    title: 'Move to Past Predictions?',
    text:
      count === 1
        ? "Move today's prediction to Past Predictions? Subscribers will see it in the archive instead of today's list."
        : `Move all ${count} of today's predictions to Past Predictions? Subscribers will see them in the archive instead of today's list.`,
    confirmLabel: 'Move to past',
  };
}

/**
 * Making a running subscriber a customer or an admin clears their end date (docs/app.md,
 * "Admin pages").
 */
export function confirmEndMembership(username: string, role: string): ConfirmQuestion {
  const becomes = role === 'admin' ? 'an admin' : 'a customer';
  return { title: `Make ${username} ${becomes}?`, text: `Make ${username} ${becomes}? Their running membership ends now.`, confirmLabel: 'Change role', danger: true };
}
