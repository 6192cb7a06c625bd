import { useState, type FormEvent } from 'react';
import { CONTACT_MESSAGES } from '@shared/contact';
import { Alert } from '../../components/alert';
import { ClockIcon, MailIcon, PhoneIcon, PinIcon } from '../../components/icons';
import { TextField } from '../../components/text-field';
import { answer, client, serverMessage } from '../../lib/api-client';
import { CONTACT } from '@shared/brand';
import './contact.css';

const EMPTY = { name: '', email: '', message: '' };

export default function ContactPage() {
  const [form, setForm] = useState(EMPTY);
  const [error, setError] = useState('');
  const [success, setSuccess] = useState('');
  const [sending, setSending] = useState(false);
  const set = (name: keyof typeof EMPTY) => (v: string) => setForm((f) => ({ ...f, [name]: v }));

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setError('');
    setSuccess('');
    setSending(true);
    try {
      const json = { name: form.name.trim(), email: form.email.trim(), message: form.message.trim() };
      const res = await answer(client.contact.$post({ json }));
      setSuccess(res.message || CONTACT_MESSAGES.sent);
      setForm(EMPTY);
    } catch (err) {
      setError(serverMessage(err, 'Your message could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="page contact-page">
      <div className="section-head">
        <span className="section-eyebrow">Contact</span>
        <h1 className="page-title">We&apos;re here to help, 24/7</h1>
        <p>Questions about a prediction, your membership or a payment? Reach us any way you like.</p>
      </div>
      <div className="contact-grid">
        <aside className="contact-info" aria-label="Office details">
          <h2>Our office</h2>
          <ul className="contact-info-list">
            <li>
              <span className="contact-icon" aria-hidden="true"><PinIcon /></span>
              <div>
                <strong>Address</strong>
                {CONTACT.address.map((line) => (
                  <span key={line}>{line}</span>
                ))}
              </div>
            </li>
            <li>
              <span className="contact-icon" aria-hidden="true"><PhoneIcon /></span>
              <div>
                <strong>Phone</strong>
                {CONTACT.phones.map((p) => (
                  <a key={p} href={`tel:${p.replace(/[^\d+]/g, '')}`}>{p}</a>
                ))}
              </div>
            </li>
            <li>
              <span className="contact-icon" aria-hidden="true"><MailIcon /></span>
              <div>
                <strong>Email</strong>
                <a href={`mailto:${CONTACT.email}`}>{CONTACT.email}</a>
              </div>
            </li>
            <li>
              <span className="contact-icon" aria-hidden="true"><ClockIcon /></span>
              <div>
                <strong>Hours</strong>
                <span>{CONTACT.hours}</span>
              </div>
            </li>
          </ul>
        </aside>
        <form className="card contact-form stack" onSubmit={onSubmit}>
          <h2>Send us a message</h2>
          {error && <Alert kind="error">{error}</Alert>}
          {success && <Alert kind="success">{success}</Alert>}
          <TextField label="Full Name" name="name" value={form.name} onChange={set('name')} autoComplete="name" required />
          <TextField label="Email Address" name="email" type="email" value={form.email} onChange={set('email')} autoComplete="email" required />
          <TextField label="Message" name="message" type="textarea" value={form.message} onChange={set('message')} required />
          <button type="submit" className="btn btn-primary" disabled={sending}>
            {sending ? 'Sending...' : 'Send Message'}
          </button>
        </form>
      </div>
    </div>
  );
}
