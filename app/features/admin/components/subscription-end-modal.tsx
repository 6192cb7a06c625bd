// Making someone a subscriber needs an end date first (docs/app.md, "Admin pages").
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { TextField } from '../../../components/text-field';
import { zoneCity } from '../../../lib/dates';
import { USER_MESSAGES } from '@shared/users';
import { FormModal } from './form-modal';

export interface SubscriptionEndModalProps {
  username: string;
  busy: boolean;
  error: string;
  onCancel(): void;
  /** `day` is YYYY-MM-DD from the date input. */
  onSubmit(day: string): void;
}

export function SubscriptionEndModal({ username, busy, error, onCancel, onSubmit }: SubscriptionEndModalProps) {
  const [day, setDay] = useState('');

  const submit = () => {
    if (!day) {
      window.alert(USER_MESSAGES.needEndDate);
      return;
    }
    onSubmit(day);
  };

  return (
    <FormModal title="Select Subscription End Date" submitLabel="Submit" busy={busy} onCancel={onCancel} onSubmit={submit}>
      <p className="muted">
        {username} becomes a subscriber until the end of the chosen day ({zoneCity()} time).
      </p>
      <TextField label="Subscription end date" name="subscriptionEnd" type="date" required value={day} onChange={setDay} />
      {error && <Alert kind="error">{error}</Alert>}
    </FormModal>
  );
}
