/** Groups a member may pin to the top of their member page (issue 41). */
export const PINS_MAX = 6;
