import { useActionState } from 'react';
import { CONTACT_MESSAGES } from '@shared/contact';
import { Alert } from '../../components/alert';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { SubmitButton } from '../../components/submit-button';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { formText } from '../../lib/form-values';
import { CONTACT } from '@shared/brand';
import { useClaims } from '../../lib/use-claims';
import './contact.css';

const EMPTY = { name: '', email: '', message: '' };

interface Outcome {
  error?: string;
  success?: string;
  values: typeof EMPTY;
}

export default function ContactPage() {
  // Support hours as the operator set them (the console's Claims page); none until then.
  const claims = useClaims();
  // Sent: the form clears (React resets it to EMPTY); refused: what was typed stays.
  const [result, send] = useActionState(
    async (_: Outcome, data: FormData): Promise<Outcome> => {
      const values = { name: formText(data, 'name'), email: formText(data, 'email'), message: formText(data, 'message') };
      try {
        const json = { name: values.name.trim(), email: values.email.trim(), message: values.message.trim() };
        const res = await answer(client.contact.$post({ json }));
        return { success: res.message || CONTACT_MESSAGES.sent, values: EMPTY };
      } catch (err) {
        return { error: serverMessage(err, 'Your message could not be sent. Please try again.'), values };
      }
    },
    { values: EMPTY },
  );
  const { values } = result;

  return (
    <div className="page contact-page">
      <div className="section-head">
        <span className="section-eyebrow">Contact</span>
        <h1 className="page-title">We&apos;re here to help</h1>
        <p>Questions about a prediction, your membership or a payment? Reach us any way you like.</p>
      </div>
      <div className="contact-grid">
        <aside className="contact-info" aria-label="Office details">
          <h2>Our office</h2>
          <ul className="contact-info-list">
            <li>
              <span className="contact-icon" aria-hidden="true">
                <PinIcon />
              </span>
              <div>
                <strong>Address</strong>
                {CONTACT.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </div>
            </li>
            <li>
              <span className="contact-icon" aria-hidden="true">
                <PhoneIcon />
              </span>
              <div>
                <strong>Phone</strong>
                {CONTACT.phones.map((p) => (
                  <a key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`}>
                    {p}
                  </a>
                ))}
              </div>
            </li>
            <li>
              <span className="contact-icon" aria-hidden="true">
                <MailIcon />
              </span>
              <div>
                <strong>Email</strong>
                <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </div>
            </li>
            {claims.support && (
              <li>
                <span className="contact-icon" aria-hidden="true">
                  <ClockIcon />
                </span>
                <div>
                  <strong>Hours</strong>
                  <span>{claims.support}</span>
                </div>
              </li>
            )}
          </ul>
        </aside>
        <form className="card contact-form stack" action={send}>
          <h2>Send us a message</h2>
          {result.error && <Alert kind="error">{result.error}</Alert>}
          {result.success && <Alert kind="success">{result.success}</Alert>}
          <TextField label="Full Name" name="name" defaultValue={values.name} autoComplete="name" required />
          <TextField label="Email Address" name="email" type="email" defaultValue={values.email} autoComplete="email" required />
          <TextField label="Message" name="message" type="textarea" defaultValue={values.message} required />
          <SubmitButton pendingLabel="Sending...">Send Message</SubmitButton>
        </form>
      </div>
    </div>
  );
}
