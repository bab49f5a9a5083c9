import { type Rule, assertValid, clean } from '../../shared/validation';
import { fieldRules } from '../quizzes/questions/checks';
import { readQuestion } from '../quizzes/questions/read';
import type { Question } from '../quizzes/questions/types';

export const MAX_TITLE = 200;
export const MAX_TAGS = 20;
export const MAX_TAG = 50;

/** A title made from a question's text: its words on one line, cut to `max` characters with an ellipsis. */
export const titleFromText = (text: string, max: number = MAX_TITLE): string => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= max ? line : `${line.slice(0, max - 1)}…`;
};

export const BANK_MESSAGES = {
  title: 'Give the question a title',
  titleLength: `A title can be at most ${MAX_TITLE} characters`,
  tags: 'Tags must be a list of texts',
  tagCount: `A question can have at most ${MAX_TAGS} tags`,
  tagLength: `Each tag must be 1 to ${MAX_TAG} characters`,
  difficulty: 'Difficulty must be a whole number from 1 to 5, or none',
};

export type BankFields = { title: string; tags: string[]; difficulty: number | null; question: Question };

/** Tags as written, trimmed, each once whatever its case (the first spelling is kept). */
const tagsOf = (value: readonly unknown[]): string[] => {
  const seen = new Set<string>();
  return value.map(clean).filter((tag) => {
    const key = tag.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
};

/**
 * A bank question's input: its title, tags and difficulty, and the question itself read and
 * checked by the quiz question's own rules (one place for them), each message on its field.
 */
export function validateBankQuestion(input: Record<string, unknown>): BankFields {
  const title = clean(input.title);
  const rawTags = input.tags ?? [];
  const tagList = Array.isArray(rawTags) && rawTags.every((tag) => typeof tag === 'string') ? tagsOf(rawTags) : null;
  const difficulty = input.difficulty ?? null;
  const question = readQuestion(input);
  const rules: Rule[] = [
    ['title', title !== '', BANK_MESSAGES.title],
    ['title', title.length <= MAX_TITLE, BANK_MESSAGES.titleLength],
    ['tags', tagList !== null, BANK_MESSAGES.tags],
    ['tags', (tagList ?? []).length <= MAX_TAGS, BANK_MESSAGES.tagCount],
    ['tags', (tagList ?? []).every((tag) => tag.length >= 1 && tag.length <= MAX_TAG), BANK_MESSAGES.tagLength],
    ['difficulty', difficulty === null || (Number.isInteger(difficulty) && (difficulty as number) >= 1 && (difficulty as number) <= 5), BANK_MESSAGES.difficulty],
    ...fieldRules(question),
  ];
  assertValid(rules);
  return { title, tags: tagList ?? [], difficulty: difficulty as number | null, question };
}
