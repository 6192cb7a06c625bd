// "E-mails" (docs/product.md, "E-mails"): each optional e-mail with its own switch, so an
// unsubscribe is never final. Each switch saves at once; a failed save puts it back. The e-mail's
// unsubscribe page links here (#emails).
import { useEffect, useState } from 'react';
import { OPTIONAL_MAILS, type MailPreferencesDto, type OptionalMailKind } from '@shared/mail-preferences';
import { Link, useLocation } from 'react-router-dom';
import { Alert } from '../../components/alert';
import { answer, client, requestOptions } from '../../lib/api-client';
import { serverMessage } from '../../lib/api-fetch';

type Result = { kind: 'success' | 'error'; text: string } | null;

export function MailPreferences() {
  const [prefs, setPrefs] = useState<MailPreferencesDto | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const { hash } = useLocation();

  useEffect(() => {
    const controller = new AbortController();
    answer(client.account['mail-preferences'].$get(undefined, requestOptions({ signal: controller.signal })))
      .then(setPrefs)
      .catch((err) => !controller.signal.aborted && setResult({ kind: 'error', text: serverMessage(err, 'Could not load your e-mail choices. Please try again.') }));
    return () => controller.abort();
  }, []);

  // Opened from an unsubscribe page (/account#emails): the section shows once the page has loaded
  // around it, so the browser's own jump to the anchor came too early.
  const loaded = prefs !== null;
  useEffect(() => {
    if (loaded && hash === '#emails') document.getElementById('emails')?.scrollIntoView();
  }, [loaded, hash]);

  async function toggle(kind: OptionalMailKind, on: boolean) {
    if (!prefs) return;
    const before = prefs;
    setPrefs({ mails: prefs.mails.map((m) => (m.kind === kind ? { ...m, on } : m)) });
    setBusy(true);
    setResult(null);
    try {
      const changed = await answer(client.account['mail-preferences'].$put({ json: { kind, on } }));
      setPrefs({ mails: changed.mails });
      setResult({ kind: 'success', text: changed.message });
    } catch (err) {
      setPrefs(before);
      setResult({ kind: 'error', text: serverMessage(err, 'Could not change your e-mail choices. Please try again.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section id="emails" className="card account-section mail-preferences" aria-labelledby="emails-title">
      <h2 id="emails-title">E-mails</h2>
      <p className="muted">
        Choose which of our optional e-mails you get. Receipts, password e-mails and notices about your payments always come. E-mails about your numbers have their own switch on{' '}
        <Link to="/my-numbers">My numbers</Link>.
      </p>
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      {prefs && (
        <ul className="mail-choices">
          {prefs.mails.map(({ kind, on }) => (
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
      )}
    </section>
  );
}
