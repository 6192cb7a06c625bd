import { TIMES_OF_DAY, type TimeOfDay } from '@shared/predictions';
import { MORNING_UNTIL_HOUR } from '../lib/publish-time';

/** Morning or Evening for the batch being published; the form preselects by the clock. */
export function TimeOfDayChoice({ value, onChange }: { value: TimeOfDay; onChange(v: TimeOfDay): void }) {
  return (
    <fieldset className="admin-tod">
      <legend>Batch</legend>
      <div className="admin-segmented">
        {TIMES_OF_DAY.map((t) => (
          <label key={t} className={`btn btn-small ${value === t ? 'btn-primary' : 'btn-secondary'} admin-tod-option`}>
            <input type="radio" name="timeOfDay" value={t} checked={value === t} onChange={() => onChange(t)} />
            {t}
          </label>
        ))}
      </div>
      <p className="admin-reason">Chosen by the clock: Morning until {MORNING_UNTIL_HOUR}:00, Evening after. Change it if this batch is for the other draws.</p>
    </fieldset>
  );
}
