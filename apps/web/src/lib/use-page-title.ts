import { useEffect } from 'react';

const SUFFIX = 'Cursos de Verano';

/** Sets the browser tab's title for a screen: "Clases Disponibles | Cursos de Verano". */
export function usePageTitle(title: string | null | undefined): void {
  useEffect(() => {
    document.title = title ? `${title} | ${SUFFIX}` : `${SUFFIX} | Instituto Tecnológico`;
  }, [title]);
}
