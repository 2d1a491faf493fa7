export * from './common.ts';
export * from './catalog.ts';
export * from './classes.ts';
export * from './auth.ts';
export * from './students.ts';
export * from './teacher-applications.ts';
export * from './exports.ts';
export * from './mobility.ts';
