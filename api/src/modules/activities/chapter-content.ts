import { registerEnumType } from 'type-graphql';

export enum ChapterContent {
  HOMEWORK = 'homework',
  ACTIVITY = 'activity',
}

export const CHAPTER_CONTENTS: readonly ChapterContent[] = Object.values(ChapterContent);

// Accepts the stored value ("homework") or the GraphQL name (HOMEWORK), whatever the case.
export function parseChapterContent(value: unknown): ChapterContent | undefined {
  if (typeof value !== 'string') return undefined;
  const wanted = value.trim().toLowerCase();
  return CHAPTER_CONTENTS.find((content) => content === wanted);
}

registerEnumType(ChapterContent, { name: 'ChapterContent', description: 'What a chapter holds: homework (the default) or an activity.' });
