// "E-mails" (docs/product.md, "E-mails"): each optional e-mail with its own switch, so an
// unsubscribe is never final. Each switch saves at once; a failed save puts it back. The e-mail's
// unsubscribe page links here (#emails).
import { useEffect, useState } from 'react';
import { OPTIONAL_MAILS, type MailPreferencesDto, type OptionalMailKind } from '@shared/mail-preferences';
import { Link, useLocation, useRevalidator } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { Loaded } from '../../components/loaded';
import { answer, client, serverMessage } from '../../lib/api-client';
import { useWritten } from './use-written';

type Result = { kind: 'success' | 'error'; text: string } | null;

const LOAD_ERROR = 'Could not load your e-mail choices. Please try again.';

/** The section, with the choices as the account page's loader reads them. */
export function MailPreferences({ prefs }: { prefs: Promise<MailPreferencesDto> }) {
  return (
    <section id="emails" className="card account-section mail-preferences" aria-labelledby="emails-title">
      <h2 id="emails-title">E-mails</h2>
      <p className="muted">
        Choose which of our optional e-mails you get. Receipts, password e-mails and notices about your payments always come. E-mails about your numbers have their own switch on{' '}
        <Link to="/my-numbers">My numbers</Link>.
      </p>
      <Loaded resolve={prefs} loading={null} failed={LOAD_ERROR} error={(err) => <Alert kind="error">{serverMessage(err, LOAD_ERROR)}</Alert>}>
        {(read) => <MailChoices read={read} />}
      </Loaded>
    </section>
  );
}

function MailChoices({ read }: { read: MailPreferencesDto }) {
  const [prefs, write] = useWritten(read);
  const [shown, setShown] = useState<MailPreferencesDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const { hash } = useLocation();
  const { revalidate } = useRevalidator();

  // Opened from an unsubscribe page (/account#emails): the section shows once the page has loaded
  // around it, so the browser's own jump to the anchor came too early.
  useEffect(() => {
    if (hash === '#emails') document.getElementById('emails')?.scrollIntoView();
  }, [hash]);

  async function toggle(kind: OptionalMailKind, on: boolean) {
    // The switch moves at once; a failed save puts it back.
    setShown({ mails: prefs.mails.map((m) => (m.kind === kind ? { ...m, on } : m)) });
    setBusy(true);
    setResult(null);
    try {
      const changed = await answer(client.account['mail-preferences'].$put({ json: { kind, on } }));
      write({ mails: changed.mails });
      setResult({ kind: 'success', text: changed.message });
      void revalidate();
    } catch (err) {
      setResult({ kind: 'error', text: serverMessage(err, 'Could not change your e-mail choices. Please try again.') });
    } finally {
      setShown(null);
      setBusy(false);
    }
  }

  return (
    <>
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <ul className="mail-choices">
        {(shown ?? prefs).mails.map(({ kind, on }) => (
          <li key={kind}>
            <label className="choice-option">
              <input type="checkbox" role="switch" checked={on} disabled={busy} onChange={(e) => void toggle(kind, e.target.checked)} />
              <span>
                <strong>{OPTIONAL_MAILS[kind].name}</strong>
                <span className="muted">{OPTIONAL_MAILS[kind].when}</span>
              </span>
            </label>
          </li>
        ))}
      </ul>
    </>
  );
}
