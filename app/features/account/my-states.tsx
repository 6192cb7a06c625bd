// "My states" (docs/product.md, "Followed states and result pushes"): the states the person plays,
// which decide their hit notifications, what the predictions pages show first and what /results
// opens on; and, per followed state, a notification with every new result.
import { startTransition, useActionState, useOptimistic } from 'react';
import type { AccountChangeDto } from '@shared/account';
import { STATE_CODES, stateName, type StateCode } from '@shared/results';
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

interface StatesOutcome {
  /** The boxes as last submitted when refused (React resets the form to them); saved, the boxes show what was saved. */
  chosen?: StateCode[];
  fieldError?: string;
  result: Result;
}

export function MyStates({ user, onChange }: Props) {
  const followed = followedStates(user);
  const pushed = user.resultPushStates ?? [];

  const [outcome, saveStates, savingStates] = useActionState(
    async (_: StatesOutcome, data: FormData): Promise<StatesOutcome> => {
      const chosen = STATE_CODES.filter((c) => data.getAll('states').includes(c));
      if (chosen.length === 0) return { chosen, fieldError: CHOOSE_ONE_STATE, result: null };
      try {
        return { result: { kind: 'success', text: onChange(await saveFollowedStates(chosen)) } };
      } catch (err) {
        return { chosen, result: { kind: 'error', text: serverMessage(err, 'Could not save your states. Please try again.') } };
      }
    },
    { result: null },
  );

  // A switch moves when tapped (useOptimistic); a failed save puts it back when the action ends.
  const [pushedNow, showPushed] = useOptimistic<readonly StateCode[]>(pushed);
  const [pushResult, savePushes, savingPushes] = useActionState(async (_: Result, next: StateCode[]): Promise<Result> => {
    try {
      return { kind: 'success', text: onChange(await saveResultPushes(next)) };
    } catch (err) {
      return { kind: 'error', text: serverMessage(err, 'Could not change your result notifications. Please try again.') };
    }
  }, null);
  const togglePush = (code: StateCode, on: boolean) => {
    const next = followed.filter((c) => (c === code ? on : pushedNow.includes(c)));
    startTransition(() => {
      showPushed(next);
      savePushes(next);
    });
  };

  const busy = savingStates || savingPushes;
  return (
    <section id="my-states" className="card account-section my-states" aria-labelledby="states-title">
      <h2 id="states-title">My states</h2>
      <p className="muted">The states you play. Hit notifications come only for their draws, their hits show first on the predictions pages, and the results page opens on them.</p>
      {/* An answer goes while the next save of the same kind is on its way. */}
      {outcome.result && !savingStates && <Alert kind={outcome.result.kind}>{outcome.result.text}</Alert>}
      <form className="states-form" action={saveStates} noValidate>
        {/* Keyed by what is saved: saved here or in the notifications prompt, the boxes show it next. */}
        <StatesPicker key={followed.join(',')} legend="States I follow" defaultValue={outcome.chosen ?? followed} error={outcome.fieldError} disabled={busy} />
        <button type="submit" className="btn btn-secondary" disabled={busy}>
          Save my states
        </button>
      </form>
      <h3>Result notifications</h3>
      <p className="muted">A notification with every new result of a state, such as &ldquo;Texas Evening: 047&rdquo;, on the devices where notifications are on.</p>
      {pushResult && !savingPushes && <Alert kind={pushResult.kind}>{pushResult.text}</Alert>}
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
