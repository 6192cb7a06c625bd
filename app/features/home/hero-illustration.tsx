/** Lottery balls over a rising chart: the hero's picture, drawn inline so it works offline. */
export function HeroIllustration() {
  const balls = [
    { cx: 120, cy: 250, r: 46, n: '3', fill: 'url(#ball-gold)', text: '#1a1405' },
    { cx: 228, cy: 190, r: 52, n: '7', fill: 'url(#ball-white)', text: '#13294b' },
    { cx: 338, cy: 232, r: 44, n: '1', fill: 'url(#ball-gold)', text: '#1a1405' },
    { cx: 300, cy: 110, r: 34, n: '9', fill: 'url(#ball-white)', text: '#13294b' },
  ];
  return (
    <svg className="hero-art" viewBox="0 0 460 360" role="img" aria-label="Lottery balls rising above a winning chart">
      <defs>
        <radialGradient id="ball-gold" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#fff3c4" />
          <stop offset="0.45" stopColor="#f1c550" />
          <stop offset="1" stopColor="#b8860b" />
        </radialGradient>
        <radialGradient id="ball-white" cx="35%" cy="30%" r="75%">
          <stop offset="0" stopColor="#ffffff" />
          <stop offset="0.6" stopColor="#e7ecf6" />
          <stop offset="1" stopColor="#aab6cf" />
        </radialGradient>
        <linearGradient id="chart-fill" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#e2b33c" stopOpacity="0.45" />
          <stop offset="1" stopColor="#e2b33c" stopOpacity="0" />
        </linearGradient>
      </defs>
      <circle cx="240" cy="190" r="165" fill="#ffffff" opacity="0.04" />
      <circle cx="240" cy="190" r="120" fill="#ffffff" opacity="0.04" />
      <g stroke="#ffffff" strokeOpacity="0.08">
        {[80, 140, 200, 260, 320].map((y) => (
          <line key={y} x1="30" x2="430" y1={y} y2={y} />
        ))}
      </g>
      <path d="M30 320 L110 290 L170 300 L240 240 L300 255 L370 180 L430 150 L430 340 L30 340 Z" fill="url(#chart-fill)" />
      <path d="M30 320 L110 290 L170 300 L240 240 L300 255 L370 180 L430 150" fill="none" stroke="#e2b33c" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="430" cy="150" r="7" fill="#e2b33c" />
      <circle cx="430" cy="150" r="14" fill="#e2b33c" opacity="0.25" />
      {balls.map((b) => (
        <g key={b.n}>
          <ellipse cx={b.cx} cy={b.cy + b.r + 8} rx={b.r * 0.8} ry={6} fill="#000" opacity="0.25" />
          <circle cx={b.cx} cy={b.cy} r={b.r} fill={b.fill} />
          <circle cx={b.cx} cy={b.cy} r={b.r * 0.52} fill="#ffffff" opacity="0.92" />
          <text x={b.cx} y={b.cy} textAnchor="middle" dominantBaseline="central" fontFamily="Poppins, Segoe UI, sans-serif" fontWeight="800" fontSize={b.r * 0.62} fill={b.text}>
            {b.n}
          </text>
        </g>
      ))}
      <g fill="#f6d77a">
        <path d="M70 90 l4 10 10 4 -10 4 -4 10 -4 -10 -10 -4 10 -4z" />
        <path d="M400 70 l3 7 7 3 -7 3 -3 7 -3 -7 -7 -3 7 -3z" opacity="0.8" />
        <path d="M180 60 l2 5 5 2 -5 2 -2 5 -2 -5 -5 -2 5 -2z" opacity="0.6" />
      </g>
    </svg>
  );
}
