import type { FounderDto } from '@shared/claims';

/** The founder's sign-off under their message: the operator's founder (the console's Claims page). */
export function FounderSignature({ founder }: { founder: Pick<FounderDto, 'name' | 'title'> }) {
  return (
    <figure className="founder">
      <div className="founder-avatar" aria-hidden="true">
        {founder.name
          .split(' ')
          .filter((w) => /^[A-Z][a-z]/.test(w))
          .map((w) => w[0])
          .join('')}
      </div>
      <figcaption>
        <svg className="founder-signature" viewBox="0 0 220 60" role="img" aria-label={`Signature of ${founder.name}`}>
          <path
            d="M8 44 C 20 10, 30 10, 30 40 C 30 20, 44 12, 46 40 C 50 24, 60 22, 62 38 C 66 30, 74 28, 78 36 C 84 46, 92 20, 100 30 C 108 40, 116 34, 124 28 C 134 20, 140 40, 150 34 C 162 26, 176 30, 212 22"
            fill="none"
            stroke="#13294b"
            strokeWidth="2.6"
            strokeLinecap="round"
          />
          <path d="M40 52 C 90 46, 150 46, 200 40" fill="none" stroke="#e2b33c" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <strong className="founder-name">{founder.name}</strong>
        <span className="founder-title">{founder.title}</span>
      </figcaption>
    </figure>
  );
}
