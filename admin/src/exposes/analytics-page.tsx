import '@app/shared/styles/remote.css';
import { useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteExpose } from '@app/shared/contracts';
import { createQueryClient } from '../app/query-client';
import { AdminHeader } from '../components/admin-header';
import { AnalyticsDashboard } from '../features/analytics/components/analytics-dashboard';

/** /analytics, mounted by the shell. Its own query cache lives and dies with the page. */
function AnalyticsPage() {
  const [queryClient] = useState(createQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      <div className="min-h-screen bg-muted">
        <AdminHeader />
        <main className="mx-auto flex max-w-6xl flex-col gap-8 px-4 py-10 sm:px-6">
          <div>
            <h1 className="text-3xl font-bold text-foreground">Analytics Dashboard</h1>
            <p className="mt-1 text-muted-foreground">Visits, sign-ups and waitlist joins, as recorded by the site.</p>
          </div>
          <AnalyticsDashboard />
        </main>
      </div>
    </QueryClientProvider>
  );
}

// Checked against the contract the shell loads it with (shared/src/contracts/remotes.ts).
export default AnalyticsPage satisfies RemoteExpose<'admin', './AnalyticsPage'>;
