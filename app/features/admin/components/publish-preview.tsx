// What subscribers will see once the form is published: the same card their Predictions page
// shows, drawn from the form as typed (blank rows left out, as publishing leaves them out).
import { validThroughOf, type PairFields, type TimeOfDay } from '@shared/predictions';
import { todayDay } from '../../../lib/dates';
import { BatchCard } from '../../../components/batch-card';

export interface PublishPreviewProps {
  sharedContent: string;
  timeOfDay: TimeOfDay;
  predictions: PairFields[];
  alternatives: PairFields[];
  /** The last day the batch scores; today when the form leaves it unset. */
  validThrough?: string;
}

export function PublishPreview(props: PublishPreviewProps) {
  const empty = props.predictions.length === 0 && props.alternatives.length === 0 && !props.sharedContent;
  const today = todayDay();
  // Nothing can have hit yet: the preview's pairs carry no hits.
  const noHits = (pairs: PairFields[]) => pairs.map((p) => ({ ...p, hits: [] }));
  const batch = {
    ...props,
    predictions: noHits(props.predictions),
    alternatives: noHits(props.alternatives),
    _id: 'preview',
    date: today,
    validThrough: validThroughOf({ date: today, validThrough: props.validThrough }),
    timestamp: '',
    // Nothing published is drawn yet: the card says so rather than "0 of 10 numbers hit".
    awaitingDraws: true,
    archived: false,
  };
  return (
    <aside className="card stack admin-preview" aria-labelledby="publish-preview">
      <div>
        <h2 id="publish-preview">Preview</h2>
        <p className="admin-reason">What subscribers will see after you publish.</p>
      </div>
      {empty ? <p className="muted">Type numbers in the form to see the batch here.</p> : <BatchCard batch={batch} />}
    </aside>
  );
}
