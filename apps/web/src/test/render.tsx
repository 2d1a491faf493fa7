import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { cssVariablesResolver, theme } from '../lib/theme.ts';

/** Renders UI inside the app's Mantine theme, as the real provider does. */
export function renderWithTheme(ui: ReactElement) {
  return render(
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver}>
      {ui}
    </MantineProvider>,
  );
}
