import { Paper } from '@mantine/core';
import { ClassForm } from '../../../components/class-form/index.ts';

/** "Crear Clases" (spec §2, §5): the shared class form in admin mode, with the optional responsible student. */
export function CreateClassSection() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <ClassForm mode="admin" headingLevel={2} />
    </Paper>
  );
}
