// Where to get help (docs/product.md, "Help where the player lives"): the national helpline and the
// lines of the states the person follows, all seven to a visitor. The responsible-play page shows
// them as cards with their sources; the footer as one line of numbers on every page.
import { NATIONAL_HELPLINE, stateHelpLines, type HelpLine } from '@shared/helplines';
import { STATE_CODES } from '@shared/results';
import { useAuth } from '../lib/auth-store';

/** The followed states of the signed-in person; all seven for a visitor. */
function useHelpStates() {
  const user = useAuth().user;
  return user ? user.states : STATE_CODES;
}

const callLink = (h: HelpLine) => (h.call ? <a href={`tel:${h.call.tel}`}>Call {h.call.shown}</a> : null);

/** The responsible-play page's cards: the national line first, then each followed state's. */
export function HelpLineCards() {
  const lines = stateHelpLines(useHelpStates());
  return (
    <ul className="help-lines" aria-label="Helplines">
      <li className="card help-line">
        <strong>National helpline</strong>
        <span className="muted">{NATIONAL_HELPLINE.name}: free, confidential, 24 hours a day.</span>
        {callLink(NATIONAL_HELPLINE)}
        {NATIONAL_HELPLINE.text && <span>{NATIONAL_HELPLINE.text}</span>}
        <small className="muted">
          Source: {NATIONAL_HELPLINE.source}; read {NATIONAL_HELPLINE.read}. 1-800-GAMBLER has not been this line since September 29, 2025.
        </small>
      </li>
      {lines.map((h) => (
        <li key={h.state} className="card help-line" data-state={h.state}>
          <strong>{h.stateName}</strong>
          {h.call ? (
            <>
              <span className="muted">{h.name}</span>
              {callLink(h)}
              {h.text && <span>{h.text}</span>}
            </>
          ) : (
            <span className="muted">No helpline of the state's own was found: call the national line.</span>
          )}
          <small className="muted">
            Source: {h.source}; read {h.read}.
          </small>
        </li>
      ))}
    </ul>
  );
}

/** The footer's help: the national number and each followed state's, on every page. */
export function FooterHelpLines() {
  const lines = stateHelpLines(useHelpStates()).filter((h) => h.call);
  return (
    <p className="footer-help">
      Problem gambling help: National {callLink(NATIONAL_HELPLINE)}
      {lines.map((h) => (
        <span key={h.state}>
          {' · '}
          {h.stateName} <a href={`tel:${h.call!.tel}`}>{h.call!.shown}</a>
        </span>
      ))}
    </p>
  );
}
