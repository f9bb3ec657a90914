import { Suspense, type ComponentType } from 'react';
import { SITE_ROUTES } from '@prestigio/contracts';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/spinner';
import { lazyWithData as lazyPage } from '../lib/lazy-with-data';
import { PageReadyMark } from '../lib/page-ready-mark';
import { restoreSiteHead } from '../lib/server-head';
import { LandingRoute } from './routes/landing';

const AuthRoute = lazyPage(() => import('./routes/auth'), (m) => m.AuthRoute);
const NotFoundRoute = lazyPage(() => import('./routes/not-found'), (m) => m.NotFoundRoute);
const PortalLayout = lazyPage(() => import('./routes/portal/layout'), (m) => m.PortalLayout);
const DashboardRoute = lazyPage(() => import('./routes/portal/dashboard'), (m) => m.DashboardRoute);
const PropertiesRoute = lazyPage(() => import('./routes/portal/properties'), (m) => m.PropertiesRoute);
const NewPropertyRoute = lazyPage(() => import('./routes/portal/new-property'), (m) => m.NewPropertyRoute);
const EditPropertyRoute = lazyPage(() => import('./routes/portal/edit-property'), (m) => m.EditPropertyRoute);
const LeadsRoute = lazyPage(() => import('./routes/portal/leads'), (m) => m.LeadsRoute);
const LeadDetailRoute = lazyPage(() => import('./routes/portal/leads'), (m) => m.LeadDetailRoute);
const ActivitiesRoute = lazyPage(() => import('./routes/portal/activities'), (m) => m.ActivitiesRoute);
const NewActivityRoute = lazyPage(() => import('./routes/portal/new-activity'), (m) => m.NewActivityRoute);
const EditActivityRoute = lazyPage(() => import('./routes/portal/new-activity'), (m) => m.EditActivityRoute);
const CalendarRoute = lazyPage(() => import('./routes/portal/calendar'), (m) => m.CalendarRoute);
const UsersRoute = lazyPage(() => import('./routes/portal/users'), (m) => m.UsersRoute);
const ProfileRoute = lazyPage(() => import('./routes/portal/profile'), (m) => m.ProfileRoute);
const VideoCallsRoute = lazyPage(() => import('./routes/portal/video-calls'), (m) => m.VideoCallsRoute);
const ConversationsRoute = lazyPage(() => import('./routes/portal/conversations'), (m) => m.ConversationsRoute);
const PropertyDetailRoute = lazyPage(() => import('./routes/public/property-detail'), (m) => m.PropertyDetailRoute);
const PrivacyNoticeRoute = lazyPage(() => import('./routes/public/privacy-notice'), (m) => m.PrivacyNoticeRoute);
const TermsRoute = lazyPage(() => import('./routes/public/terms'), (m) => m.TermsRoute);
const SiteMapRoute = lazyPage(() => import('./routes/public/site-map'), (m) => m.SiteMapRoute);
const FavouritesRoute = lazyPage(() => import('./routes/public/favourites'), (m) => m.FavouritesRoute);
const ConfirmSavedSearchRoute = lazyPage(() => import('./routes/public/saved-searches'), (m) => m.ConfirmSavedSearchRoute);
const ManageSavedSearchesRoute = lazyPage(() => import('./routes/public/saved-searches'), (m) => m.ManageSavedSearchesRoute);
const UnsubscribeSavedSearchRoute = lazyPage(() => import('./routes/public/saved-searches'), (m) => m.UnsubscribeSavedSearchRoute);
const VideoCallRoute = lazyPage(() => import('./routes/public/video-call'), (m) => m.VideoCallRoute);

function page(Page: ComponentType): RouteObject['element'] {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
      <PageReadyMark />
    </Suspense>
  );
}

/**
 * The spec's route table (section 2) with the CRM's pages; every path not listed falls through to the not-found screen.
 * Paths come from SITE_ROUTES, which the gateway also reads to answer 404 for the rest.
 */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: SITE_ROUTES.landing, element: <LandingRoute /> },
      { path: SITE_ROUTES.auth, element: page(AuthRoute) },
      { path: SITE_ROUTES.propertyDetail, element: page(PropertyDetailRoute) },
      { path: SITE_ROUTES.privacyNotice, element: page(PrivacyNoticeRoute) },
      { path: SITE_ROUTES.terms, element: page(TermsRoute) },
      { path: SITE_ROUTES.siteMap, element: page(SiteMapRoute) },
      { path: SITE_ROUTES.videoCall, element: page(VideoCallRoute) },
      { path: SITE_ROUTES.favourites, element: page(FavouritesRoute) },
      { path: SITE_ROUTES.savedSearchConfirm, element: page(ConfirmSavedSearchRoute) },
      { path: SITE_ROUTES.savedSearches, element: page(ManageSavedSearchesRoute) },
      { path: SITE_ROUTES.savedSearchUnsubscribe, element: page(UnsubscribeSavedSearchRoute) },
      {
        // The portal frame checks the session once for all its pages and suspends each page's chunk inside itself.
        element: page(PortalLayout),
        children: [
          { path: SITE_ROUTES.dashboard, element: <DashboardRoute /> },
          { path: SITE_ROUTES.properties, element: <PropertiesRoute /> },
          { path: SITE_ROUTES.newProperty, element: <NewPropertyRoute /> },
          { path: SITE_ROUTES.editProperty, element: <EditPropertyRoute /> },
          { path: SITE_ROUTES.leads, element: <LeadsRoute /> },
          { path: SITE_ROUTES.leadDetail, element: <LeadDetailRoute /> },
          { path: SITE_ROUTES.activities, element: <ActivitiesRoute /> },
          { path: SITE_ROUTES.newActivity, element: <NewActivityRoute /> },
          { path: SITE_ROUTES.editActivity, element: <EditActivityRoute /> },
          { path: SITE_ROUTES.calendar, element: <CalendarRoute /> },
          { path: SITE_ROUTES.users, element: <UsersRoute /> },
          { path: SITE_ROUTES.profile, element: <ProfileRoute /> },
          { path: SITE_ROUTES.videoCalls, element: <VideoCallsRoute /> },
          { path: SITE_ROUTES.conversations, element: <ConversationsRoute /> },
          { path: SITE_ROUTES.conversation, element: <ConversationsRoute /> },
        ],
      },
      { path: '*', element: page(NotFoundRoute) },
    ],
  },
];

// Created on first render, not on import: the build's prerender imports the routes where there is no window.
let browserRouter: ReturnType<typeof createBrowserRouter> | undefined;

function createAppRouter(): ReturnType<typeof createBrowserRouter> {
  const router = createBrowserRouter(routes);
  // The head the server wrote for the first page (a listing's) stops applying at the first move to another page.
  const firstPathname = router.state.location.pathname;
  const unsubscribe = router.subscribe((state) => {
    if (state.location.pathname === firstPathname) return;
    restoreSiteHead();
    unsubscribe();
  });
  return router;
}

export function AppRouter() {
  browserRouter ??= createAppRouter();
  return <RouterProvider router={browserRouter} />;
}
