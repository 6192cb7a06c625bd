// "My states" (docs/product.md, "Followed states and result pushes"): the states the person plays,
// which decide their hit notifications, what the predictions pages show first and what /results
// opens on; and, per followed state, a notification with every new result.
import { useEffect, useState, type FormEvent } from 'react';
import type { AccountChangeDto } from '@shared/account';
import { stateName, type StateCode } from '@shared/results';
import type { UserDto } from '@shared/users';
import { Alert } from '../../components/alert';
import { CHOOSE_ONE_STATE, StatesPicker } from '../../components/states-picker';
import { followedStates, saveFollowedStates, saveResultPushes } from '../../lib/followed-states';
import { serverMessage } from '../../lib/api-client';

interface Props {
  user: UserDto;
  onChange(change: AccountChangeDto): string;
}

type Result = { kind: 'success' | 'error'; text: string } | null;

export function MyStates({ user, onChange }: Props) {
  const followed = followedStates(user);
  const pushed = user.resultPushStates ?? [];
  const [chosen, setChosen] = useState<StateCode[]>([...followed]);
  const [fieldError, setFieldError] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Result>(null);
  const [pushResult, setPushResult] = useState<Result>(null);
  // A switch moves when tapped; a failed save puts it back.
  const [pushedNow, setPushedNow] = useState<StateCode[]>([...pushed]);
  const followedKey = followed.join(',');
  const pushedKey = pushed.join(',');
  // What was saved (here, or in the notifications prompt) is what the boxes show next.
  useEffect(() => setChosen(followedKey.split(',') as StateCode[]), [followedKey]);
  useEffect(() => setPushedNow(pushedKey ? (pushedKey.split(',') as StateCode[]) : []), [pushedKey]);

  async function run(save: () => Promise<AccountChangeDto>, show: (r: Result) => void, failure: string) {
    setBusy(true);
    show(null);
    try {
      show({ kind: 'success', text: onChange(await save()) });
    } catch (err) {
      show({ kind: 'error', text: serverMessage(err, failure) });
      setPushedNow([...pushed]);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFieldError(chosen.length === 0 ? CHOOSE_ONE_STATE : '');
    if (chosen.length > 0) void run(() => saveFollowedStates(chosen), setResult, 'Could not save your states. Please try again.');
  }

  const togglePush = (code: StateCode, on: boolean) => {
    const next = followed.filter((c) => (c === code ? on : pushedNow.includes(c)));
    setPushedNow(next);
    void run(() => saveResultPushes(next), setPushResult, 'Could not change your result notifications. Please try again.');
  };

  return (
    <section id="my-states" className="card account-section my-states" aria-labelledby="states-title">
      <h2 id="states-title">My states</h2>
      <p className="muted">The states you play. Hit notifications come only for their draws, their hits show first on the predictions pages, and the results page opens on them.</p>
      {result && <Alert kind={result.kind}>{result.text}</Alert>}
      <form className="states-form" onSubmit={onSubmit} noValidate>
        <StatesPicker legend="States I follow" value={chosen} onChange={setChosen} error={fieldError} disabled={busy} />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          Save my states
        </button>
      </form>
      <h3>Result notifications</h3>
      <p className="muted">A notification with every new result of a state, such as &ldquo;Texas Evening: 047&rdquo;, on the devices where notifications are on.</p>
      {pushResult && <Alert kind={pushResult.kind}>{pushResult.text}</Alert>}
      <ul className="result-pushes">
        {followed.map((code) => (
          <li key={code}>
            <label className="choice-option">
              <input type="checkbox" role="switch" checked={pushedNow.includes(code)} disabled={busy} onChange={(e) => togglePush(code, e.target.checked)} />
              <span>{stateName(code)} results</span>
            </label>
          </li>
        ))}
      </ul>
    </section>
  );
}
