import { chanceOf, MAX_VALID_DAYS } from '@shared/hits';
import { zoneCity } from '../../lib/dates';

/** "1 in 1,000"; a box chance of 5/1000 reads "5 in 1,000". */
function inWords(chance: number, digits: number): string {
  const space = 10 ** digits;
  return `${Math.round(chance * space)} in ${space.toLocaleString('en-US')}`;
}

// The examples are worked out by the same formula the server scores with.
const EXAMPLES = ['047', '447', '444'].map((n) => ({ number: n, box: inWords(chanceOf(n).box, 3) }));

/** Why a hit subscribers have seen may not be counted in a period yet. */
export const PERIOD_RULE =
  "A number counts in the period that holds the last day of its window (its batch's \u201cvalid through\u201d day). Numbers whose window is still open, or ends after the period's last day, are not counted yet, even when they have already hit: they count once that day is in the period.";

/**
 * How the figures are counted (docs/product.md, "The track record"), in plain words; each part a
 * block of the card's grid.
 */
export function Method() {
  return (
    <div className="method">
      <section>
        <h3>Which numbers count</h3>
        <p>
          Every number of every published prediction and best alternative counts, once each time it appears. A 3-digit number is checked against the Pick 3 (Cash 3, Daily 3) draws
          of all seven states, a 4-digit number against their Pick 4 (Cash 4, Daily 4) draws. Only draws whose official result is stored count.
        </p>
      </section>
      <section>
        <h3>The window</h3>
        <p>
          A number is checked only against draws held after it was published or last changed, and up to the end of its batch&apos;s &ldquo;valid through&rdquo; day ({zoneCity()}{' '}
          time), which is at most {MAX_VALID_DAYS} days after the batch&apos;s date. A number published after a draw never counts on that draw.
        </p>
      </section>
      <section>
        <h3>Which period a number counts in</h3>
        <p>{PERIOD_RULE}</p>
      </section>
      <section>
        <h3>Straight and box</h3>
        <p>
          A <strong>straight</strong> hit is the same digits in the same order (047 drawn as 047). A <strong>box</strong> hit is the same digits in another order (047 drawn as
          740).
        </p>
      </section>
      <section className="method-wide">
        <h3>Pure chance</h3>
        <p>
          For one number and one draw, the chance of a straight hit is 1/10<sup>n</sup> for an n-digit number: {inWords(chanceOf('047').straight, 3)} for 3 digits,{' '}
          {inWords(chanceOf('0047').straight, 4)} for 4. The chance of a box hit is (k − 1)/10<sup>n</sup>, where k is how many different orders the number&apos;s digits have (6, 3
          or 1 for 3 digits; 24, 12, 6, 4 or 1 for 4):{' '}
          {EXAMPLES.map((e, i) => (
            <span key={e.number}>
              {i > 0 && (i === EXAMPLES.length - 1 ? ' and ' : ', ')}
              {e.number} gives {e.box}
            </span>
          ))}
          .
        </p>
        <p>
          Over all the draws in its window, a number hits at least once by pure chance with the chance 1 − (1 − p)<sup>d</sup>, for d draws of chance p each. Summed over the
          numbers, that is the share pure chance gives; the chance range is where numbers picked at random would land 95 times in 100. A share above the range is unlikely to be
          luck; one inside it is no better than luck.
        </p>
        <p>The figures count every hit as soon as its draw&apos;s result is in; the numbers themselves appear under Recent hits only once their window has long closed.</p>
      </section>
    </div>
  );
}
