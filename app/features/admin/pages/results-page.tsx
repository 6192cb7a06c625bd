// /admin/results: official draw results in (docs/product.md, "Official results"): the form, a CSV
// import, and the stored results to search, correct or remove, read through the route's loader
// (docs/app.md, "How a page reads data").
import { Link, useRevalidator, useSearchParams, type LoaderFunctionArgs } from 'react-router-dom';
import { reads, usePageData } from '../../../lib/page-data';
import { AdminLayout } from '../components/admin-layout';
import { RecentResults, readStoredResults } from '../components/recent-results';
import { ResultEntryForm } from '../components/result-entry-form';
import { ResultImport } from '../components/result-import';

export function loader({ request }: LoaderFunctionArgs) {
  return reads({ stored: readStoredResults(new URL(request.url).searchParams, request.signal) });
}

export default function AdminResultsPage() {
  const { stored } = usePageData<typeof loader>();
  const [params, setParams] = useSearchParams();
  const { revalidate } = useRevalidator();
  // Every write on the page: the stored results show their first page again, where it is listed.
  const changed = () => {
    if (!params.has('offset')) return void revalidate();
    const q = new URLSearchParams(params);
    q.delete('offset');
    setParams(q, { replace: true, preventScrollReset: true });
  };

  return (
    <AdminLayout
      title="Official Results"
      actions={
        <Link to="/results" className="btn btn-secondary">
          Public results page
        </Link>
      }
    >
      <ResultEntryForm onSaved={changed} />
      <ResultImport onImported={changed} />
      <RecentResults stored={stored} />
    </AdminLayout>
  );
}
