import { z } from 'zod';
import { queryInt } from './common.ts';

/** `/periods/{year}/…`: the academic year of a period's downloads. */
export const periodParamsSchema = z.object({ year: queryInt('El año académico', 2000, 2100) });
