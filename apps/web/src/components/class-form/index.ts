export { ClassForm, type ClassFormProps } from './class-form.tsx';
export type { ClassFormMode, CreatingStudent, ResponsibleCandidate } from './class-form-values.ts';
