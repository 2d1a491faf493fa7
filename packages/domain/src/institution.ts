/** An external link of the menu or the footer. */
export interface ExternalLink {
  label: string;
  description?: string;
  href: string;
}

/**
 * Everything that belongs to the institution rather than to the portal: its name, the unit that runs the
 * summer courses, contact data, external links and the figures of the home page. The API signs its mails
 * and heads its downloads with it, the web shows it; another campus changes this one module (and the web's
 * artwork, `apps/web/src/config/institution.ts`). docs/architecture.md, Look and feel.
 */
export const INSTITUTION = {
  name: 'Instituto Tecnológico del Caribe',
  shortName: 'Tecnológico del Caribe',
  portalName: 'Portal de Cursos de Verano',
  /** Who signs the mails and the downloaded lists. */
  unit: 'Coordinación de Cursos de Verano',
  contact: {
    address: 'Av. Tecnológico 1200, Supermanzana 95, C.P. 77530, Cancún, Quintana Roo, México',
    phone: '+52 998 880 1200',
    phoneHref: 'tel:+529988801200',
    email: 'cursosdeverano@tec.example',
    hours: 'Lunes a viernes, de 8:00 a 18:00\u00a0h',
  },
  /** Where students pay their places (the payment slip and «Mis Cursos»); the bank's window scans the reference. */
  bank: {
    bank: 'BBVA México',
    beneficiary: 'Instituto Tecnológico del Caribe',
    account: '0198765432',
    clabe: '012691001987654329',
  },
  /** The summer period as the applicants' information states it. */
  summerDates: { start: '26 de junio', end: '4 de agosto' },
  instituteSite: { label: 'Instituto', description: 'Sitio oficial del Instituto', href: 'https://www.tec.example/' },
  platforms: [
    {
      label: 'Sistema de Información Estudiantil',
      description: 'Kárdex, horarios, calificaciones y reinscripción',
      href: 'https://sii.tec.example/',
    },
    {
      label: 'Biblioteca Digital',
      description: 'Libros electrónicos, revistas y bases de datos',
      href: 'https://biblioteca.tec.example/',
    },
    {
      label: 'Plataforma de Aprendizaje',
      description: 'Aulas virtuales, tareas y materiales de clase',
      href: 'https://aula.tec.example/',
    },
  ] satisfies ExternalLink[],
  teacherDirectory: {
    label: 'Directorio docente',
    links: [
      { label: 'Ciencias Básicas', href: 'https://www.tec.example/docentes/ciencias-basicas' },
      { label: 'Sistemas y Computación', href: 'https://www.tec.example/docentes/sistemas-computacion' },
      { label: 'Ingenierías', href: 'https://www.tec.example/docentes/ingenierias' },
      {
        label: 'Ciencias Económico-Administrativas',
        href: 'https://www.tec.example/docentes/economico-administrativas',
      },
    ] satisfies ExternalLink[],
  },
  /** Figures shown on the home page (docs/architecture.md, Screens). */
  stats: [
    { value: '15,000+', label: 'Estudiantes activos' },
    { value: '50+', label: 'Programas académicos' },
    { value: '25', label: 'Años formando profesionales' },
    { value: '95%', label: 'Empleabilidad de egresados' },
  ],
} as const;
