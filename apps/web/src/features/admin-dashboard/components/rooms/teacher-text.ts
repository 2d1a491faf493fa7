import type { ComboboxItem, ComboboxParsedItem, OptionsFilter } from '@mantine/core';
import { normalizeSearchText } from '@portal/domain/rules';
import type { TeacherAccount } from '@portal/domain/schemas';

/** "Sin otras clases en Verano 2026", "1 clase más en Verano 2026", "3 clases más en Verano 2026". */
export function periodLoadText(teacher: TeacherAccount, period: number, classId: number): string {
  const n = teacher.classes.filter((c) => c.period === period && c.id_class !== classId).length;
  if (n === 0) return `Sin otras clases en Verano ${period}`;
  return `${n} ${n === 1 ? 'clase más' : 'clases más'} en Verano ${period}`;
}

const isItem = (o: ComboboxParsedItem): o is ComboboxItem => 'value' in o;

/**
 * The teacher picker's search: every typed word must appear in the teacher's name or email,
 * ignoring case and accents ("ines prueba", "docente@").
 */
export function teacherFilter(teachers: readonly TeacherAccount[]): OptionsFilter {
  const byValue = new Map(teachers.map((t) => [String(t.id_user), normalizeSearchText(`${t.name} ${t.email}`)]));
  return ({ options, search, limit }) => {
    const words = normalizeSearchText(search).split(' ').filter(Boolean);
    return options
      .filter(isItem)
      .filter((o) => {
        const text = byValue.get(o.value) ?? normalizeSearchText(o.label);
        return words.every((w) => text.includes(w));
      })
      .slice(0, limit);
  };
}
