import type { ReactNode } from 'react';
import { Container } from '@mantine/core';

/**
 * The container of the signed-in areas' widest pages (class lists, my courses, classmates): 1200 px with
 * the same side padding as the area header's bar (`.bar` in app/layouts/area-header.module.css), so the
 * page's edges line up with it.
 */
export function AreaPageContainer({ children }: { children: ReactNode }) {
  return (
    <Container size={1200} py={{ base: 'lg', sm: 'xl' }} px={{ base: 'md', sm: 'lg' }}>
      {children}
    </Container>
  );
}
