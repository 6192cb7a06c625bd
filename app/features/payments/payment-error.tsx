/**
 * The checkout error panel (docs/app.md, "Payment and checkout"): what went wrong, and Try Again.
 */
export function PaymentError({ message, onRetry }: { message: string; onRetry(): void }) {
  return (
    <div className="payment-error" role="alert">
      <strong>Payment could not be started</strong>
      <p>{message}</p>
      <button type="button" className="btn btn-danger" onClick={onRetry}>
        Try Again
      </button>
    </div>
  );
}
