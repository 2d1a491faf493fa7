import { isValidClassKey, normalizeClassKey } from './class-key.ts';
import { csvRows, type CsvProblem } from './rooms-csv.ts';

/**
 * The catalogue's subjects imported from a CSV file (docs/rules.md ELE-6), the way rooms are: a header
 * line `clave,nombre,creditos,horas,carreras,verano`, then one subject per line — `carreras` the ids of
 * its careers separated by `;`, `verano` `si` or `no`. Every line is checked; every bad one is reported
 * as «Línea N: …» and nothing is imported while any is bad.
 */
export const SUBJECTS_CSV_HEADER = ['clave', 'nombre', 'creditos', 'horas', 'carreras', 'verano'] as const;

/** What the admin downloads to fill in (career ids of the demo catalogue). */
export const SUBJECTS_CSV_TEMPLATE = `${SUBJECTS_CSV_HEADER.join(',')}\r\nACF0910,Probabilidad y Estadística,5,5,1;2,si\r\nSCD1027,Tópicos Avanzados de Programación,5,5,1,si\r\nRES1001,Residencia Profesional,10,20,1;2;3,no\r\n`;

export const SUBJECTS_CSV_MAX_ROWS = 500;

export interface SubjectFields {
  clave: string;
  name: string;
  credits: number;
  hours: number;
  careerIds: number[];
  summer: boolean;
}

export interface CsvSubject extends SubjectFields {
  line: number;
}

/** The subject's own fields' problems (the form and the CSV say the same). */
export const SUBJECT_MESSAGES = {
  clave: 'La clave debe tener 3 letras y 4 números (ej: ACF0901).',
  name: 'El nombre es obligatorio (máximo 120 caracteres).',
  credits: 'Los créditos deben ser un número entero entre 1 y 20.',
  hours: 'Las horas deben ser un número entero entre 1 y 40.',
  careers: 'Indica al menos una carrera (sus números separados por «;»).',
  summer: 'La columna verano debe ser si o no.',
  imported: (n: number) => `Se importaron ${n} ${n === 1 ? 'materia' : 'materias'}.`,
} as const;

/** The subjects of a CSV text, or the problems of its lines (line 1 is the header). */
export function parseSubjectsCsv(text: string): { subjects: CsvSubject[]; problems: CsvProblem[] } {
  const problems: CsvProblem[] = [];
  const subjects: CsvSubject[] = [];
  const { rows, headerProblem } = csvRows(text, SUBJECTS_CSV_HEADER);
  if (headerProblem) return { subjects, problems: [headerProblem] };
  const seen = new Map<string, number>();
  for (const { line, fields: f } of rows) {
    const reasons: string[] = [];
    if (f.length !== 6) reasons.push(`Se esperaban 6 columnas y hay ${f.length}.`);
    const [claveText = '', nameText = '', creditsText = '', hoursText = '', careersText = '', summerText = ''] = f;
    const clave = normalizeClassKey(claveText);
    if (!isValidClassKey(clave)) reasons.push(SUBJECT_MESSAGES.clave);
    const name = nameText.replace(/\s+/g, ' ').trim();
    if (!name || name.length > 120) reasons.push(SUBJECT_MESSAGES.name);
    const credits = /^\d+$/.test(creditsText) ? Number(creditsText) : NaN;
    if (!(credits >= 1 && credits <= 20)) reasons.push(SUBJECT_MESSAGES.credits);
    const hours = /^\d+$/.test(hoursText) ? Number(hoursText) : NaN;
    if (!(hours >= 1 && hours <= 40)) reasons.push(SUBJECT_MESSAGES.hours);
    const careerParts = careersText
      .split(';')
      .map((c) => c.trim())
      .filter(Boolean);
    const careerIds = careerParts.map((c) => (/^\d{1,9}$/.test(c) ? Number(c) : NaN));
    if (careerIds.length === 0 || careerIds.some((c) => !(c >= 1))) reasons.push(SUBJECT_MESSAGES.careers);
    const summerWord = summerText.toLowerCase().replace('í', 'i');
    if (summerWord !== 'si' && summerWord !== 'no') reasons.push(SUBJECT_MESSAGES.summer);
    if (isValidClassKey(clave) && seen.has(clave))
      reasons.push(`La clave ${clave} se repite (línea ${seen.get(clave)}).`);
    if (isValidClassKey(clave) && !seen.has(clave)) seen.set(clave, line);
    if (reasons.length) problems.push({ line, reason: reasons.join(' ') });
    else
      subjects.push({
        line,
        clave,
        name,
        credits,
        hours,
        careerIds: [...new Set(careerIds)],
        summer: summerWord === 'si',
      });
  }
  if (subjects.length + problems.length === 0) problems.push({ line: 2, reason: 'El archivo no tiene materias.' });
  if (subjects.length + problems.length > SUBJECTS_CSV_MAX_ROWS) {
    problems.push({ line: 1, reason: `Se importan como máximo ${SUBJECTS_CSV_MAX_ROWS} materias a la vez.` });
  }
  return { subjects, problems };
}
