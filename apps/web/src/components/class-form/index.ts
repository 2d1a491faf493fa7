export { ClassForm, type ClassFormProps } from './class-form.tsx';
export type { ClassFormMode, CreatingStudent } from './class-form-values.ts';
