// /admin/results: official draw results in (docs/product.md, "Official results"): the form, a CSV
// import, and the stored results to search, correct or remove.
import { useCallback, useState } from 'react';
import { Link } from 'react-router-dom';
import { AdminLayout } from '../components/admin-layout';
import { RecentResults } from '../components/recent-results';
import { ResultEntryForm } from '../components/result-entry-form';
import { ResultImport } from '../components/result-import';

export default function AdminResultsPage() {
  // Bumped by every write on the page: the stored results show their first page again.
  const [version, setVersion] = useState(0);
  const changed = useCallback(() => setVersion((v) => v + 1), []);

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
      <RecentResults version={version} />
    </AdminLayout>
  );
}
