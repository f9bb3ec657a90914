import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { RouteError } from '../components/errors/route-error';
import { PageSpinner } from '../components/ui/spinner';
import { LandingRoute } from './routes/landing';

/** Code-splits a page: its module (and everything only it uses) is downloaded the first time it is visited. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): LazyExoticComponent<ComponentType> {
  return lazy(async () => ({ default: pick(await load()) }));
}

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
const PropertyDetailRoute = lazyPage(() => import('./routes/public/property-detail'), (m) => m.PropertyDetailRoute);
const PrivacyNoticeRoute = lazyPage(() => import('./routes/public/privacy-notice'), (m) => m.PrivacyNoticeRoute);
const TermsRoute = lazyPage(() => import('./routes/public/terms'), (m) => m.TermsRoute);
const SiteMapRoute = lazyPage(() => import('./routes/public/site-map'), (m) => m.SiteMapRoute);
const VideoCallRoute = lazyPage(() => import('./routes/public/video-call'), (m) => m.VideoCallRoute);

function page(Page: ComponentType): RouteObject['element'] {
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/** The spec's route table (section 2); every path not listed falls through to the not-found screen. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteError />,
    children: [
      { path: '/', element: <LandingRoute /> },
      { path: '/auth', element: page(AuthRoute) },
      { path: '/propiedades/:slug', element: page(PropertyDetailRoute) },
      { path: '/aviso-de-privacidad', element: page(PrivacyNoticeRoute) },
      { path: '/terminos', element: page(TermsRoute) },
      { path: '/mapa-del-sitio', element: page(SiteMapRoute) },
      { path: '/videollamada/:token', element: page(VideoCallRoute) },
      {
        // The portal frame checks the session once for all its pages and suspends each page's chunk inside itself.
        element: page(PortalLayout),
        children: [
          { path: '/dashboard', element: <DashboardRoute /> },
          { path: '/properties', element: <PropertiesRoute /> },
          { path: '/properties/new', element: <NewPropertyRoute /> },
          { path: '/properties/:id/edit', element: <EditPropertyRoute /> },
          { path: '/leads', element: <LeadsRoute /> },
          { path: '/leads/:id', element: <LeadDetailRoute /> },
          { path: '/activities', element: <ActivitiesRoute /> },
          { path: '/activities/new', element: <NewActivityRoute /> },
          { path: '/activities/:id/edit', element: <EditActivityRoute /> },
          { path: '/calendar', element: <CalendarRoute /> },
          { path: '/users', element: <UsersRoute /> },
        ],
      },
      { path: '*', element: page(NotFoundRoute) },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
