/** One far summer's dates, in order, for the calendar's tests: no demo or other test uses 2071. */
export const SUMMER_2071_DATES = {
  proposalsOpen: '2071-04-20',
  proposalsClose: '2071-05-29',
  enrolmentOpen: '2071-05-04',
  enrolmentClose: '2071-06-12',
  publication: '2071-06-19',
  classesStart: '2071-07-06',
  classesEnd: '2071-08-14',
  gradesDue: '2071-08-21',
};
