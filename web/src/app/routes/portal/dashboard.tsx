import { useState } from 'react';
import { useUser } from '../../../features/auth/api/get-user';
import { useDashboardSummary } from '../../../features/dashboard/api/get-dashboard-summary';
import { PipelineCharts } from '../../../features/dashboard/components/pipeline-charts';
import { RecentActivitiesTable } from '../../../features/dashboard/components/recent-activities-table';
import { SummaryCards, unknownFigures } from '../../../features/dashboard/components/summary-cards';
import { TeamPanel } from '../../../features/dashboard/components/team-panel';
import { TodayPanel } from '../../../features/dashboard/components/today-panel';
import { PortalPage } from '../../../components/layouts/portal-page';

/** The dashboard (spec §2) with real figures: one call, as the signed-in user sees the CRM. */
export function DashboardRoute() {
  const { data } = useDashboardSummary();
  const { user } = useUser();
  // "Overdue" is judged against when the page was opened: stable across renders.
  const [now] = useState(() => Date.now());
  return (
    <PortalPage title="Dashboard" description="Un vistazo a tu cartera, tus clientes y tus pendientes.">
      <div className="space-y-10">
        {data ? <TodayPanel today={data.today} now={now} /> : null}
        <SummaryCards summary={data ?? unknownFigures} ownProperties={user ? user.role !== 'admin' : undefined} />
        <RecentActivitiesTable
          activities={(data?.recentActivities ?? []).map((activity) => ({
            id: activity.id,
            type: activity.type,
            description: activity.description,
            clientName: activity.leadName,
            date: activity.startsAt,
            status: activity.status,
          }))}
        />
        {data ? <PipelineCharts summary={data} /> : null}
        {user?.role === 'admin' ? <TeamPanel /> : null}
      </div>
    </PortalPage>
  );
}
