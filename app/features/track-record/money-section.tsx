// "In money" on /track-record (docs/product.md, "The money"): what a $1 straight and a $1 box play of
// every scored number would have cost and won, beside chance's expectation, with the running net
// against chance's and the prizes used. Said plainly: the lottery pays back about half of what is
// played, and no record changes the odds of the next draw.
import { useCallback, useMemo } from 'react';
import { MONEY_PLAYS, PLAY_NAMES, type MoneyPlay } from '@shared/plays';
import { PlayMoney } from './play-money';
import type { MoneyDto, MoneyWeeklyDto } from '@shared/money';
import { coverageEnough, coverageText } from '@shared/coverage';
import { stateName } from '@shared/results';
import { Loaded } from '../../components/loaded';
import { bothPlays, formatNet, prizeLine, runningNet, type NetPoint } from './money-figures';
import { ChartFigure } from './chart-figure';
import { MoneyCard, StateMoneyTable } from './money-card';
import { type ChartDraw, useLazyChart } from './use-lazy-chart';
import type { MoneyRead } from './track-record-reads';

/** The page's candour about the lottery itself, shown whatever the figures. */
export const MONEY_CANDOUR =
  'The lottery pays back about half of what is played: on average a $1 play of these games returns about 48 to 50 cents. No record, ours included, changes the odds of the next draw: every draw is random.';

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The chart's points from a start at zero (one week alone is then a line, not a dot); the table leaves the start out. */
function MoneyChart({ points }: { points: NetPoint[] }) {
  const { canvas, failed } = useLazyChart(useCallback<ChartDraw>((setup, c) => setup.drawMoneyChart(c, points), [points]));
  return (
    <ChartFigure
      canvas={canvas}
      failed={failed}
      label={
        'Chart: the running net of $1 straight and box plays of every number, week by week, against chance\'s expectation. The figures are in the table "Running net by week".'
      }
      title="Running net by week"
    >
      <table className="table">
        <thead>
          <tr>
            <th scope="col">Week of</th>
            <th scope="col">Our numbers</th>
            <th scope="col">By chance</th>
          </tr>
        </thead>
        <tbody>
          {points.slice(1).map((p) => (
            <tr key={p.label}>
              <th scope="row">{p.label}</th>
              <td>{formatNet(p.net)}</td>
              <td>{formatNet(p.chance)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ChartFigure>
  );
}

function ByState({ money }: { money: MoneyDto }) {
  return <StateMoneyTable label="Money per state" rows={money.byState.map((s) => ({ state: s.state, f: bothPlays(s.straight, s.box) }))} />;
}

function Prizes({ money }: { money: MoneyDto }) {
  const marked = money.prizes.some((p) => p.common.length > 0);
  return (
    <details className="weekly-table">
      <summary>The prizes used</summary>
      <ul className="money-prizes">
        {money.prizes.map((p) => (
          <li key={`${p.state} ${p.game}`}>
            <strong>
              {stateName(p.state)} {p.game === 'pick3' ? 'Pick 3' : 'Pick 4'}:
            </strong>{' '}
            {prizeLine(p)}
            <span className="money-source">
              {' '}
              Source: {p.source} (read {p.date}).
            </span>
          </li>
        ))}
      </ul>
      {marked && <p className="muted">* This state&apos;s own amount could not be found: the amount most states pay is used.</p>}
    </details>
  );
}

/** The plays a visitor may switch to; '' is the straight and box view. */
function PlayChoice({ play, onChange }: { play: MoneyPlay | null; onChange: (play: MoneyPlay | null) => void }) {
  return (
    <label className="field money-play-choice">
      <span>Play</span>
      <select value={play ?? ''} onChange={(e) => onChange(e.target.value === '' ? null : (e.target.value as MoneyPlay))}>
        <option value="">Straight and box</option>
        {MONEY_PLAYS.map((p) => (
          <option key={p} value={p}>
            {PLAY_NAMES[p]}
          </option>
        ))}
      </select>
    </label>
  );
}

/** "In money": straight and box together, or the play chosen (?play= in the page's address). */
export function MoneySection({ money, play, onPlay }: { money: Promise<MoneyRead>; play: MoneyPlay | null; onPlay: (play: MoneyPlay | null) => void }) {
  return (
    <section className="card track-panel" aria-labelledby="track-money-title">
      <h2 id="track-money-title">In money</h2>
      {!play && (
        <p className="muted">
          What a $1 straight play and a $1 box play of every number would have cost and won, on every draw of its window whose result is stored, at each state&apos;s own prizes. A
          box play wins on any order of its digits; numbers like 777 have no box play.
        </p>
      )}
      <PlayChoice play={play} onChange={onPlay} />
      <Loaded resolve={money} loading="Loading the money figures..." failed="The money figures could not be loaded.">
        {(read) => (read.play ? <PlayMoney money={read.byPlay} /> : <BothPlays money={read.money} weekly={read.weekly} />)}
      </Loaded>
      <p className="money-candour">{MONEY_CANDOUR}</p>
    </section>
  );
}

function BothPlays({ money, weekly }: { money: MoneyDto; weekly: MoneyWeeklyDto }) {
  const enough = coverageEnough(money.coverage);
  const netPoints = useMemo(() => [{ label: 'Start', net: 0, chance: 0 }, ...runningNet(weekly)], [weekly]);
  return (
    <>
      {!enough && (
        <p className="coverage-note">
          {sentence(coverageText(money.coverage))} in this period&apos;s windows: the money would count only those draws, so it shows once results for 95% of them are stored.
        </p>
      )}
      {enough && money.straight.plays === 0 && <p className="empty-state">No numbers have been played on a stored draw in this period yet.</p>}
      {enough && money.straight.plays > 0 && (
        <>
          <div className="money-cards">
            <MoneyCard id="money-straight" title="$1 straight" f={money.straight} />
            <MoneyCard id="money-box" title="$1 box" f={money.box} note={money.box.plays < money.straight.plays ? 'Numbers with all digits equal have no box play.' : undefined} />
            <MoneyCard id="money-both" title="Both plays" f={bothPlays(money.straight, money.box)} />
          </div>
          <h3>Running net, week by week</h3>
          <MoneyChart points={netPoints} />
          <ByState money={money} />
        </>
      )}
      <Prizes money={money} />
    </>
  );
}
