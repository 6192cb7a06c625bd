/** A phone showing a prediction card, with a calendar and a check badge: "how it works". */
export function AboutIllustration() {
  return (
    <svg className="about-art" viewBox="0 0 420 380" role="img" aria-label="A phone showing today's predictions">
      <defs>
        <linearGradient id="about-bg" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#16305a" />
          <stop offset="1" stopColor="#0a1730" />
        </linearGradient>
        <linearGradient id="about-gold" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#f6d77a" />
          <stop offset="1" stopColor="#c99a22" />
        </linearGradient>
      </defs>
      <rect x="10" y="20" width="400" height="340" rx="28" fill="url(#about-bg)" />
      <circle cx="340" cy="80" r="90" fill="#e2b33c" opacity="0.12" />
      <rect x="130" y="48" width="160" height="300" rx="24" fill="#0a1730" stroke="#2b4775" strokeWidth="4" />
      <rect x="142" y="66" width="136" height="266" rx="14" fill="#f4f6fb" />
      <rect x="182" y="56" width="56" height="6" rx="3" fill="#2b4775" />
      <rect x="154" y="80" width="80" height="10" rx="5" fill="#13294b" />
      <rect x="154" y="96" width="56" height="7" rx="3.5" fill="#9aa6bd" />
      {[0, 1, 2, 3].map((i) => (
        <g key={i} transform={`translate(154 ${118 + i * 48})`}>
          <rect width="112" height="38" rx="9" fill="#fff" stroke="#d9dfea" />
          <circle cx="20" cy="19" r="11" fill={i === 0 ? 'url(#about-gold)' : '#13294b'} />
          <text x="20" y="19" textAnchor="middle" dominantBaseline="central" fontSize="10" fontWeight="800" fontFamily="Poppins, sans-serif" fill={i === 0 ? '#1a1405' : '#fff'}>
            {i + 1}
          </text>
          <text x="40" y="24" fontSize="14" fontWeight="700" fontFamily="Poppins, sans-serif" fill="#13294b">
            {['483 - 7091', '127 - 5524', '906 - 3318', '751 - 0462'][i]}
          </text>
        </g>
      ))}
      <g transform="translate(40 120)">
        <rect width="88" height="84" rx="14" fill="#fff" />
        <rect width="88" height="24" rx="12" fill="#c0352b" />
        <rect y="12" width="88" height="12" fill="#c0352b" />
        <text x="44" y="66" textAnchor="middle" fontSize="34" fontWeight="800" fontFamily="Poppins, sans-serif" fill="#13294b">
          AM
        </text>
      </g>
      <g transform="translate(300 220)">
        <rect width="88" height="84" rx="14" fill="#fff" />
        <rect width="88" height="24" rx="12" fill="#2563b8" />
        <rect y="12" width="88" height="12" fill="#2563b8" />
        <text x="44" y="66" textAnchor="middle" fontSize="34" fontWeight="800" fontFamily="Poppins, sans-serif" fill="#13294b">
          PM
        </text>
      </g>
      <g transform="translate(318 96)">
        <circle r="30" fill="url(#about-gold)" />
        <path d="M-13 1 l9 9 17 -19" fill="none" stroke="#0a1730" strokeWidth="6" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
