import { Spinner } from '../../components/spinner';

/** What shows while the first page's code is still arriving. */
export function PageFallback({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <div className={fullScreen ? 'page-fallback page-fallback-full' : 'page-fallback'}>
      <Spinner label="Loading..." />
    </div>
  );
}
