// A code on the payment page (docs/app.md, "Payment and checkout"): typed, or arriving with the
// link as ?code=, asked about (GET /api/offers/{code}?plan=) and shown as what it takes off; the
// checkout then carries it. The server decides again at checkout: this only shows the price.
import { useEffect, useEffectEvent, useState } from 'react';
import type { OfferQuoteDto } from '@shared/offer-words';
import { formatMoney } from '@shared/money-format';
import { answer, client } from '../../lib/api-client';

export function PromoCode({ plan, initial, quote, onQuote }: { plan: string; initial: string; quote: OfferQuoteDto | null; onQuote(q: OfferQuoteDto | null): void }) {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  async function apply(typed: string) {
    const wanted = typed.trim();
    setError('');
    onQuote(null);
    if (!wanted) return;
    setBusy(true);
    try {
      onQuote(await answer(client.offers[':code'].$get({ param: { code: encodeURIComponent(wanted) }, query: { plan } })));
    } catch (err) {
      setError(err instanceof Error ? err.message : 'This code could not be checked. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  // A link with ?code= applies it at once, and again for another plan shown.
  const applyArrived = useEffectEvent((arrived: string) => void apply(arrived));
  useEffect(() => {
    if (initial) applyArrived(initial);
  }, [plan, initial]);

  return (
    <div className="field promo-code">
      <label className="field-label" htmlFor="field-promoCode">
        Code <span className="field-hint">(optional)</span>
      </label>
      <div className="promo-code-row">
        <input
          id="field-promoCode"
          name="promoCode"
          value={code}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'promo-code-error' : quote ? 'promo-code-applied' : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            if (quote) onQuote(null);
          }}
          onKeyDown={(e) => {
            // Enter applies the code rather than paying.
            if (e.key === 'Enter') {
              e.preventDefault();
              void apply(code);
            }
          }}
        />
        <button type="button" className="btn btn-secondary" disabled={busy || !code.trim()} onClick={() => void apply(code)}>
          {busy ? 'Checking...' : 'Apply'}
        </button>
      </div>
      {error && (
        <p id="promo-code-error" className="field-error" role="alert">
          {error}
        </p>
      )}
      {quote && (
        <p id="promo-code-applied" className="promo-code-applied" role="status">
          {quote.code} applied: {formatMoney(quote.discountCents)} off.
        </p>
      )}
    </div>
  );
}
