// SPEC.md section 5: the management list's count of the courses found (all pages of the search).
export const courseCountText = (count: number): string => `${count} course(s) found`;
