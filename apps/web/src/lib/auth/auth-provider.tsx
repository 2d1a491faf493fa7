import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { TIMINGS_MS } from '@portal/domain/constants';
import { authKeys, staffLogin, staffLogout } from '../../api/auth.ts';
import { ApiError, onUnauthorized, setTokenResolver } from '../api-client.ts';
import { AuthContext } from './auth-context.ts';
import { authConfigSync, loadAuthConfig } from './auth-config.ts';
import { currentTokens, readAuthSnapshot, type AuthSnapshot } from './auth-snapshot.ts';
import { storedStudentName } from './stored-student-name.ts';
import { getUserManager } from './oidc-client.ts';
import { offlineStudentUser } from './offline-profile.ts';
import { staffProfileQueryOptions, studentDataQueryOptions, studentProfileQueryOptions } from './session-queries.ts';
import { clearStaffSession, STAFF_SESSION_EVENT, STAFF_SESSION_KEY, writeStaffSession } from './staff-session.ts';
import { toStaffUser } from './staff-user.ts';
import { studentStorageKey } from './student-session.ts';
import { chooseToken } from './token-choice.ts';
import { decideUserType } from './user-type.ts';
import type { AuthContextValue, CurrentUser, StaffUser, StudentUser } from './types.ts';

// Every API call picks its token by path (docs/rules.md ACC-8); a missing one fails with its message.
setTokenResolver(async (path, method) => {
  const choice = chooseToken(path, method, currentTokens());
  if ('error' in choice) throw new ApiError(choice.error, { status: 401, fromClient: true });
  return choice.token;
});

// A 401 means the token we sent is no longer good: forget that session (docs/rules.md SES-4 for staff paths).
onUnauthorized((path, method) => {
  const tokens = currentTokens();
  const choice = chooseToken(path, method, tokens);
  if (!('token' in choice) || !choice.token) return;
  if (choice.token === tokens.staff) clearStaffSession();
  else {
    const config = authConfigSync();
    if (config) localStorage.removeItem(studentStorageKey(config));
  }
});

const isNetworkError = (err: unknown) => err instanceof ApiError && err.isNetworkError;

/**
 * The signed-in user (docs/rules.md ACC-10): decides the user type from browser storage (staff first), loads the
 * matching profile once, and follows storage changes (storage event, 'staff-session-changed', and a
 * 200 ms poll).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [snapshot, setSnapshot] = useState<AuthSnapshot>(() => readAuthSnapshot());
  const [configReady, setConfigReady] = useState(() => authConfigSync() !== null);
  const [signingIn, setSigningIn] = useState(false);
  const [settling, setSettling] = useState(false);
  const lastKey = useRef(snapshot.key);
  /**
   * While the sign-out popup is open the library has already forgotten the stored account; the
   * portal keeps the student it had until the popup answers, so the page stays as it was.
   */
  const holding = useRef(false);

  const recheck = useCallback(() => {
    if (holding.current) return;
    const next = readAuthSnapshot();
    if (next.key !== lastKey.current) {
      lastKey.current = next.key;
      setSnapshot(next);
    }
  }, []);

  useEffect(() => {
    if (configReady) return;
    loadAuthConfig().then(
      () => {
        setConfigReady(true);
        recheck();
      },
      () => setConfigReady(true),
    );
  }, [configReady, recheck]);

  useEffect(() => {
    const onStorage = (e: StorageEvent) => {
      if (e.key === null || e.key === STAFF_SESSION_KEY || e.key.startsWith('oidc.user:')) recheck();
    };
    window.addEventListener('storage', onStorage);
    window.addEventListener(STAFF_SESSION_EVENT, recheck);
    const poll = setInterval(recheck, TIMINGS_MS.sessionPolling);
    return () => {
      window.removeEventListener('storage', onStorage);
      window.removeEventListener(STAFF_SESSION_EVENT, recheck);
      clearInterval(poll);
    };
  }, [recheck]);

  // Nothing is decided while a sign-in is in progress, nor during the extra 500 ms wait after it.
  const deciding = signingIn || settling || !configReady;
  const userType = deciding ? undefined : decideUserType(snapshot.staff !== null, snapshot.student !== null);

  const staffProfile = useQuery({
    ...staffProfileQueryOptions(snapshot.staff?.token ?? null),
    enabled: userType === 'staff',
  });
  const studentProfile = useQuery({
    ...studentProfileQueryOptions(snapshot.student?.profile.sub ?? null),
    enabled: userType === 'student',
  });
  const profileUserId = studentProfile.data?.id_user ?? null;
  const studentData = useQuery({
    ...studentDataQueryOptions(profileUserId),
    enabled: userType === 'student' && profileUserId !== null,
  });

  const derived = useMemo((): Pick<AuthContextValue, 'status' | 'userType' | 'user' | 'isOffline'> => {
    if (userType === undefined) return { status: 'loading', userType: null, user: null, isOffline: false };
    if (userType === null) return { status: 'unauthenticated', userType: null, user: null, isOffline: false };
    if (userType === 'staff') {
      if (staffProfile.isPending) return { status: 'loading', userType, user: null, isOffline: false };
      if (staffProfile.isError) {
        return isNetworkError(staffProfile.error) && snapshot.staff
          ? { status: 'authenticated', userType, user: toStaffUser(snapshot.staff.user), isOffline: true }
          : { status: 'unauthenticated', userType: null, user: null, isOffline: false };
      }
      return { status: 'authenticated', userType, user: toStaffUser(staffProfile.data), isOffline: false };
    }
    if (studentProfile.isPending) return { status: 'loading', userType, user: null, isOffline: false };
    if (studentProfile.isError) {
      if (!isNetworkError(studentProfile.error) || !snapshot.student) {
        return { status: 'unauthenticated', userType: null, user: null, isOffline: false };
      }
      return { status: 'authenticated', userType, user: offlineStudentUser(snapshot.student), isOffline: true };
    }
    if (studentData.isPending) return { status: 'loading', userType, user: null, isOffline: false };
    // The student record could not be fetched because the API is unreachable: that is not "no record", so no
    // screen may tell a registered student to complete their registration; they see the offline state instead.
    if (studentData.isError && isNetworkError(studentData.error)) {
      return {
        status: 'authenticated',
        userType,
        user: { type: 'student', ...studentProfile.data, studentData: null },
        isOffline: true,
      };
    }
    const user: StudentUser = { type: 'student', ...studentProfile.data, studentData: studentData.data ?? null };
    return { status: 'authenticated', userType, user, isOffline: false };
  }, [userType, snapshot, staffProfile, studentProfile, studentData]);

  const settle = useCallback(async () => {
    setSettling(true);
    await new Promise((r) => setTimeout(r, TIMINGS_MS.initialAuthWait));
    recheck();
    setSettling(false);
  }, [recheck]);

  const loginStudent = useCallback(async (): Promise<boolean> => {
    setSigningIn(true);
    let signedIn: boolean;
    try {
      // The popup's watcher loads with the OpenID client, when someone signs in.
      const [manager, { signInInPopup }] = await Promise.all([getUserManager(), import('./student-sign-in.ts')]);
      signedIn = await signInInPopup(manager);
    } finally {
      setSigningIn(false);
    }
    if (signedIn) await settle();
    return signedIn;
  }, [settle]);

  const loginStaff = useCallback(
    async (email: string, password: string): Promise<StaffUser> => {
      const res = await staffLogin(email, password);
      writeStaffSession(res.access_token, res.user, { tokenExpiresAt: res.expiresAt });
      queryClient.setQueryData(authKeys.staffProfile(res.access_token), res.user);
      recheck();
      return toStaffUser(res.user);
    },
    [queryClient, recheck],
  );

  const logout = useCallback(async (): Promise<boolean> => {
    if (snapshot.staff) {
      // The server revokes the token: a copy of it left anywhere stops working now.
      try {
        await staffLogout();
      } catch (err) {
        console.warn('No se pudo revocar el token de la sesión en el servidor.', err);
      }
      clearStaffSession();
    } else if (snapshot.student) {
      const config = authConfigSync();
      const key = config ? studentStorageKey(config) : null;
      holding.current = true;
      try {
        // The popup's code loads with the OpenID client, when someone signs out (not on every page's first load).
        const [manager, { signOutInPopup }] = await Promise.all([getUserManager(), import('./student-sign-out.ts')]);
        const signedOut = await signOutInPopup(manager, localStorage, key ?? '');
        if (!signedOut) {
          holding.current = false;
          recheck();
          return false;
        }
      } catch (err) {
        console.warn('No se pudo cerrar la sesión institucional en la ventana emergente.', err);
      }
      holding.current = false;
      if (key) localStorage.removeItem(key);
    }
    queryClient.clear();
    recheck();
    return true;
  }, [snapshot, queryClient, recheck]);

  const refresh = useCallback(async () => {
    await queryClient.invalidateQueries({ queryKey: authKeys.all });
  }, [queryClient]);

  // Only while a student's stored sign-in is checked; gone the moment the profile answers (or fails).
  const pendingStudentName =
    derived.status === 'loading' && userType === 'student' ? storedStudentName(snapshot) : null;

  const value = useMemo<AuthContextValue>(() => {
    const user: CurrentUser | null = derived.user;
    return {
      ...derived,
      isAdmin: user?.type === 'staff' && user.role === 'admin',
      isRegisteredStudent: user?.type === 'student' && user.studentData !== null,
      pendingStudentName,
      loginStudent,
      loginStaff,
      logout,
      refresh,
    };
  }, [derived, pendingStudentName, loginStudent, loginStaff, logout, refresh]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
