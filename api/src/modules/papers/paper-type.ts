import { stringEnum } from '../../graphql/enum';

export enum PaperType {
  TEST = 'test',
  EXAM = 'exam',
  QUIZ = 'quiz',
  ASSIGNMENT = 'assignment',
}

export const { values: PAPER_TYPES, parse: parsePaperType } = stringEnum(PaperType, 'PaperType', 'What kind of assessment a past paper is.');
