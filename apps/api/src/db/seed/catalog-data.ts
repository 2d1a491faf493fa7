/**
 * Careers and subjects of a technological institute of the national system (TecNM) in the
 * Mexican Caribbean. Keys follow the institute's 3 letters + 4 digits pattern; credits are SATCA.
 */
export const CAREERS = [
  'Ingeniería en Sistemas Computacionales',
  'Ingeniería Civil',
  'Ingeniería Eléctrica',
  'Ingeniería Electromecánica',
  'Ingeniería en Gestión Empresarial',
  'Ingeniería Bioquímica',
  'Ingeniería en Tecnologías de la Información y Comunicaciones',
  'Licenciatura en Administración',
  'Arquitectura',
  'Licenciatura en Turismo',
  'Contador Público',
] as const;

type CareerName = (typeof CAREERS)[number];

/** The engineering careers: those of CAREERS whose name starts with «Ingeniería», in CAREERS' order. */
const ALL_ENGINEERING: CareerName[] = CAREERS.filter((c) => c.startsWith('Ingeniería'));
const ALL: CareerName[] = [...CAREERS];
const SYS: CareerName[] = [
  'Ingeniería en Sistemas Computacionales',
  'Ingeniería en Tecnologías de la Información y Comunicaciones',
];
const ELEC: CareerName[] = ['Ingeniería Eléctrica', 'Ingeniería Electromecánica'];
const BUSINESS: CareerName[] = [
  'Licenciatura en Administración',
  'Contador Público',
  'Ingeniería en Gestión Empresarial',
];

export interface SeedSubject {
  clave: string;
  name: string;
  credits: number;
  careers: CareerName[];
  /** Not in the catalogue authorised for summer (absent: authorised). */
  summer?: false;
}

export const SUBJECTS: SeedSubject[] = [
  // Common basic sciences and generic subjects
  { clave: 'ACF0901', name: 'Cálculo Diferencial', credits: 5, careers: ALL_ENGINEERING },
  { clave: 'ACF0902', name: 'Cálculo Integral', credits: 5, careers: ALL_ENGINEERING },
  { clave: 'ACF0903', name: 'Álgebra Lineal', credits: 5, careers: ALL_ENGINEERING },
  { clave: 'ACF0904', name: 'Cálculo Vectorial', credits: 5, careers: ALL_ENGINEERING },
  { clave: 'ACF0905', name: 'Ecuaciones Diferenciales', credits: 5, careers: ALL_ENGINEERING },
  { clave: 'ACA0907', name: 'Taller de Ética', credits: 4, careers: ALL },
  { clave: 'ACC0906', name: 'Fundamentos de Investigación', credits: 4, careers: ALL },
  { clave: 'ACA0909', name: 'Taller de Investigación I', credits: 4, careers: ALL },
  { clave: 'ACA0910', name: 'Taller de Investigación II', credits: 4, careers: ALL },
  { clave: 'ACD0908', name: 'Desarrollo Sustentable', credits: 5, careers: ALL },
  { clave: 'AEF1052', name: 'Probabilidad y Estadística', credits: 5, careers: ALL_ENGINEERING },
  { clave: 'AEC1058', name: 'Química', credits: 4, careers: ALL_ENGINEERING },
  { clave: 'AEF1041', name: 'Matemáticas Discretas', credits: 5, careers: SYS },
  { clave: 'AEC1061', name: 'Sistemas Operativos', credits: 4, careers: SYS },
  // Sistemas Computacionales / TIC
  { clave: 'AED1285', name: 'Fundamentos de Programación', credits: 5, careers: SYS },
  { clave: 'AED1286', name: 'Programación Orientada a Objetos', credits: 5, careers: SYS },
  { clave: 'AED1026', name: 'Estructura de Datos', credits: 5, careers: SYS },
  { clave: 'AEF1031', name: 'Fundamentos de Bases de Datos', credits: 5, careers: SYS },
  { clave: 'SCA1025', name: 'Taller de Bases de Datos', credits: 4, careers: SYS },
  { clave: 'SCD1027', name: 'Tópicos Avanzados de Programación', credits: 5, careers: SYS },
  { clave: 'SCC1005', name: 'Cultura Empresarial', credits: 4, careers: ['Ingeniería en Sistemas Computacionales'] },
  { clave: 'SCC1010', name: 'Graficación', credits: 4, careers: ['Ingeniería en Sistemas Computacionales'] },
  {
    clave: 'SCD1003',
    name: 'Arquitectura de Computadoras',
    credits: 5,
    careers: ['Ingeniería en Sistemas Computacionales'],
  },
  { clave: 'SCD1004', name: 'Comunicación y Enrutamiento de Redes de Datos', credits: 5, careers: SYS },
  { clave: 'SCD1011', name: 'Ingeniería de Software', credits: 5, careers: ['Ingeniería en Sistemas Computacionales'] },
  {
    clave: 'SCD1015',
    name: 'Lenguajes y Autómatas I',
    credits: 5,
    careers: ['Ingeniería en Sistemas Computacionales'],
  },
  {
    clave: 'SCD1016',
    name: 'Lenguajes y Autómatas II',
    credits: 5,
    careers: ['Ingeniería en Sistemas Computacionales'],
  },
  {
    clave: 'SCD1018',
    name: 'Principios Eléctricos y Aplicaciones Digitales',
    credits: 5,
    careers: ['Ingeniería en Sistemas Computacionales'],
  },
  { clave: 'SCD1021', name: 'Redes de Computadoras', credits: 5, careers: SYS },
  { clave: 'SCG1009', name: 'Gestión de Proyectos de Software', credits: 6, careers: SYS },
  { clave: 'SCH1024', name: 'Programación Web', credits: 5, careers: SYS },
  {
    clave: 'SCC1019',
    name: 'Programación Lógica y Funcional',
    credits: 4,
    careers: ['Ingeniería en Sistemas Computacionales'],
  },
  {
    clave: 'SCC1012',
    name: 'Inteligencia Artificial',
    credits: 4,
    careers: ['Ingeniería en Sistemas Computacionales'],
  },
  {
    clave: 'TIF1019',
    name: 'Ingeniería del Conocimiento',
    credits: 5,
    careers: ['Ingeniería en Tecnologías de la Información y Comunicaciones'],
  },
  {
    clave: 'TIC1011',
    name: 'Telecomunicaciones',
    credits: 4,
    careers: ['Ingeniería en Tecnologías de la Información y Comunicaciones'],
  },
  // Civil
  { clave: 'ICF1012', name: 'Mecánica de Suelos', credits: 5, careers: ['Ingeniería Civil'] },
  { clave: 'ICC1019', name: 'Topografía', credits: 4, careers: ['Ingeniería Civil'] },
  { clave: 'ICF1022', name: 'Estática', credits: 5, careers: ['Ingeniería Civil', 'Arquitectura'] },
  { clave: 'ICC1014', name: 'Materiales y Procesos Constructivos', credits: 4, careers: ['Ingeniería Civil'] },
  { clave: 'ICG1021', name: 'Hidráulica Básica', credits: 6, careers: ['Ingeniería Civil'] },
  { clave: 'ICF1017', name: 'Análisis Estructural', credits: 5, careers: ['Ingeniería Civil'] },
  { clave: 'ICJ1010', name: 'Diseño de Elementos de Concreto Reforzado', credits: 6, careers: ['Ingeniería Civil'] },
  // Eléctrica / Electromecánica
  { clave: 'ELF1008', name: 'Circuitos Eléctricos I', credits: 5, careers: ELEC },
  { clave: 'ELF1009', name: 'Circuitos Eléctricos II', credits: 5, careers: ELEC },
  { clave: 'ELC1016', name: 'Electromagnetismo', credits: 4, careers: ELEC },
  { clave: 'ELJ1022', name: 'Máquinas Eléctricas', credits: 6, careers: ELEC },
  { clave: 'EMJ1015', name: 'Mecánica de Materiales', credits: 6, careers: ['Ingeniería Electromecánica'] },
  {
    clave: 'EMF1020',
    name: 'Termodinámica',
    credits: 5,
    careers: ['Ingeniería Electromecánica', 'Ingeniería Bioquímica'],
  },
  { clave: 'EMC1024', name: 'Sistemas Hidráulicos y Neumáticos', credits: 4, careers: ['Ingeniería Electromecánica'] },
  // Gestión empresarial, administración y contaduría
  { clave: 'GEF1002', name: 'Contabilidad Orientada a los Negocios', credits: 5, careers: BUSINESS },
  { clave: 'GED1004', name: 'Economía Empresarial', credits: 5, careers: BUSINESS },
  { clave: 'GEC1009', name: 'Finanzas en las Organizaciones', credits: 4, careers: BUSINESS },
  { clave: 'GEF1018', name: 'Mercadotecnia', credits: 5, careers: BUSINESS },
  {
    clave: 'ADD1011',
    name: 'Derecho Laboral y Seguridad Social',
    credits: 5,
    careers: ['Licenciatura en Administración', 'Contador Público'],
  },
  { clave: 'ADC1012', name: 'Comportamiento Organizacional', credits: 4, careers: ['Licenciatura en Administración'] },
  { clave: 'CPC1023', name: 'Contabilidad de Sociedades', credits: 4, careers: ['Contador Público'] },
  { clave: 'CPD1030', name: 'Derecho Tributario', credits: 5, careers: ['Contador Público'] },
  { clave: 'CPJ1024', name: 'Costos Predeterminados', credits: 6, careers: ['Contador Público'] },
  // Bioquímica
  { clave: 'BQF1005', name: 'Bioquímica', credits: 5, careers: ['Ingeniería Bioquímica'] },
  { clave: 'BQJ1010', name: 'Microbiología', credits: 6, careers: ['Ingeniería Bioquímica'] },
  { clave: 'BQC1018', name: 'Operaciones Unitarias I', credits: 4, careers: ['Ingeniería Bioquímica'] },
  // Arquitectura
  { clave: 'ARC1004', name: 'Geometría Descriptiva I', credits: 4, careers: ['Arquitectura'] },
  { clave: 'ARF1013', name: 'Historia de la Arquitectura I', credits: 5, careers: ['Arquitectura'] },
  { clave: 'ARJ1021', name: 'Taller de Diseño I', credits: 6, careers: ['Arquitectura'] },
  // Turismo
  { clave: 'TUF1008', name: 'Patrimonio Turístico de Quintana Roo', credits: 5, careers: ['Licenciatura en Turismo'] },
  { clave: 'TUD1014', name: 'Gestión de Empresas Turísticas', credits: 5, careers: ['Licenciatura en Turismo'] },
  { clave: 'TUC1020', name: 'Inglés Turístico', credits: 4, careers: ['Licenciatura en Turismo'] },
  { clave: 'TUF1003', name: 'Ecoturismo y Turismo Alternativo', credits: 5, careers: ['Licenciatura en Turismo'] },
  // Not authorised for summer: the professional residency is done over a full term (TecNM's guideline).
  { clave: 'RPR1001', name: 'Residencia Profesional', credits: 10, careers: ALL, summer: false },
];
