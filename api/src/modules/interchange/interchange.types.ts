import { ArgsType, Field, ID, Int, ObjectType } from 'type-graphql';
import { type EnumOf, graphqlEnum } from '../../graphql/enum';
import { CourseQuestionInput } from '../courses/course.types';
import { type UploadRef, UploadScalar } from '../files/upload.scalar';
import { QuizQuestionInput } from '../quizzes/quiz.types';

export const QuestionImportFormat = graphqlEnum('QuestionImportFormat', ['GIFT', 'MOODLE_XML', 'AIKEN'], "Moodle's question formats: GIFT, Moodle XML and Aiken.");
export type QuestionImportFormat = EnumOf<typeof QuestionImportFormat>;

export const CardImportFormat = graphqlEnum(
  'CardImportFormat',
  ['CSV', 'TSV'],
  'CSV with the header question,answer,category; or TSV, one term<TAB>definition a line (Quizlet and Anki exports).',
);
export type CardImportFormat = EnumOf<typeof CardImportFormat>;

export const QuizExportFormat = graphqlEnum('QuizExportFormat', ['GIFT', 'MOODLE_XML'], 'GIFT or Moodle XML, both readable by Moodle and by our import.');
export type QuizExportFormat = EnumOf<typeof QuizExportFormat>;

@ObjectType({ description: 'A single-answer multiple-choice question read from a file.' })
export class ImportedQuestion extends QuizQuestionInput {
  @Field(() => String, { nullable: true, description: "GIFT's ::title:: or Moodle XML's name." })
  title: string | null;

  @Field(() => Int, { nullable: true, description: 'The line it starts on (GIFT, Aiken).' })
  line: number | null;

  @Field(() => Int, { nullable: true, description: "Its position among the file's questions (Moodle XML)." })
  position: number | null;

  @Field(() => [String], { description: 'What was left out, e.g. images or feedback.' })
  notes: string[];
}

@ObjectType({ description: 'A question or row that will not be imported, and why.' })
export class SkippedImport {
  @Field(() => Int, { nullable: true })
  line: number | null;

  @Field(() => Int, { nullable: true })
  position: number | null;

  @Field(() => String, { nullable: true })
  name: string | null;

  @Field()
  reason: string;
}

@ObjectType({ description: 'What importing the file would bring in; nothing is stored.' })
export class QuestionImportPreview {
  @Field(() => [ImportedQuestion])
  questions: ImportedQuestion[];

  @Field(() => [SkippedImport])
  skipped: SkippedImport[];
}

@ObjectType({ description: 'A course question (a flash card) read from a file.' })
export class ImportedCard extends CourseQuestionInput {
  @Field(() => Int)
  line: number;
}

@ObjectType({ description: 'What importing the file would add to the course; nothing is stored.' })
export class CourseQuestionImportPreview {
  @Field(() => [ImportedCard])
  cards: ImportedCard[];

  @Field(() => [SkippedImport])
  skipped: SkippedImport[];
}

@ObjectType({ description: 'A file to download, made on request.' })
export class ExportedFile {
  @Field()
  filename: string;

  @Field()
  mimeType: string;

  @Field()
  content: string;
}

@ArgsType()
export class QuestionFileArgs {
  @Field(() => QuestionImportFormat)
  format: QuestionImportFormat;

  @Field(() => UploadScalar, { description: 'UTF-8 text (a byte-order mark is fine), at most 1 MB and 500 questions.' })
  file: UploadRef;
}

@ArgsType()
export class CardFileArgs {
  @Field(() => CardImportFormat)
  format: CardImportFormat;

  @Field(() => UploadScalar, { description: 'UTF-8 text (a byte-order mark is fine), at most 1 MB and 500 rows.' })
  file: UploadRef;

  @Field(() => String, { nullable: true, description: "Every card's category for TSV (required there); CSV gives its own." })
  category?: string | null;
}

@ArgsType()
export class QuizImportArgs extends QuestionFileArgs {
  @Field(() => ID)
  chapterId: string;

  @Field()
  title: string;

  @Field()
  instructions: string;
}
