import { COURSE_COSTS } from '../constants.ts';

/** Hours of a summer course by the subject's credits: 4 → 60, 5 → 75, 6 or more → 90. */
export function courseHours(credits: number): 60 | 75 | 90 {
  if (credits <= 4) return 60;
  if (credits === 5) return 75;
  return 90;
}

export function courseCost(credits: number): string {
  const hours = courseHours(credits);
  return COURSE_COSTS.find((c) => c.hours === hours)!.cost;
}
