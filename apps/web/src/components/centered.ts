/** Mantine's Center as a style (flex, centred both ways): not worth a component's code on the first load. */
export const CENTERED = { display: 'flex', alignItems: 'center', justifyContent: 'center' } as const;
