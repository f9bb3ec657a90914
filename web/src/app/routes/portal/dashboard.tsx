import { PortalPage } from '../../../components/layouts/portal-page';
import { RecentActivitiesTable } from '../../../features/dashboard/components/recent-activities-table';
import { SummaryCards, unknownSummary } from '../../../features/dashboard/components/summary-cards';

/**
 * The dashboard's layout with the spec's labels. There is no dashboard data API yet (the CRM adds it), so the
 * figures show as unknown and the table as empty rather than with made-up values.
 */
export function DashboardRoute() {
  return (
    <PortalPage title="Dashboard" description="Un vistazo a tu cartera, tus clientes y tus pendientes.">
      <div className="space-y-10">
        <SummaryCards summary={unknownSummary} />
        <RecentActivitiesTable activities={[]} />
      </div>
    </PortalPage>
  );
}
