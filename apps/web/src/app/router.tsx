import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RouteErrorBoundary } from '../components/route-error.tsx';
import { useScrollToTop } from './use-scroll-to-top.ts';

type ScreenLoader = () => Promise<ComponentType>;
type ScreenElementType = ComponentType & { preload: () => Promise<void> };

/**
 * A screen module exports its component under its own name (`ClassesPage`), which `load` picks from the
 * module; it loads when its route is first visited. A screen whose
 * module is already loaded (see `preloadRoute`) renders at once instead of suspending, so the first
 * render of a page that arrived prerendered does not blank it while React takes over.
 */
function screen(load: ScreenLoader) {
  let loaded: ComponentType | null = null;
  const loadAndKeep = () =>
    load().then((Component) => {
      loaded = Component;
      return Component;
    });
  const LazyScreen = lazy(() => loadAndKeep().then((Component) => ({ default: Component })));
  function Screen() {
    // Decided once per mounted instance, so a screen never switches component type (and state) later.
    const [Direct] = useState<ComponentType | null>(() => loaded);
    return Direct ? <Direct /> : <LazyScreen />;
  }
  const Preloadable: ScreenElementType = Object.assign(Screen, {
    preload: async () => {
      if (!loaded) await loadAndKeep();
    },
  });
  return <Preloadable />;
}

/** Marks the areas behind a sign-in guard: their first render waits until who is signed in is known. */
const SESSION_AREA = { session: true } as const;

/**
 * The route table (docs/architecture.md, Screens). Every screen loads lazily, so the home page carries only its own
 * code. Matching is case-insensitive, so /reglamento-general works like /Reglamento-General.
 * (Declarative routes rather than the data router: see docs/decisions/008-declarative-routes.md.)
 */
export const routes: RouteObject[] = [
  {
    element: screen(() => import('./layouts/public-layout.tsx').then((m) => m.PublicLayout)),
    children: [
      { index: true, element: screen(() => import('../features/home/home-page.tsx').then((m) => m.HomePage)) },
      {
        path: paths.homeAlias,
        element: screen(() => import('../features/home/home-page.tsx').then((m) => m.HomePage)),
      },
      {
        path: paths.studentRegulations,
        element: screen(() => import('../features/regulations/student-info-page.tsx').then((m) => m.StudentInfoPage)),
      },
      {
        path: paths.generalRegulations,
        element: screen(() => import('../features/regulations/applicants-page.tsx').then((m) => m.ApplicantsPage)),
      },
      {
        path: paths.responsibleRegulations,
        element: screen(() => import('../features/regulations/responsible-page.tsx').then((m) => m.ResponsiblePage)),
      },
      {
        path: '/verificar/:folio',
        element: screen(() => import('../features/verification/verification-page.tsx').then((m) => m.VerificationPage)),
      },
      {
        path: '/solicitud-impartir-clase/:classId?',
        element: screen(() =>
          import('../features/teacher-applications/application-form-page.tsx').then((m) => m.ApplicationFormPage),
        ),
      },
    ],
  },
  { path: paths.login, element: screen(() => import('../features/auth/login-page.tsx').then((m) => m.LoginPage)) },
  {
    path: paths.staffLogin,
    element: screen(() => import('../features/auth/staff-login-page.tsx').then((m) => m.StaffLoginPage)),
  },
  {
    path: paths.staffInvitation,
    element: screen(() => import('../features/staff-invitation/invitation-page.tsx').then((m) => m.InvitationPage)),
  },
  {
    // Links sent before the token moved into the fragment.
    path: `${paths.staffInvitation}/:token`,
    element: screen(() => import('../features/staff-invitation/invitation-page.tsx').then((m) => m.InvitationPage)),
  },
  {
    element: screen(() => import('./layouts/student-layout.tsx').then((m) => m.StudentLayout)),
    handle: SESSION_AREA,
    children: [
      {
        path: paths.profile,
        element: screen(() => import('../features/student-profile/profile-page.tsx').then((m) => m.ProfilePage)),
      },
      {
        path: paths.classes,
        element: screen(() => import('../features/classes/classes-page.tsx').then((m) => m.ClassesPage)),
      },
      {
        path: paths.createClass,
        element: screen(() => import('../features/create-class/create-class-page.tsx').then((m) => m.CreateClassPage)),
      },
      {
        path: paths.myCourses,
        element: screen(() => import('../features/my-courses/my-courses-page.tsx').then((m) => m.MyCoursesPage)),
      },
      {
        path: '/my-courses/class/:classId/students',
        element: screen(() => import('../features/classmates/classmates-page.tsx').then((m) => m.ClassmatesPage)),
      },
    ],
  },
  {
    element: screen(() => import('./layouts/staff-layout.tsx').then((m) => m.StaffLayout)),
    handle: SESSION_AREA,
    children: [
      {
        path: paths.staffProfile,
        element: screen(() => import('../features/auth/staff-profile-page.tsx').then((m) => m.StaffProfilePage)),
      },
      {
        path: paths.teacherClasses,
        element: screen(() => import('../features/teacher-classes/my-classes-page.tsx').then((m) => m.MyClassesPage)),
      },
      {
        path: paths.staffPayments,
        element: screen(() => import('../features/finance/finance-page.tsx').then((m) => m.FinancePage)),
      },
      {
        path: paths.financeHolds,
        // The same module as «Pagos»: one more entry in the first-load router, not one more chunk to map.
        element: screen(() => import('../features/finance/finance-page.tsx').then((m) => m.FinanceHoldsPage)),
      },
      {
        path: paths.financeAnalytics,
        element: screen(() =>
          import('../features/finance-analytics/finance-analytics-page.tsx').then((m) => m.FinanceAnalyticsPage),
        ),
      },
      {
        path: '/staff/classes/:classId',
        element: screen(() =>
          import('../features/teacher-classes/class-roster-page.tsx').then((m) => m.TeacherRosterPage),
        ),
      },
    ],
  },
  { path: paths.admin, element: <Navigate to={paths.adminDashboard} replace /> },
  {
    element: screen(() => import('./layouts/admin-layout.tsx').then((m) => m.AdminLayout)),
    handle: SESSION_AREA,
    children: [
      {
        path: paths.adminDashboard,
        element: screen(() =>
          import('../features/admin-dashboard/admin-dashboard-page.tsx').then((m) => m.AdminDashboardPage),
        ),
      },
      {
        path: '/admin/class-students/:classId',
        element: screen(() => import('../features/class-roster/class-roster-page.tsx').then((m) => m.ClassRosterPage)),
      },
      {
        path: paths.teacherApplications,
        element: screen(() =>
          import('../features/teacher-applications/applications-list-page.tsx').then((m) => m.ApplicationsListPage),
        ),
      },
      // Session facts and versions are for administrators only (the admin guard sends anyone else away).
      {
        path: paths.diagnostic,
        element: screen(() => import('../features/auth/diagnostic-page.tsx').then((m) => m.DiagnosticPage)),
      },
      {
        path: '/admin/teacher-applications/:id',
        element: screen(() =>
          import('../features/teacher-applications/application-detail-page.tsx').then((m) => m.ApplicationDetailPage),
        ),
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

/** Whether `pathname` is in an area behind a sign-in guard (student, staff, admin). */
export function routeNeedsSession(pathname: string): boolean {
  return (matchRoutes(routes, pathname) ?? []).some((m) => m.route.handle === SESSION_AREA);
}

/** Loads the screens (layout and page) of `pathname`, so the first render needs no Suspense fallback. */
export async function preloadRoute(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map((m) => {
      const type = (m.route.element as { type?: Partial<ScreenElementType> } | undefined)?.type;
      return typeof type?.preload === 'function' ? type.preload() : undefined;
    }),
  );
}

/**
 * The app's screens. Navigations run as transitions, so the screen on view stays until the next
 * one's code has arrived; a failure shows the error view and clears on the next navigation.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  useScrollToTop();
  return (
    <RouteErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={null}>{element}</Suspense>
    </RouteErrorBoundary>
  );
}
