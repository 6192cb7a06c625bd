// The "Copy Combinations" button with its progress, Cancel, confirmation and error messages.
import type { CombinationSpace } from './combinations';
import { formatCount, formatSize, useCopyCombinations } from './use-copy-combinations';
import { Alert } from '../../components/alert';

export function CopyControls({ space }: { space: CombinationSpace | null }) {
  const { state, copy, cancel, confirmCopy, download } = useCopyCombinations(space);
  const busy = state.phase === 'building' || state.phase === 'writing';
  const hasResults = space !== null && space.count > 0;

  return (
    <div className="copy-controls stack">
      <div className="row">
        <button type="button" className="btn btn-secondary" onClick={copy} disabled={!hasResults || busy}>
          Copy Combinations
        </button>
        {state.phase === 'building' && (
          <button type="button" className="btn btn-small" onClick={cancel}>
            Cancel copy
          </button>
        )}
      </div>

      {state.phase === 'building' && (
        <div className="copy-progress">
          <label htmlFor="copy-progress">
            Preparing {formatCount(state.lines)} of {formatCount(state.total)} combinations…
          </label>
          <progress id="copy-progress" max={state.total} value={state.lines} />
        </div>
      )}
      {state.phase === 'writing' && (
        <p className="muted" role="status">
          Copying {formatCount(state.lines)} combinations to the clipboard…
        </p>
      )}
      {state.phase === 'copied' && (
        <Alert kind="success">
          Copied {formatCount(state.lines)} {state.lines === 1 ? 'combination' : 'combinations'} to the clipboard, one per line.
        </Alert>
      )}
      {state.phase === 'cancelled' && <Alert kind="info">Copy cancelled.</Alert>}
      {state.phase === 'ready' && (
        <Alert kind="info">
          <p>
            All {formatCount(state.lines)} combinations ({formatSize(state.bytes)}) are ready. Handing this much text to the clipboard can make the browser pause for a moment.
          </p>
          <div className="row">
            <button type="button" className="btn btn-primary btn-small" onClick={confirmCopy}>
              Copy to clipboard
            </button>
            <button type="button" className="btn btn-secondary btn-small" onClick={download}>
              Download as text file
            </button>
          </div>
        </Alert>
      )}
      {state.phase === 'failed' && (
        <Alert kind="error">
          <p>{state.message}</p>
          {state.canDownload && (
            <button type="button" className="btn btn-secondary btn-small" onClick={download}>
              Download as text file
            </button>
          )}
        </Alert>
      )}
    </div>
  );
}
