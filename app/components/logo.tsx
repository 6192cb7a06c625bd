import { PRODUCT_NAME } from '@shared/brand';

/** The mark (a gold ball with a "7" on navy) and the word mark. */
export function Logo({ compact = false }: { compact?: boolean }) {
  return (
    <span className="logo">
      <svg className="logo-mark" width="36" height="36" viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <defs>
          <linearGradient id="logo-gold" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#f6d77a" />
            <stop offset="1" stopColor="#c99a22" />
          </linearGradient>
        </defs>
        <circle cx="32" cy="32" r="30" fill="url(#logo-gold)" />
        <circle cx="32" cy="32" r="21" fill="#0a1730" />
        <path d="M23 22h18l-11 22" fill="none" stroke="#f6d77a" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="50" cy="14" r="3" fill="#fff" opacity="0.85" />
      </svg>
      {!compact && (
        <span className="logo-text">
          {PRODUCT_NAME.split(' ')[0]} <strong>{PRODUCT_NAME.split(' ').slice(1).join(' ')}</strong>
        </span>
      )}
    </span>
  );
}
