// A labelled <select> in the look of the shared TextField (app/components has no select).

export interface SelectFieldProps<V extends string> {
  label: string;
  name: string;
  value: V;
  options: ReadonlyArray<{ value: V; label: string }>;
  onChange(v: V): void;
  required?: boolean;
}

export function SelectField<V extends string>({ label, name, value, options, onChange, required }: SelectFieldProps<V>) {
  const id = `field-${name}`;
  return (
    <div className="field">
      <label className="field-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} name={name} value={value} required={required} onChange={(e) => onChange(e.target.value as V)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
