import { createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';

/** The national technological system's blue; shade 8 is #1B396A. */
const navy: MantineColorsTuple = [
  '#eef3fb',
  '#d8e2f2',
  '#b1c4e5',
  '#86a3d6',
  '#6388c9',
  '#4a74bf',
  '#3a64a8',
  '#2b4f8a',
  '#1b396a',
  '#122950',
];

/** Caribbean turquoise accent; shades 7–9 are dark enough for text on white (WCAG AA). */
const turquesa: MantineColorsTuple = [
  '#e3fafa',
  '#c5f0f0',
  '#92e2e2',
  '#5bd3d3',
  '#33c6c6',
  '#1cb7b7',
  '#0f9e9e',
  '#0a7f80',
  '#086566',
  '#054c4d',
];

export const theme = createTheme({
  primaryColor: 'navy',
  // Shade 8 on white passes WCAG AA (Mantine's default filled button does not).
  primaryShade: 8,
  colors: { navy, turquesa },
  fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
  headings: {
    fontFamily: "'Inter Variable', system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    fontWeight: '700',
  },
  defaultRadius: 'md',
  cursorType: 'pointer',
  respectReducedMotion: true,
  components: {
    Button: { defaultProps: { size: 'md' } },
    // A modal's header is not the page's banner: a second <header> landmark fails axe on pages with a site header.
    ModalHeader: { defaultProps: { component: 'div' } },
  },
});

/** Darker "dimmed" and error text than Mantine's defaults, so they meet WCAG AA on our light background. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#566070',
    '--mantine-color-placeholder': '#6b7380',
    // Field errors (text and the invalid input's own text) in a red that meets WCAG AA on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    // Text of "light" yellow and orange components (alert titles, badges): Mantine's shade 9 gives
    // 2.8:1 on their pale backgrounds; these dark ambers give 6.7:1 and 5.5:1.
    '--mantine-color-yellow-light-color': '#7a4f00',
    '--mantine-color-orange-light-color': '#a04a00',
    // "Light" red buttons (a dialog's «Rechazar»): shade 9 gives 3.8:1 on their hovered background; this 5.2:1.
    '--mantine-color-red-light-color': '#a51d1d',
  },
  dark: {},
});
