// Spec §2/§4: making someone a subscriber needs an end date first.
import { useState } from 'react';
import { Alert } from '../../../components/alert';
import { Modal } from '../../../components/modal';
import { TextField } from '../../../components/text-field';
import { zoneCity } from '../../../lib/dates';
import { USER_MESSAGES } from '@shared/users';

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
    <Modal
      title="Select Subscription End Date"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={busy} onClick={submit}>
            {busy ? 'Saving...' : 'Submit'}
          </button>
        </>
      }
    >
      <form
        className="stack"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <p className="muted">
          {username} becomes a subscriber until the end of the chosen day ({zoneCity()} time).
        </p>
        <TextField label="Subscription end date" name="subscriptionEnd" type="date" required value={day} onChange={setDay} />
        {error && <Alert kind="error">{error}</Alert>}
      </form>
    </Modal>
  );
}
