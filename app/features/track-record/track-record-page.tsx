// /track-record: how often the published numbers hit, beside how often any numbers would have hit
// by pure chance, for the last 30 days, 90 days or year, when enough results are stored to say
// (docs/product.md, "Coverage"); the same in money; the recent hits themselves once their window
// is long closed (docs/product.md, "The proof list"); and the way to check the public record. Public.
import { useMemo } from 'react';
import { Link } from 'react-router-dom';
import { useSearchParam } from '../../lib/use-search-param';
import { Loaded } from '../../components/loaded';
import { TableWrap } from '../../components/table-wrap';
import { coverageEnough, coverageText, type CoverageDto } from '@shared/coverage';
import type { MoneyPlay } from '@shared/plays';
import { formatCalendarDay } from '../../lib/dates';
import { weekPoints } from './figures';
import { Method, PERIOD_RULE } from './method';
import { PERIODS, periodOf } from './periods';
import { RecentHits } from './recent-hits';
import { RecordSummary } from './record-summary';
import { StateTable } from './state-table';
import { MethodsSection } from './methods-section';
import { MoneySection } from './money-section';
import { usePageData } from '../../lib/page-data';
import { playOf, trackRecordLoader, type RecordRead } from './track-record-reads';
import { WeeklyChart } from './weekly-chart';
import './track-record.css';

function PeriodSwitcher({ current, onPick }: { current: string; onPick(id: string): void }) {
  return (
    <div className="period-switch" role="group" aria-label="Period">
      {PERIODS.map((p) => (
        <button key={p.id} type="button" className="period-option" aria-pressed={p.id === current} onClick={() => onPick(p.id)}>
          {p.label}
        </button>
      ))}
    </div>
  );
}

/**
 * Too few results stored to compare with chance (docs/product.md, "Coverage"): the share in words,
 * and why the page shows counts only.
 */
function CoverageNote({ coverage }: { coverage: CoverageDto }) {
  const text = coverageText(coverage);
  return (
    <p className="coverage-note" role="note">
      <strong>{text.charAt(0).toUpperCase() + text.slice(1)}</strong> in this period&apos;s windows. Until results for 95% of them are stored, this page makes no comparison with
      pure chance: a record of only some draws says nothing about the numbers.
    </p>
  );
}

/** The period's figures: the coverage note, the scope and the summary. */
function PeriodRecord({ read: { record } }: { read: RecordRead }) {
  const compare = coverageEnough(record.coverage);
  return (
    <>
      {!compare && <CoverageNote coverage={record.coverage} />}
      {record.numbers === 0 && (
        <div className="empty-state">
          <p>No numbers have been scored in this period yet: a number counts once a draw in its window has an official result stored. Figures appear here as results come in.</p>
          <p>{PERIOD_RULE}</p>
        </div>
      )}
      {record.numbers > 0 && (
        <>
          <p className="track-scope">
            {formatCalendarDay(record.from)} to {formatCalendarDay(record.to)}: {record.numbers.toLocaleString('en-US')} numbers checked against their draws (
            {record.draws.toLocaleString('en-US')} checks). Numbers whose window ends after {formatCalendarDay(record.to)} count once it has ended, even when they have hit already.
          </p>
          <p className="track-scope" data-testid="withdrawn">
            {record.withdrawn === 0
              ? 'None of these numbers has been edited away or deleted since.'
              : `${record.withdrawn.toLocaleString('en-US')} of these numbers ${record.withdrawn === 1 ? 'was' : 'were'} edited away or deleted after draws they were checked against; they still count on those draws, as the public record holds them.`}
          </p>
          <RecordSummary record={record} compare={compare} />
        </>
      )}
    </>
  );
}

/** By state and week by week, once the period has scored numbers. */
function RecordDetail({ read: { record, weekly } }: { read: RecordRead }) {
  const points = useMemo(() => ({ straight: weekPoints(weekly.weeks, 'straight'), box: weekPoints(weekly.weeks, 'box') }), [weekly]);
  const compare = coverageEnough(record.coverage);
  if (record.numbers === 0) return null;
  return (
    <>
      <section className="card track-panel" aria-labelledby="track-states-title">
        <h2 id="track-states-title">By state</h2>
        <p className="muted">
          {compare ? 'Hits over all checked draws of each state, against the hits pure chance gives for the same draws.' : 'Hits over the stored draws of each state.'}
        </p>
        <TableWrap label="Hits per state">
          <StateTable record={record} compare={compare} />
        </TableWrap>
      </section>
      {compare && (
        <section className="card track-panel" aria-labelledby="track-weeks-title">
          <h2 id="track-weeks-title">Week by week</h2>
          <p className="muted">Each week&apos;s share of numbers that hit (numbers whose window ended that week), against the share pure chance gives and its range.</p>
          <h3>Straight hits</h3>
          <WeeklyChart kind="straight" points={points.straight} />
          <h3>Box hits</h3>
          <WeeklyChart kind="box" points={points.box} />
        </section>
      )}
    </>
  );
}

export const loader = trackRecordLoader;

export default function TrackRecordPage() {
  // The period and the play live in the address, where the loader reads them.
  const [params, setParam] = useSearchParam<'period' | 'play'>();
  const period = periodOf(params.get('period'));
  const play = playOf(params.get('play'));
  const { record, money, methods, hits } = usePageData<typeof loader>();

  return (
    <div className="track-record">
      <section className="plans-hero">
        <div className="container section-head">
          <span className="section-eyebrow">Track record</span>
          <h1 className="page-title">How often our numbers hit</h1>
          <p>Every published number, checked against the official draws of all seven states, beside what pure chance would give for the same draws.</p>
        </div>
      </section>
      <div className="container track-body">
        <section className="card track-panel" aria-labelledby="track-period-title">
          <div className="track-panel-head">
            <h2 id="track-period-title">{period.heading}</h2>
            <PeriodSwitcher current={period.id} onPick={(id) => setParam('period', id)} />
          </div>
          <Loaded resolve={record} loading="Loading the track record..." failed="The track record could not be loaded.">
            {(read) => <PeriodRecord read={read} />}
          </Loaded>
        </section>

        <MoneySection money={money} play={play} onPlay={(p: MoneyPlay | null) => setParam('play', p)} />

        <MethodsSection methods={methods} />

        <RecentHits first={hits} />

        <Loaded resolve={record} loading={null} failed={null}>
          {(read) => <RecordDetail read={read} />}
        </Loaded>

        <section className="card track-panel" aria-labelledby="track-verify-title">
          <h2 id="track-verify-title">Check the record yourself</h2>
          <p>
            Every set we publish, enter, edit or delete is written to a public record before its draws: a chain of SHA-256 hashes that commits to its numbers without showing them,
            opened once its hits are public. Your browser can check all of it.
          </p>
          <Link to="/track-record/verify" className="btn btn-secondary">
            Check the record
          </Link>
        </section>

        <section className="card track-panel" aria-labelledby="track-method-title">
          <h2 id="track-method-title">How we count</h2>
          <Method />
        </section>
        <p className="track-cta">
          <Link to="/explore-plans" className="btn btn-primary">
            Explore Plans
          </Link>
        </p>
      </div>
    </div>
  );
}
