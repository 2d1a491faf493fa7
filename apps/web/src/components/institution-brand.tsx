import { Group, Text } from '@mantine/core';
import { institution } from '../config/institution.ts';

/**
 * The institute's emblem and name: the sign-in screens have no site header, and a person typing a
 * password should see whose portal this is.
 */
export function InstitutionBrand() {
  return (
    <Group gap="sm" wrap="nowrap">
      <img src={institution.images.emblem} alt="" width={40} height={45} />
      <div>
        <Text fw={700} c="navy.8" lh={1.25}>
          {institution.name}
        </Text>
        <Text fz="sm" c="dimmed" lh={1.3}>
          {institution.portalName}
        </Text>
      </div>
    </Group>
  );
}
