import { PlaceholderPage } from '../../components/placeholder-page.tsx';

export function Component() {
  return <PlaceholderPage title="Mi Perfil" />;
}
