import { useMemo, type ReactNode } from 'react';
import { AuthContext } from './auth-context.ts';
import type { AuthContextValue } from './types.ts';

/**
 * Placeholder until sign-in lands (issue 3): nobody is signed in.
 * The real provider keeps the same context value shape (types.ts).
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const value = useMemo<AuthContextValue>(
    () => ({
      status: 'unauthenticated',
      userType: null,
      user: null,
      isOffline: false,
      isAdmin: false,
      isRegisteredStudent: false,
      loginStudent: async () => undefined,
      loginStaff: async () => {
        throw new Error('Inicio de sesión no disponible todavía.');
      },
      logout: async () => undefined,
      refresh: async () => undefined,
    }),
    [],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
