// Making someone a subscriber needs an end date first (docs/app.md, "Admin pages").
import { useActionState } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { zoneCity } from '../../../lib/dates';
import { formText } from '../../../lib/form-values';
import { USER_MESSAGES } from '@shared/users';
import { FormModal } from './form-modal';

export interface SubscriptionEndModalProps {
  username: string;
  onCancel(): void;
  /** `day` is YYYY-MM-DD from the date input. The server's refusal to show, or nothing once saved (the owner closes the dialog). */
  onSubmit(day: string): Promise<string | undefined>;
}

interface Outcome {
  /** The day as last submitted: React resets the form to it after each try. */
  day: string;
  /** Said at the field: no day chosen. */
  fieldError?: string;
  error?: string;
}

export function SubscriptionEndModal({ username, onCancel, onSubmit }: SubscriptionEndModalProps) {
  const [outcome, act, busy] = useActionState(
    async (_: Outcome, data: FormData): Promise<Outcome> => {
      const day = formText(data, 'subscriptionEnd');
      // At the field, in this dialog: no second dialog of the browser's on top of it.
      if (!day) return { day, fieldError: USER_MESSAGES.needEndDate };
      return { day, error: await onSubmit(day) };
    },
    { day: '' },
  );

  return (
    <FormModal title="Select Subscription End Date" submitLabel="Submit" busy={busy} onCancel={onCancel} action={act}>
      <p className="muted">
        {username} becomes a subscriber until the end of the chosen day ({zoneCity()} time).
      </p>
      <TextField label="Subscription end date" name="subscriptionEnd" type="date" required defaultValue={outcome.day} error={outcome.fieldError} />
      {outcome.error && <Alert kind="error">{outcome.error}</Alert>}
    </FormModal>
  );
}
