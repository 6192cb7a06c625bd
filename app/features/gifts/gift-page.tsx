// The gift form (docs/app.md, "Gifts"; docs/product.md, "Gifts"): a plan, the recipient's e-mail,
// a message and the day to send it, then the plan's checkout as a purchase's. Reached from /plans
// (?plan=) and the account page; signed in only.
import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { addDays } from '@shared/calendar';
import { GIFT_MESSAGE_MAX, GIFT_SEND_WITHIN_DAYS, GIFT_VALID_DAYS } from '@shared/gift-words';
import { formatMoney } from '@shared/money-format';
import { Alert } from '../../components/alert';
import { TextField } from '../../components/text-field';
import { answer, ApiError, client, requestOptions } from '../../lib/api-client';
import { CHECKOUT_TIMEOUT_MS } from '../../lib/constants';
import { todayDay } from '../../lib/dates';
import { useCheckoutKind } from '../../lib/use-checkout-kind';
import { usePlans } from '../../lib/use-plans';
import './gifts.css';

type Field = 'plan' | 'recipientEmail' | 'message' | 'sendOn' | 'promoCode';
const FIELDS: readonly string[] = ['plan', 'recipientEmail', 'message', 'sendOn', 'promoCode'];

export default function GiftPage() {
  const [params] = useSearchParams();
  const plans = usePlans();
  const checkout = useCheckoutKind();
  const today = todayDay();
  const [plan, setPlan] = useState(params.get('plan') ?? '');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const [sendOn, setSendOn] = useState(today);
  const [promoCode, setPromoCode] = useState(params.get('code') ?? '');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const chosen = plans?.find((p) => p.id === plan) ?? plans?.[0];
  /** A field's setter that also clears its own error: editing it answers the message. */
  const edit = (field: Field, set: (v: string) => void) => (v: string) => {
    set(v);
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    const email = recipientEmail.trim();
    const found: Partial<Record<Field, string>> = {};
    if (!email.includes('@')) found.recipientEmail = 'Please enter the recipient’s e-mail address.';
    if (message.trim().length > GIFT_MESSAGE_MAX) found.message = `At most ${GIFT_MESSAGE_MAX} characters.`;
    if (!sendOn || sendOn < today || sendOn > addDays(today, GIFT_SEND_WITHIN_DAYS)) found.sendOn = `Choose a day from today to ${GIFT_SEND_WITHIN_DAYS} days ahead.`;
    setErrors(found);
    if (Object.keys(found).length > 0 || !chosen) return;
    setBusy(true);
    try {
      const json = {
        plan: chosen.id,
        recipientEmail: email,
        message: message.trim() || undefined,
        sendOn: sendOn === today ? undefined : sendOn,
        promoCode: promoCode.trim() || undefined,
      };
      const res = await answer(client.gifts.$post({ json }, requestOptions({ timeoutMs: CHECKOUT_TIMEOUT_MS })));
      window.location.assign(res.url);
    } catch (err) {
      // A field the server names is shown at that field; anything else above the form.
      const field = err instanceof ApiError ? ((err.body as { field?: string } | null)?.field as Field | undefined) : undefined;
      const text = err instanceof Error && err.message ? err.message : 'The gift could not be started. Please try again.';
      if (field && FIELDS.includes(field)) setErrors({ [field]: text });
      else setError(text);
      setBusy(false);
    }
  }

  return (
    <div className="page gift-page">
      <div className="card gift-card">
        <span className="section-eyebrow">Gift</span>
        <h1 className="page-title">Give a plan</h1>
        <p className="muted">
          We e-mail the person you choose a link to redeem it, with your message, on the day you pick. They can redeem it within {GIFT_VALID_DAYS} days, from any account.
        </p>
        {plans === null && <Alert kind="error">The plans could not be loaded. Check your connection and try again.</Alert>}
        {error && <Alert kind="error">{error}</Alert>}
        {plans && chosen && (
          <form className="stack" onSubmit={onSubmit} noValidate>
            <div className="field">
              <label className="field-label" htmlFor="field-plan">
                Plan
              </label>
              <select id="field-plan" name="plan" value={chosen.id} onChange={(e) => setPlan(e.target.value)} aria-invalid={errors.plan ? true : undefined}>
                {plans.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}: {p.durationDays === 1 ? '1 day' : `${p.durationDays} days`}, {formatMoney(p.amountCents)}
                  </option>
                ))}
              </select>
              {errors.plan && <span className="field-error">{errors.plan}</span>}
            </div>
            <TextField
              label="Recipient's e-mail"
              name="recipientEmail"
              type="email"
              value={recipientEmail}
              onChange={edit('recipientEmail', setRecipientEmail)}
              autoComplete="off"
              error={errors.recipientEmail}
              required
            />
            <TextField
              label="Message (optional)"
              name="message"
              type="textarea"
              value={message}
              onChange={edit('message', setMessage)}
              hint={`Up to ${GIFT_MESSAGE_MAX} characters: ${message.length} used.`}
              error={errors.message}
            />
            <TextField
              label="Send on"
              name="sendOn"
              type="date"
              value={sendOn}
              onChange={edit('sendOn', setSendOn)}
              min={today}
              max={addDays(today, GIFT_SEND_WITHIN_DAYS)}
              hint="Today sends it as soon as it is paid."
              error={errors.sendOn}
              required
            />
            {/* "Codes" (docs/product.md): as at any checkout; the checkout shows what it takes off. */}
            <TextField label="Code (optional)" name="promoCode" value={promoCode} onChange={edit('promoCode', setPromoCode)} autoComplete="off" error={errors.promoCode} />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy}>
              {busy ? 'Redirecting to checkout...' : `Pay ${formatMoney(chosen.amountCents)} for this gift`}
            </button>
            <p className="muted gift-note">
              {checkout === 'simulated' ? 'This server takes no real payments: the checkout is a test and no card is charged. ' : ''}Your own membership does not change.{' '}
              <Link to="/account#gifts">Your gifts</Link>
            </p>
          </form>
        )}
      </div>
    </div>
  );
}
