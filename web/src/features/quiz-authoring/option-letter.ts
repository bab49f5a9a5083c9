// Options are lettered A, B, C... as learners see them (at most six per question).
export const optionLetter = (index: number): string => String.fromCharCode(65 + index);
