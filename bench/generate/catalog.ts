import { normalizeSearchText } from '@portal/domain/rules';
import { CAREERS, SUBJECTS } from '../../apps/api/src/db/seed/catalog-data.ts';
import type { Prng } from '@portal/domain/prng';

export interface CatalogPlan {
  careers: { id_career: number; name: string }[];
  subjects: { id_subject: number; name: string; name_search: string; clave: string; credits: number }[];
  subjectCareers: { id_subject: number; id_career: number }[];
}

/** Topics of the institute's other subjects, accents included (the searches must ignore them). */
const TOPICS = [
  'Matemáticas',
  'Física',
  'Química Orgánica',
  'Programación Web',
  'Electrónica Digital',
  'Mecánica de Suelos',
  'Economía',
  'Contabilidad Financiera',
  'Diseño Arquitectónico',
  'Estadística Inferencial',
  'Redes de Computadoras',
  'Hidráulica',
  'Topografía',
  'Biología Molecular',
  'Mercadotecnia',
  'Derecho Laboral',
  'Finanzas',
  'Termodinámica',
  'Circuitos Eléctricos',
  'Máquinas Eléctricas',
  'Gestión de Proyectos',
  'Turismo Sustentable',
  'Ingeniería de Software',
  'Inteligencia Artificial',
  'Investigación de Operaciones',
  'Costos',
  'Auditoría',
  'Bioquímica',
  'Microbiología',
  'Instalaciones Eléctricas',
  'Geotecnia',
  'Métodos Numéricos',
  'Administración de Servidores',
  'Comunicación Oral y Escrita',
  'Inglés Técnico',
];
const FORMS = [
  (t: string) => `${t} I`,
  (t: string) => `${t} II`,
  (t: string) => `Taller de ${t}`,
  (t: string) => `Tópicos de ${t}`,
  (t: string) => `Laboratorio de ${t}`,
  (t: string) => `Fundamentos de ${t}`,
];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/**
 * The seed's real careers and subjects (TecNM keys), plus synthetic subjects of the same shape
 * (3 letters + 4 digits, 4–6 credits, 1–3 careers), about 280 subjects in all.
 */
export function planCatalog(rnd: Prng): CatalogPlan {
  const careers = CAREERS.map((name, i) => ({ id_career: i + 1, name }));
  const careerId = new Map(careers.map((c) => [c.name as string, c.id_career]));
  const subjects: CatalogPlan['subjects'] = [];
  const subjectCareers: CatalogPlan['subjectCareers'] = [];
  const claves = new Set<string>();
  const names = new Set<string>();

  for (const s of SUBJECTS) {
    const id = subjects.length + 1;
    subjects.push({
      id_subject: id,
      name: s.name,
      name_search: normalizeSearchText(s.name),
      clave: s.clave,
      credits: s.credits,
    });
    claves.add(s.clave);
    names.add(s.name);
    for (const c of s.careers) subjectCareers.push({ id_subject: id, id_career: careerId.get(c)! });
  }
  for (const topic of TOPICS) {
    for (const form of FORMS) {
      const name = form(topic);
      if (names.has(name)) continue;
      names.add(name);
      let clave: string;
      do {
        clave = `${rnd.pick([...LETTERS])}${rnd.pick([...LETTERS])}${rnd.pick([...LETTERS])}${rnd.int(1000, 9999)}`;
      } while (claves.has(clave));
      claves.add(clave);
      const id = subjects.length + 1;
      subjects.push({ id_subject: id, name, name_search: normalizeSearchText(name), clave, credits: rnd.int(4, 6) });
      const linked = rnd.shuffle([...careers]).slice(0, rnd.int(1, 3));
      for (const c of linked) subjectCareers.push({ id_subject: id, id_career: c.id_career });
    }
  }
  return { careers, subjects, subjectCareers };
}
