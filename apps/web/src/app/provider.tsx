import type { ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { PopupProvider } from '../components/popup/popup-provider.tsx';
import { AuthProvider } from '../lib/auth/auth-provider.tsx';
import { queryClient } from '../lib/query-client.ts';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} defaultColorScheme="light" cssVariablesResolver={cssVariablesResolver}>
      <QueryClientProvider client={queryClient}>
        <AuthProvider>
          <PopupProvider>{children}</PopupProvider>
        </AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
