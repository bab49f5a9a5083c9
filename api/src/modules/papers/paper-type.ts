import { registerEnumType } from 'type-graphql';

export enum PaperType {
  TEST = 'test',
  EXAM = 'exam',
  QUIZ = 'quiz',
  ASSIGNMENT = 'assignment',
}

export const PAPER_TYPES: readonly PaperType[] = Object.values(PaperType);

// Accepts the stored value ("exam") or the GraphQL name (EXAM), whatever the case.
export function parsePaperType(value: unknown): PaperType | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return PAPER_TYPES.find((type) => type === wanted);
}

registerEnumType(PaperType, { name: 'PaperType', description: 'What kind of assessment a past paper is.' });
