import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** The home's main step, in the hero and the call to action: to the list of classes. */
export function ClassesButton({ children }: { children: ReactNode }) {
  return (
    <Button
      component={Link}
      to={paths.classes}
      size="lg"
      color="turquesa.7"
      rightSection={<IconArrowRight aria-hidden />}
    >
      {children}
    </Button>
  );
}
