// Responsible play (docs/product.md): the age rule, the odds in plain words, where to get
// help, and the tools on the account page.
import { Link } from 'react-router-dom';
import { LIMIT_RAISE_DELAY_HOURS, SELF_EXCLUSION_DAYS } from '@shared/account';
import { PRODUCT_NAME } from '@shared/brand';
import { isLoggedIn, useAuth } from '../../lib/auth-store';
import { LEGAL_LINKS } from '../../lib/legal-links';
import { GAME_ODDS } from './odds';
import { HelpLineCards } from '../../components/help-lines';
import './legal.css';

export default function ResponsiblePlayPage() {
  const signedIn = isLoggedIn(useAuth());
  const breaks = `${new Intl.ListFormat('en-US', { type: 'disjunction' }).format(SELF_EXCLUSION_DAYS.map(String))} days`;
  return (
    <article className="page legal-page">
      <h1 className="page-title">Responsible Play</h1>
      <p className="legal-intro">The lottery is a game of chance and should stay fun. Set yourself a budget, never chase losses, and stop when it stops being fun.</p>

      <section className="legal-section" aria-labelledby="rp-age">
        <h2 id="rp-age">18+ only</h2>
        <p>
          Every state whose games we cover sells lottery tickets only to people aged 18 or older, and {PRODUCT_NAME} is for adults only: signing up needs you to confirm you are 18
          or older.
        </p>
        <p>{PRODUCT_NAME} is not affiliated with any state lottery. We publish predictions; we do not sell tickets or take bets.</p>
      </section>

      <section className="legal-section" aria-labelledby="rp-odds">
        <h2 id="rp-odds">The odds, in plain words</h2>
        <p>Every draw is random. Our predictions come from past draws, but no prediction changes the odds of the next one, and no one can promise a win.</p>
        <ul className="odds-list">
          {GAME_ODDS.map((o) => (
            <li key={o.game}>
              <strong>
                {o.digits}-digit games ({o.names}):
              </strong>{' '}
              one ticket matches the exact numbers in order {o.straight}; in any order (box, all digits different) {o.box}.
            </li>
          ))}
        </ul>
        <p>Over time, the games pay back less than is spent on them.</p>
      </section>

      <section className="legal-section" aria-labelledby="rp-help">
        <h2 id="rp-help">Need to talk to someone?</h2>
        <p>
          The national helpline answers anywhere in the country; your state's own line knows the help near you.{' '}
          {signedIn ? 'These are the lines of the states you follow (change them on your account page).' : 'Signed in, you see the lines of the states you follow.'}
        </p>
        <HelpLineCards />
        <p>
          Help near you, chat, and support for families: the National Council on Problem Gambling,{' '}
          <a href="https://www.ncpgambling.org/" target="_blank" rel="noopener noreferrer">
            ncpgambling.org
          </a>
          .
        </p>
      </section>

      <section className="legal-section" aria-labelledby="rp-tools">
        <h2 id="rp-tools">Your tools</h2>
        <ul>
          <li>
            <strong>Take a break</strong> for {breaks}. Until it ends you cannot buy a plan or start the free trial, and we send you no notifications. A break cannot be ended
            early, only made longer.
          </li>
          <li>
            <strong>A monthly spending limit.</strong> Lowering it counts at once; raising or removing it counts {LIMIT_RAISE_DELAY_HOURS} hours later.
          </li>
          <li>
            <strong>Delete your account</strong> at any time.
          </li>
        </ul>
        {signedIn ? (
          <Link className="btn btn-primary" to="/account#play-limits">
            Open my play limits
          </Link>
        ) : (
          <p>
            <Link to="/login">Sign in</Link> to use them on your account page.
          </p>
        )}
      </section>

      <nav className="legal-others" aria-label="Policies">
        {LEGAL_LINKS.map((l) => (
          <Link key={l.to} to={l.to}>
            {l.label}
          </Link>
        ))}
      </nav>
    </article>
  );
}
