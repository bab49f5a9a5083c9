import { Arg, Args, Ctx, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Auth } from '../../graphql/auth-directive';
import type { Context } from '../../graphql/context';
import { CurrentUser } from '../../graphql/current-user';
import type { AuthUser } from '../../shared/auth/access';
import { Course } from '../courses/course.entity';
import { BankQuestion } from '../question-bank/bank-question.entity';
import { Quiz } from '../quizzes/quiz.entity';
import { Role } from '../users/role';
import {
  CardFileArgs,
  CourseQuestionImportPreview,
  ExportedFile,
  QuestionFileArgs,
  QuestionImportPreview,
  QuizExportFormat,
  QuizImportArgs,
} from './interchange.types';
import { Scope } from '../../graphql/scope-directive';

// Files are sent as multipart requests, so even the previews (which store nothing) are mutations.
@Resolver()
export class InterchangeResolver {
  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => QuestionImportPreview, { description: 'What importing a GIFT, Moodle XML or Aiken file would bring in, and what it would skip; stores nothing.' })
  @Scope('write:quizzes')
  previewQuestionImport(@Args() { format, file }: QuestionFileArgs, @Ctx() ctx: Context): Promise<QuestionImportPreview> {
    return ctx.services.interchange.previewQuestions(format, file.file);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => Quiz, { description: "A new draft quiz on the chapter with the file's questions in order, all or none: the chapter's tutor, or an admin." })
  @Scope('write:quizzes')
  importQuiz(@Args() { chapterId, title, instructions, format, file }: QuizImportArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.interchange.importQuiz(chapterId, { title, instructions }, format, file.file, user);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => Quiz, { description: "The file's questions added after those of a draft quiz (its tutor, or an admin)." })
  @Scope('write:quizzes')
  importQuestionsIntoQuiz(@Arg('quizId', () => ID) quizId: string, @Args() { format, file }: QuestionFileArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Quiz> {
    return ctx.services.interchange.appendToQuiz(quizId, format, file.file, user);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Mutation(() => [BankQuestion], {
    description:
      "The file's questions into the caller's question bank, all or none, each as version 1: titled by the file (else the start of its text), " +
      'tagged with `tags` and with its Moodle category (GIFT $CATEGORY:, Moodle XML category), each level of the category a tag.',
  })
  @Scope('write:quizzes')
  importQuestionsIntoBank(
    @Args() { format, file }: QuestionFileArgs,
    @Arg('tags', () => [String], { nullable: true, description: 'Tags for every imported question.' }) tags: string[] | null,
    @CurrentUser() user: AuthUser,
    @Ctx() ctx: Context,
  ): Promise<BankQuestion[]> {
    return ctx.services.interchange.importIntoBank(format, file.file, tags ?? [], user);
  }

  @Auth(Role.TUTOR, Role.ADMIN)
  @Query(() => ExportedFile, { description: "A quiz with its correct answers as a GIFT or Moodle XML file: the quiz's tutor or an admin." })
  @Scope('read:quizzes')
  quizExport(@Arg('id', () => ID) id: string, @Arg('format', () => QuizExportFormat) format: QuizExportFormat, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<ExportedFile> {
    return ctx.services.interchange.exportQuiz(id, format, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => CourseQuestionImportPreview, { description: 'What importing a CSV or tab-separated file of cards would add, and what it would skip; stores nothing.' })
  @Scope('write:quizzes')
  previewCourseQuestionImport(@Args() { format, file, category }: CardFileArgs, @Ctx() ctx: Context): Promise<CourseQuestionImportPreview> {
    return ctx.services.interchange.previewCards(format, file.file, category);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Mutation(() => Course, { description: "The file's cards added after the course's questions, all or none: the course's creator or an admin." })
  @Scope('write:quizzes')
  importCourseQuestions(@Arg('courseId', () => ID) courseId: string, @Args() { format, file, category }: CardFileArgs, @CurrentUser() user: AuthUser, @Ctx() ctx: Context): Promise<Course> {
    return ctx.services.interchange.importCards(courseId, format, file.file, category, user);
  }

  @Auth(Role.ADMIN, Role.TUTOR)
  @Query(() => ExportedFile, { description: "A course's questions as CSV with the header question,answer,category." })
  @Scope('read:quizzes')
  courseQuestionsExport(@Arg('courseId', () => ID) courseId: string, @Ctx() ctx: Context): Promise<ExportedFile> {
    return ctx.services.interchange.exportCards(courseId);
  }
}
