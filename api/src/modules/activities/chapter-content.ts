import { stringEnum } from '../../graphql/enum';

export enum ChapterContent {
  HOMEWORK = 'homework',
  ACTIVITY = 'activity',
}

export const { values: CHAPTER_CONTENTS, parse: parseChapterContent } = stringEnum(ChapterContent, 'ChapterContent', 'What a chapter holds: homework (the default) or an activity.');
