import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { RouteError, RouteLoading } from '../components/route-error.tsx';

/**
 * The route table of spec §2. Every screen loads lazily, so the home page carries only its own
 * code. Matching is case-insensitive, so /reglamento-general works like /Reglamento-General.
 */
export const routes: RouteObject[] = [
  {
    lazy: () => import('./layouts/public-layout.tsx'),
    children: [
      { index: true, lazy: () => import('../features/home/home-page.tsx') },
      { path: paths.homeAlias, lazy: () => import('../features/home/home-page.tsx') },
      { path: paths.studentRegulations, lazy: () => import('../features/regulations/student-info-page.tsx') },
      { path: paths.generalRegulations, lazy: () => import('../features/regulations/applicants-page.tsx') },
      { path: paths.responsibleRegulations, lazy: () => import('../features/regulations/responsible-page.tsx') },
      {
        path: '/solicitud-impartir-clase/:classId?',
        lazy: () => import('../features/teacher-applications/application-form-page.tsx'),
      },
    ],
  },
  { path: paths.login, lazy: () => import('../features/auth/login-page.tsx') },
  { path: paths.staffLogin, lazy: () => import('../features/auth/staff-login-page.tsx') },
  {
    lazy: () => import('./layouts/student-layout.tsx'),
    children: [
      { path: paths.profile, lazy: () => import('../features/student-profile/profile-page.tsx') },
      { path: paths.classes, lazy: () => import('../features/classes/classes-page.tsx') },
      { path: paths.createClass, lazy: () => import('../features/create-class/create-class-page.tsx') },
      { path: paths.myCourses, lazy: () => import('../features/my-courses/my-courses-page.tsx') },
      { path: '/my-courses/class/:classId/students', lazy: () => import('../features/classmates/classmates-page.tsx') },
      // The diagnostic shows staff data too: signed-in staff may open it (see student-layout.tsx).
      {
        path: paths.diagnostic,
        handle: { staffAllowed: true },
        lazy: () => import('../features/auth/diagnostic-page.tsx'),
      },
    ],
  },
  {
    lazy: () => import('./layouts/staff-layout.tsx'),
    children: [{ path: paths.staffProfile, lazy: () => import('../features/auth/staff-profile-page.tsx') }],
  },
  { path: paths.admin, element: <Navigate to={paths.adminDashboard} replace /> },
  {
    lazy: () => import('./layouts/admin-layout.tsx'),
    children: [
      { path: paths.adminDashboard, lazy: () => import('../features/admin-dashboard/admin-dashboard-page.tsx') },
      { path: '/admin/class-students/:classId', lazy: () => import('../features/class-roster/class-roster-page.tsx') },
      {
        path: paths.teacherApplications,
        lazy: () => import('../features/teacher-applications/applications-list-page.tsx'),
      },
      {
        path: '/admin/teacher-applications/:id',
        lazy: () => import('../features/teacher-applications/application-detail-page.tsx'),
      },
    ],
  },
  { path: '*', element: <Navigate to={paths.home} replace /> },
];

export function createRouter() {
  return createBrowserRouter([
    { id: 'root', HydrateFallback: RouteLoading, ErrorBoundary: RouteError, children: routes },
  ]);
}
