// One play's money on /track-record (docs/product.md, "Money by play"): the play chosen in "In
// money", at each state's own stakes and prizes, the states that do not sell it named (a state
// selling it for one game only is counted for that game).
import type { MoneyByPlayDto } from '@shared/money';
import { coverageEnough, coverageText } from '@shared/coverage';
import { PLAY_NAMES } from '@shared/plays';
import { stateName } from '@shared/results';
import { MoneyCard, StateMoneyTable } from './money-card';

/** What the play is, in a sentence (shared/plays.ts says how each is paid). */
const PLAY_WORDS: Record<MoneyByPlayDto['play'], string> = {
  straight: 'A $1 straight play of every number: it wins when the digits come in the same order.',
  box: 'A $1 box play of every number: it wins on any order of its digits. Numbers like 777 have no box play.',
  'straight-box': 'A $1 straight/box of every number: a 50¢ straight and a 50¢ box, so the drawn order wins both halves.',
  combo: 'A combo of every number: one $1 straight per ordering of its digits ($6 for 123, $3 for 112, $24 for 1234, $12 for 1123), one of which wins when any ordering is drawn.',
  'front-pair': 'A $1 front pair of every number: it wins when its first two digits are drawn in their places.',
  'back-pair': 'A $1 back pair of every number: it wins when its last two digits are drawn in their places.',
};

const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function PlayMoney({ money }: { money: MoneyByPlayDto }) {
  const enough = coverageEnough(money.coverage);
  return (
    <div className="play-money" data-play={money.play}>
      <p className="muted">{PLAY_WORDS[money.play]}</p>
      {money.notSold.length > 0 && <p className="money-not-sold">Not sold in {new Intl.ListFormat('en-US').format(money.notSold.map(stateName))}: left out of these figures.</p>}
      {!enough && <p className="coverage-note">{sentence(coverageText(money.coverage))} in this period&apos;s windows: the money shows once results for 95% of them are stored.</p>}
      {enough && money.plays === 0 && <p className="empty-state">No numbers have been played this way on a stored draw in this period yet.</p>}
      {enough && money.plays > 0 && (
        <>
          <div className="money-cards">
            <MoneyCard id="money-play-title" title={PLAY_NAMES[money.play]} f={money} />
          </div>
          <StateMoneyTable label="Money per state for this play" rows={money.byState.map((s) => ({ state: s.state, f: s }))} />
        </>
      )}
    </div>
  );
}
