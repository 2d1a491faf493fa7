import type { ReactNode } from 'react';
import { Badge, type BadgeProps } from '@mantine/core';

/** Text and background pairs that pass WCAG AA (Mantine's light badges do not), as the status badge uses. */
const TONES = {
  teal: { c: '#0b5e45', bg: '#d8f3e8' },
  yellow: { c: '#7a4a00', bg: '#fff1cc' },
  red: { c: '#a3171b', bg: '#fde4e4' },
  navy: { c: '#1b396a', bg: '#e3ebf8' },
  turquesa: { c: '#054c4d', bg: '#d4f4f4' },
  gray: { c: '#4a5261', bg: '#eceef2' },
} as const;

export type BadgeTone = keyof typeof TONES;

/** A soft badge in one of the portal's accessible tones. */
export function ToneBadge({
  tone,
  children,
  ...props
}: { tone: BadgeTone; children: ReactNode; title?: string } & Omit<BadgeProps, 'color' | 'variant' | 'c' | 'bg'>) {
  return (
    <Badge variant="light" c={TONES[tone].c} bg={TONES[tone].bg} {...props}>
      {children}
    </Badge>
  );
}
