export * from './constants.ts';
export * from './errors.ts';
export * from './rules/index.ts';
export * from './schemas/index.ts';
