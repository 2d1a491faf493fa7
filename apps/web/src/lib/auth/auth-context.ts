import { createContext, useContext } from 'react';
import type { AuthContextValue } from './types.ts';

export const AuthContext = createContext<AuthContextValue | null>(null);

/** The signed-in user and the sign-in/out actions. Must be used under <AuthProvider>. */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
