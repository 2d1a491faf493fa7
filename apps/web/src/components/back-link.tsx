import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, type ButtonProps } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';

/** "Volver a …" above a page's title: a quiet button with the back arrow, leading to `to`. */
export function BackLink({ to, color, children }: { to: string; color?: ButtonProps['color']; children: ReactNode }) {
  return (
    <div>
      <Button
        component={Link}
        to={to}
        variant="subtle"
        color={color}
        px="xs"
        leftSection={<IconArrowLeft size={18} aria-hidden />}
      >
        {children}
      </Button>
    </div>
  );
}
