import { Spinner } from '../../components/spinner';

/** What the layout shows in place of a page whose code is still arriving. */
export function PageFallback() {
  return (
    <div className="page-fallback">
      <Spinner label="Loading..." />
    </div>
  );
}
