// The module registry: adding a domain adds its entities, resolver, service and loaders here.
import type { DataSource } from 'typeorm';
import { defineJob, type JobQueue } from '../jobs/job-queue';
import type { Deps } from '../shared/deps';
import { purgeExpiredThrottles } from '../shared/throttle';
import { AuthResolver } from './auth/auth.resolver';
import { AuthService } from './auth/auth.service';
import { BookResolver } from './books/book.resolver';
import { BookService } from './books/book.service';
import { Activity, Chapter } from './activities/activity.entity';
import { createActivityLoaders } from './activities/activity.loaders';
import { ActivityResolver } from './activities/activity.resolver';
import { ActivityService } from './activities/activity.service';
import { ChapterResolver } from './activities/chapter.resolver';
import { ChapterService } from './activities/chapter.service';
import { ContactMessage, ContactReply } from './contact/contact.entity';
import { createContactLoaders } from './contact/contact.loaders';
import { ContactMessageResolver, ContactReplyResolver } from './contact/contact.resolver';
import { ContactService } from './contact/contact.service';
import { Course, CourseQuestion } from './courses/course.entity';
import { DashboardResolver } from './dashboards/dashboard.resolver';
import { DashboardService } from './dashboards/dashboard.service';
import { createCourseLoaders } from './courses/course.loaders';
import { CourseResolver } from './courses/course.resolver';
import { CourseService } from './courses/course.service';
import { createFileLoaders } from './files/file.loaders';
import { StoredFileResolver } from './files/file.resolver';
import { FileService } from './files/file.service';
import { StoredFile } from './files/stored-file.entity';
import { Opportunity } from './opportunities/opportunity.entity';
import { OpportunityResolver } from './opportunities/opportunity.resolver';
import { OpportunityService } from './opportunities/opportunity.service';
import { Paper } from './papers/paper.entity';
import { PaperResolver } from './papers/paper.resolver';
import { PaperService } from './papers/paper.service';
import { User } from './users/user.entity';
import { UserResolver } from './users/user.resolver';
import { UserService } from './users/user.service';
import { QuizAttempt } from './quizzes/quiz-attempt.entity';
import { QuizAttemptResolver } from './quizzes/quiz-attempt.resolver';
import { QuizAttemptService } from './quizzes/quiz-attempt.service';
import { QuizInsightService } from './quizzes/quiz-insight.service';
import { Quiz } from './quizzes/quiz.entity';
import { createQuizLoaders } from './quizzes/quiz.loaders';
import { QuizResolver } from './quizzes/quiz.resolver';
import { QuizService } from './quizzes/quiz.service';
import { ProfileService } from './users/profile.service';
import { PasswordReset, PasswordResetService, passwordResetJob } from './auth/password-reset.service';
import { PasswordResetResolver } from './auth/password-reset.resolver';
import { DevMail, OutboxEmail } from './mail/mail.entity';
import { DevMailboxResolver } from './mail/mail.resolver';
import { MailService } from './mail/mail.service';
import { requeueEmailsJob, sendEmailJob } from './mail/mail.jobs';
import type { MailTransport } from './mail/mail.transport';

export const entities = [User, Course, CourseQuestion, StoredFile, Paper, Opportunity, ContactMessage, ContactReply, OutboxEmail, DevMail, PasswordReset, Activity, Chapter, Quiz, QuizAttempt];

export const resolvers = [AuthResolver, PasswordResetResolver, DevMailboxResolver, UserResolver, BookResolver, CourseResolver, StoredFileResolver, PaperResolver, OpportunityResolver, ContactMessageResolver, ContactReplyResolver, DashboardResolver, ActivityResolver, ChapterResolver, QuizResolver, QuizAttemptResolver] as const;

// How mail leaves this instance: SMTP (SMTP_URL or the development mailbox), or null (production
// without SMTP_URL: mail waits, saying why); and whether the development mailbox is on.
export type MailSetup = { transport: MailTransport | null; devMailbox: boolean };

export function createServices(deps: Deps, mailSetup: MailSetup = { transport: null, devMailbox: false }) {
  const mail = new MailService(deps, mailSetup.transport, mailSetup.devMailbox);
  const users = new UserService(deps);
  const auth = new AuthService(deps, users, mail);
  const passwordResets = new PasswordResetService(deps, users, auth, mail);
  const courses = new CourseService(deps);
  const books = new BookService(deps);
  const files = new FileService(deps);
  const profiles = new ProfileService(deps, users, files);
  const papers = new PaperService(deps, files);
  const opportunities = new OpportunityService(deps);
  const contact = new ContactService(deps, mail);
  const activities = new ActivityService(deps);
  const chapters = new ChapterService(deps, activities);
  const quizzes = new QuizService(deps, chapters);
  const quizAttempts = new QuizAttemptService(deps, quizzes);
  const quizInsight = new QuizInsightService(deps, quizzes);
  const dashboards = new DashboardService(deps, { users, papers, courses, opportunities, contact, quizzes, quizAttempts });
  return { mail, passwordResets, users, auth, profiles, books, courses, files, papers, opportunities, contact, activities, chapters, quizzes, quizAttempts, quizInsight, dashboards };
}

export type Services = ReturnType<typeof createServices>;

// Throttle windows that ended over an hour ago, removed by one instance every ten minutes.
export const purgeThrottlesJob = defineJob<Record<string, never>>('throttles.purge', { schedule: '*/10 * * * *', retryLimit: 0 });

/**
 * Every kind of job, with the handler this instance's workers run. Without services (setting up a
 * database) only the queues are made; without a mail transport, mail jobs wait for an instance that has one.
 */
export function registerJobs(jobs: JobQueue, deps: Pick<Deps, 'dataSource' | 'config' | 'clock'>, services?: Services): void {
  jobs.register(sendEmailJob(deps.config.mailRetryDelaySeconds), services?.mail.configured ? (data, run) => services.mail.deliver(data.outboxId, run) : undefined);
  jobs.register(requeueEmailsJob, services?.mail.configured ? async () => void (await services.mail.requeueOrphans()) : undefined);
  jobs.register(passwordResetJob, services && ((data, run) => services.passwordResets.issue(data.email, run)));
  jobs.register(purgeThrottlesJob, async () => {
    await purgeExpiredThrottles(deps.dataSource, deps.clock.now().getTime());
  });
}

export type Loaders = ReturnType<typeof createCourseLoaders> &
  ReturnType<typeof createFileLoaders> &
  ReturnType<typeof createContactLoaders> &
  ReturnType<typeof createActivityLoaders> &
  ReturnType<typeof createQuizLoaders>;

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

// New for every request, so a loader's cache never outlives the request that filled it. A module's
// loaders are built when the request first uses one of them: most requests (a page of courses, a
// quiz submission) use none, and building all eleven cost every request about 1 % of its CPU.
export function createLoaders(dataSource: DataSource): Loaders {
  const course = once(() => createCourseLoaders(dataSource));
  const file = once(() => createFileLoaders(dataSource));
  const contact = once(() => createContactLoaders(dataSource));
  const activity = once(() => createActivityLoaders(dataSource));
  const quiz = once(() => createQuizLoaders(dataSource));
  return {
    get questionsByCourse() {
      return course().questionsByCourse;
    },
    get fileById() {
      return file().fileById;
    },
    get contactRepliesByMessage() {
      return contact().contactRepliesByMessage;
    },
    get contactReplyMail() {
      return contact().contactReplyMail;
    },
    get contactUserById() {
      return contact().contactUserById;
    },
    get chapterPagesByActivity() {
      return activity().chapterPagesByActivity;
    },
    get chapterCountByActivity() {
      return activity().chapterCountByActivity;
    },
    get chapterById() {
      return activity().chapterById;
    },
    get activityById() {
      return activity().activityById;
    },
    get activityUserById() {
      return activity().activityUserById;
    },
    get quizPagesByChapter() {
      return quiz().quizPagesByChapter;
    },
    get quizCountByChapter() {
      return quiz().quizCountByChapter;
    },
    get quizAttemptCountByQuiz() {
      return quiz().quizAttemptCountByQuiz;
    },
    get myQuizAttemptByQuiz() {
      return quiz().myQuizAttemptByQuiz;
    },
  };
}
