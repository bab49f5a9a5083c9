/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
export type Maybe<T> = T | null;
export type InputMaybe<T> = T | null | undefined;
export type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
export type MakeOptional<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]?: Maybe<T[SubKey]> };
export type MakeMaybe<T, K extends keyof T> = Omit<T, K> & { [SubKey in K]: Maybe<T[SubKey]> };
export type MakeEmpty<T extends { [key: string]: unknown }, K extends keyof T> = { [_ in K]?: never };
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A date-time string at UTC, such as 2007-12-03T10:15:30Z, compliant with the `date-time` format outlined in section 5.6 of the RFC 3339 profile of the ISO 8601 standard for representation of dates and times using the Gregorian calendar.This scalar is serialized to a string in ISO 8601 format and parsed from a string in ISO 8601 format. */
  DateTimeISO: { input: string; output: string; }
  /** The `Upload` scalar type represents a file upload. */
  Upload: { input: File; output: File; }
};

/** An accepted typed answer of a short-answer question. */
export type AcceptedAnswer = {
  __typename?: 'AcceptedAnswer';
  /** The share of the points it earns, 0 to 1; at least one answer earns 1. */
  credit: Scalars['Float']['output'];
  /** Shown to a learner whose answer it matched. */
  feedback?: Maybe<Scalars['String']['output']>;
  /** Compared trimmed, case-insensitively unless the question is caseSensitive; `*` matches any run of characters, `\*` a star. */
  text: Scalars['String']['output'];
};

/** An accepted typed answer of a short-answer question. */
export type AcceptedAnswerInput = {
  /** The share of the points it earns, 0 to 1; at least one answer earns 1. */
  credit: Scalars['Float']['input'];
  /** Shown to a learner whose answer it matched. */
  feedback?: InputMaybe<Scalars['String']['input']>;
  /** Compared trimmed, case-insensitively unless the question is caseSensitive; `*` matches any run of characters, `\*` a star. */
  text: Scalars['String']['input'];
};

/** Study material posted by a tutor, made of chapters. */
export type Activity = {
  __typename?: 'Activity';
  /** How many chapters it has (the same as `chapters { totalCount }`). */
  chapterCount: Scalars['Int']['output'];
  /** Its chapters, oldest first. */
  chapters: ChapterConnection;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The tutor who posted it. */
  poster: UserDetails;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};


/** Study material posted by a tutor, made of chapters. */
export type ActivityChaptersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ActivityConnection = Connection & {
  __typename?: 'ActivityConnection';
  edges: Array<ActivityEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<Activity>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type ActivityEdge = {
  __typename?: 'ActivityEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: Activity;
};

/** Both trimmed and required ("Please fill in all fields"). The poster is the signed-in tutor. */
export type ActivityInput = {
  description: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** Chapters of an activity with a quiz the learner passed, of those with published quizzes. */
export type ActivityProgress = {
  __typename?: 'ActivityProgress';
  activity: Activity;
  chaptersPassed: Scalars['Int']['output'];
  chaptersWithQuizzes: Scalars['Int']['output'];
};

export type AdminDashboard = {
  __typename?: 'AdminDashboard';
  courses: Scalars['Int']['output'];
  /** Opportunities whose status is OPEN now. */
  openOpportunities: Scalars['Int']['output'];
  papers: Scalars['Int']['output'];
  /** Contact messages not replied to yet. */
  unrepliedMessages: Scalars['Int']['output'];
  users: RoleCounts;
};

/** An admin's edit of an account. A role change signs the user out everywhere. */
export type AdminUserInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  role?: InputMaybe<Role>;
  surname: Scalars['String']['input'];
};

/** How often an answer was given. */
export type AnswerCount = {
  __typename?: 'AnswerCount';
  /** Short answer: as typed, in lower case; numerical: the number. */
  answer: Scalars['String']['output'];
  count: Scalars['Int']['output'];
};

/** A scope a personal access token can be given. */
export type ApiScopeInfo = {
  __typename?: 'ApiScopeInfo';
  /** What it lets a token do, in plain words. */
  description: Scalars['String']['output'];
  /** As given in `scopes`, e.g. read:courses. */
  name: Scalars['String']['output'];
};

/** One regrade of an attempt that changed its result: when, by whom, and its points and maximum before and after. */
export type AttemptRegrade = {
  __typename?: 'AttemptRegrade';
  mode: RegradeMode;
  newMaxPoints: Scalars['Float']['output'];
  newPoints: Scalars['Float']['output'];
  oldMaxPoints: Scalars['Float']['output'];
  oldPoints: Scalars['Float']['output'];
  regradedAt: Scalars['DateTimeISO']['output'];
  /** The name of the tutor (or admin) who asked for it; null once their account is gone. */
  regradedByName?: Maybe<Scalars['String']['output']>;
};

/** One line of the audit log: a mutation that succeeded, or a refused authorization. */
export type AuditEntry = {
  __typename?: 'AuditEntry';
  /** Who: null when nobody was signed in (or the account is gone). A token also needs read:users to select it. */
  actor?: Maybe<User>;
  /** The personal access token the caller came with; null for a session of the web app (or nobody). */
  apiTokenId?: Maybe<Scalars['ID']['output']>;
  /** The token's name as its owner calls it now; null for a session (or a token gone with its account). */
  apiTokenName?: Maybe<Scalars['String']['output']>;
  /** When, on the services' clock. */
  at: Scalars['DateTimeISO']['output'];
  /** The client's address (as the trusted proxies report it). */
  clientAddress?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** GraphQL: the root field (e.g. `updateQuiz`); REST: the method and the route, e.g. `POST /api/quizzes/{id}/submit`. */
  operation: Scalars['String']['output'];
  /** The GraphQL operation's name, if it had one. */
  operationName?: Maybe<Scalars['String']['output']>;
  outcome: AuditOutcome;
  /** For a refusal: its error code and message, e.g. `FORBIDDEN: This API token lacks the scope read:results`. */
  reason?: Maybe<Scalars['String']['output']>;
  /** The request's id (X-Request-Id), as in the server's log. */
  requestId?: Maybe<Scalars['String']['output']>;
  /** The ids in the arguments, and the id of what a mutation created or returned where known. */
  targetIds: Array<Scalars['String']['output']>;
};

export type AuditEntryConnection = Connection & {
  __typename?: 'AuditEntryConnection';
  edges: Array<AuditEntryEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<AuditEntry>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type AuditEntryEdge = {
  __typename?: 'AuditEntryEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: AuditEntry;
};

/** SUCCEEDED: a mutation that committed; REFUSED: a refused authorization (FORBIDDEN, UNAUTHENTICATED). */
export type AuditOutcome =
  | 'REFUSED'
  | 'SUCCEEDED';

/** A question of a tutor's bank (admins see every bank): its title, tags and difficulty, and its versions. Editing its content adds a version; every version stays readable. A retired question stays readable but is left out of the bank unless asked for. */
export type BankQuestion = {
  __typename?: 'BankQuestion';
  createdAt: Scalars['DateTimeISO']['output'];
  /** 1 (easiest) to 5, or null. */
  difficulty?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  /** The latest version: the question as quizzes will use it from now on. */
  question: BankQuestionVersion;
  /** How many quizzes use one of its versions: such a question can be retired but not deleted. */
  quizCount: Scalars['Int']['output'];
  /** When it was retired; null while in use. */
  retiredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** As written, each once (case-insensitively); GIFT categories and Moodle XML categories import as tags. */
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** The latest version's type. */
  type: QuestionType;
  updatedAt: Scalars['DateTimeISO']['output'];
  /** The quizzes that use a version of it (at most 100), by title. */
  usedBy: Array<BankQuestionUse>;
  /** The latest version: 1 for a new question, one more at each change of its content. */
  version: Scalars['Int']['output'];
  /** Every version, the latest first. */
  versions: Array<BankQuestionVersion>;
};

export type BankQuestionConnection = Connection & {
  __typename?: 'BankQuestionConnection';
  edges: Array<BankQuestionEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<BankQuestion>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type BankQuestionEdge = {
  __typename?: 'BankQuestionEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: BankQuestion;
};

/** A bank question: the fields of a quiz question (QuizQuestionInput, checked by the same rules, messages on the fields) with a title (1 to 200 characters), up to 20 tags (each 1 to 50 characters, repeats dropped) and a difficulty (1 to 5, or null). */
export type BankQuestionInput = {
  /** SHORT_ANSWER: 1 to 20. */
  acceptedAnswers?: InputMaybe<Array<AcceptedAnswerInput>>;
  /** SHORT_ANSWER: compare the case too (false when left out). */
  caseSensitive?: InputMaybe<Scalars['Boolean']['input']>;
  /** SINGLE_CHOICE: the correct option. */
  correctAnswerIndex?: InputMaybe<Scalars['Int']['input']>;
  /** TRUE_FALSE: the right answer. */
  correctBoolean?: InputMaybe<Scalars['Boolean']['input']>;
  difficulty?: InputMaybe<Scalars['Int']['input']>;
  /** MATCHING: matches that belong to no prompt. */
  extraMatches?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Shown with the result whatever was answered. */
  generalFeedback?: InputMaybe<Scalars['String']['input']>;
  /** NUMERICAL: 1 to 20. */
  numericAnswers?: InputMaybe<Array<NumericAnswerInput>>;
  /** MULTIPLE_RESPONSE: one credit per option, -1 to 1. */
  optionCredits?: InputMaybe<Array<Scalars['Float']['input']>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE: per option; TRUE_FALSE: [if True, if False]. */
  optionFeedback?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE. */
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  /** MATCHING: 2 to 20 prompts with their matches. */
  pairs?: InputMaybe<Array<MatchingPairInput>>;
  /** What the question is worth: more than 0, at most 1000, 2 decimals; 1 when left out. */
  points?: InputMaybe<Scalars['Float']['input']>;
  questionText: Scalars['String']['input'];
  /** None when left out. */
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  /** How the text and feedback are written; PLAIN when left out. */
  textFormat?: InputMaybe<TextFormat>;
  title: Scalars['String']['input'];
  /** SINGLE_CHOICE when left out. */
  type?: InputMaybe<QuestionType>;
};

/** A quiz that uses a version of a bank question. */
export type BankQuestionUse = {
  __typename?: 'BankQuestionUse';
  /** The quiz's submitted attempts: a new version would reach them only by a regrade. */
  attemptCount: Scalars['Int']['output'];
  quizId: Scalars['ID']['output'];
  quizTitle: Scalars['String']['output'];
  /** The version the quiz uses. */
  version: Scalars['Int']['output'];
};

/** One version of a bank question: the question's fields as written, with its number and when it was made. */
export type BankQuestionVersion = {
  __typename?: 'BankQuestionVersion';
  /** SHORT_ANSWER: 1 to 20. */
  acceptedAnswers?: Maybe<Array<AcceptedAnswer>>;
  /** SHORT_ANSWER: compare the case too (false when left out). */
  caseSensitive?: Maybe<Scalars['Boolean']['output']>;
  /** SINGLE_CHOICE: the correct option. */
  correctAnswerIndex?: Maybe<Scalars['Int']['output']>;
  /** TRUE_FALSE: the right answer. */
  correctBoolean?: Maybe<Scalars['Boolean']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  /** MATCHING: matches that belong to no prompt. */
  extraMatches?: Maybe<Array<Scalars['String']['output']>>;
  /** Shown with the result whatever was answered. */
  generalFeedback?: Maybe<Scalars['String']['output']>;
  /** NUMERICAL: 1 to 20. */
  numericAnswers?: Maybe<Array<NumericAnswer>>;
  /** MULTIPLE_RESPONSE: one credit per option, -1 to 1. */
  optionCredits?: Maybe<Array<Scalars['Float']['output']>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE: per option; TRUE_FALSE: [if True, if False]. */
  optionFeedback?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE. */
  options?: Maybe<Array<Scalars['String']['output']>>;
  /** MATCHING: 2 to 20 prompts with their matches. */
  pairs?: Maybe<Array<MatchingPair>>;
  /** What the question is worth: more than 0, at most 1000, 2 decimals; 1 when left out. */
  points?: Maybe<Scalars['Float']['output']>;
  questionText: Scalars['String']['output'];
  /** How the text and feedback are written; PLAIN when left out. */
  textFormat?: Maybe<TextFormat>;
  /** SINGLE_CHOICE when left out. */
  type?: Maybe<QuestionType>;
  version: Scalars['Int']['output'];
};

/** A tag of the bank and how many questions in use carry it. */
export type BankTag = {
  __typename?: 'BankTag';
  count: Scalars['Int']['output'];
  tag: Scalars['String']['output'];
};

/** A free programming book from the books service. */
export type Book = {
  __typename?: 'Book';
  /** As the service gives them, e.g. "Jane Doe, John Roe". */
  authors?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Cover image URL. */
  image?: Maybe<Scalars['String']['output']>;
  subtitle?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  /** Where to download or view the book. */
  url?: Maybe<Scalars['String']['output']>;
};

/** The signed-in learner's cards of one course, by state. */
export type CardCounts = {
  __typename?: 'CardCounts';
  /** Graded before and due now. */
  dueNow: Scalars['Int']['output'];
  /** Graded before and due by the end of the learner's today. */
  dueToday: Scalars['Int']['output'];
  /** Being learnt or relearnt. */
  learning: Scalars['Int']['output'];
  /** Never graded. */
  new: Scalars['Int']['output'];
  /** New cards the learner may still start today (the daily limit, in the learner's time zone). */
  newToday: Scalars['Int']['output'];
  /** The soonest due date after now, if any. */
  nextDueAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** In review. */
  review: Scalars['Int']['output'];
  /** Questions of the course. */
  total: Scalars['Int']['output'];
};

/** CSV with the header question,answer,category; or TSV, one term<TAB>definition a line (Quizlet and Anki exports). */
export type CardImportFormat =
  | 'CSV'
  | 'TSV';

/** Where a card stands: never seen, being learnt, in review, or relearnt after a lapse. */
export type CardState =
  | 'LEARNING'
  | 'NEW'
  | 'RELEARNING'
  | 'REVIEW';

export type ChangePasswordInput = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};

/** One chapter of an activity. */
export type Chapter = {
  __typename?: 'Chapter';
  activity: Activity;
  activityId: Scalars['ID']['output'];
  content: ChapterContent;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Its quizzes, oldest first: all of them for the activity's tutor and admins, published ones for everyone else. */
  quizzes: QuizConnection;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};


/** One chapter of an activity. */
export type ChapterQuizzesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type ChapterConnection = Connection & {
  __typename?: 'ChapterConnection';
  edges: Array<ChapterEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<Chapter>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** What a chapter holds: homework (the default) or an activity. */
export type ChapterContent =
  | 'ACTIVITY'
  | 'HOMEWORK';

export type ChapterEdge = {
  __typename?: 'ChapterEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: Chapter;
};

/** All required ("Please fill in all fields"). */
export type ChapterInput = {
  content: ChapterContent;
  description: Scalars['String']['input'];
  title: Scalars['String']['input'];
};

/** A quiz of a chapter created, edited, published, unpublished or deleted; `quiz` as the subscriber may see it (never a learner's correct answers), null once deleted or hidden from them. */
export type ChapterQuizChange = {
  __typename?: 'ChapterQuizChange';
  change: QuizChange;
  chapterId: Scalars['ID']['output'];
  quiz?: Maybe<Quiz>;
  quizId: Scalars['ID']['output'];
};

/** A page of a list: where it ends and how many rows the whole list has (its rows: `nodes`, or `edges` with their cursors). */
export type Connection = {
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A message sent through the contact form. Only admins can read one back. */
export type ContactMessage = {
  __typename?: 'ContactMessage';
  createdAt: Scalars['DateTimeISO']['output'];
  /** The sender's e-mail; from the account when signed in. */
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  /** The sender's name; from the account when signed in. */
  name: Scalars['String']['output'];
  /** Whether an admin has replied. */
  replied: Scalars['Boolean']['output'];
  /** When the latest reply was sent; null until replied. */
  repliedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Oldest first. */
  replies: Array<ContactReply>;
  /** The signed-in sender; null for an anonymous one. */
  sender?: Maybe<User>;
};

export type ContactMessageConnection = Connection & {
  __typename?: 'ContactMessageConnection';
  edges: Array<ContactMessageEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<ContactMessage>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type ContactMessageEdge = {
  __typename?: 'ContactMessageEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: ContactMessage;
};

/** Signed in: only `message` is read, name and email come from the account. Anonymous: all three are required. */
export type ContactMessageInput = {
  email?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
};

/** An admin's reply to a contact message. */
export type ContactReply = {
  __typename?: 'ContactReply';
  /** Null once the author's account is deleted. */
  author?: Maybe<User>;
  body: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** When the mail server accepted the e-mail; null until SENT. */
  deliveredAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Why it is not delivered: the reason it FAILED, or while QUEUED why the last try did not go through (e.g. "mail is not configured"). */
  deliveryError?: Maybe<Scalars['String']['output']>;
  /** Where the reply's e-mail to the sender is: QUEUED, SENT or FAILED. */
  deliveryStatus: DeliveryStatus;
  id: Scalars['ID']['output'];
};

/** A course: a set of flash-card questions with answers. */
export type Course = {
  __typename?: 'Course';
  /** Whether the viewer may change or delete the course and its questions: its creator or an admin. */
  canEdit: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  level: CourseLevel;
  /** Its questions, oldest first, a page at a time. */
  questions: CourseQuestionConnection;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};


/** A course: a set of flash-card questions with answers. */
export type CourseQuestionsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};

export type CourseConnection = Connection & {
  __typename?: 'CourseConnection';
  edges: Array<CourseEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<Course>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type CourseEdge = {
  __typename?: 'CourseEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: Course;
};

/** Title and description are trimmed; an empty one is refused with its message. */
export type CourseInput = {
  description: Scalars['String']['input'];
  /** Missing: "Please select a year level". */
  level?: InputMaybe<CourseLevel>;
  title: Scalars['String']['input'];
};

/** The year of study a course is for. */
export type CourseLevel =
  | 'FIRST_YEAR'
  | 'SECOND_YEAR'
  | 'THIRD_YEAR';

/** The learner's cards of a course they have practised. */
export type CourseProgress = {
  __typename?: 'CourseProgress';
  counts: CardCounts;
  course: Course;
};

/** One flash card of a course. */
export type CourseQuestion = {
  __typename?: 'CourseQuestion';
  answer: Scalars['String']['output'];
  category: Scalars['String']['output'];
  courseId: Scalars['ID']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  question: Scalars['String']['output'];
};

export type CourseQuestionConnection = Connection & {
  __typename?: 'CourseQuestionConnection';
  edges: Array<CourseQuestionEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<CourseQuestion>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type CourseQuestionEdge = {
  __typename?: 'CourseQuestionEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: CourseQuestion;
};

/** What importing the file would add to the course; nothing is stored. */
export type CourseQuestionImportPreview = {
  __typename?: 'CourseQuestionImportPreview';
  cards: Array<ImportedCard>;
  skipped: Array<SkippedImport>;
};

export type CourseQuestionInput = {
  answer: Scalars['String']['input'];
  category: Scalars['String']['input'];
  question: Scalars['String']['input'];
};

/** A practice session's queue for the signed-in learner: new cards first, up to the daily limit, then due cards, oldest first. */
export type CourseStudy = {
  __typename?: 'CourseStudy';
  counts: CardCounts;
  courseId: Scalars['ID']['output'];
  /** The card to show now; null when nothing is due. */
  next?: Maybe<StudyCard>;
  /** Cards to practise now: due cards and the new cards left for today. */
  queueSize: Scalars['Int']['output'];
};

/** How learners practise one course. */
export type CourseStudyInsight = {
  __typename?: 'CourseStudyInsight';
  course: Course;
  /** The cards with the most "Again" grades, at most five. */
  hardestCards: Array<HardCard>;
  /** Learners who have graded at least one card. */
  learners: Scalars['Int']['output'];
  /** Grades given, all time. */
  reviews: Scalars['Int']['output'];
};

/** A new personal access token. */
export type CreatePersonalAccessTokenInput = {
  /** In the future, and at most 366 days ahead. */
  expiresAt: Scalars['DateTimeISO']['input'];
  /** What the token is for: 1 to 100 characters. */
  name: Scalars['String']['input'];
  /** At least one, each one of `apiScopes`. */
  scopes: Array<Scalars['String']['input']>;
};

/** A token just made, with its secret: shown this once, never again. */
export type CreatedPersonalAccessToken = {
  __typename?: 'CreatedPersonalAccessToken';
  /** lh_pat_...: send it as `Authorization: Bearer <secret>`. Only its hash is kept, so it cannot be shown again. */
  secret: Scalars['String']['output'];
  token: PersonalAccessToken;
};

/** A count on one day of the learner (YYYY-MM-DD, in their time zone). */
export type DayCount = {
  __typename?: 'DayCount';
  count: Scalars['Int']['output'];
  day: Scalars['String']['output'];
};

/** QUEUED: waiting to be sent (or to be tried again); SENT: the mail server accepted it; FAILED: given up, see the error. */
export type DeliveryStatus =
  | 'FAILED'
  | 'QUEUED'
  | 'SENT';

/** A mail the development mailbox caught (no SMTP_URL outside production). Admins only. */
export type DevMail = {
  __typename?: 'DevMail';
  /** The HTML body, to show in a sandboxed frame. */
  html?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  messageId?: Maybe<Scalars['String']['output']>;
  receivedAt: Scalars['DateTimeISO']['output'];
  /** Every recipient, comma-separated. */
  recipients: Scalars['String']['output'];
  /** The From header. */
  sender: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  text: Scalars['String']['output'];
};

export type DevMailConnection = Connection & {
  __typename?: 'DevMailConnection';
  edges: Array<DevMailEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<DevMail>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type DevMailEdge = {
  __typename?: 'DevMailEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: DevMail;
};

/** An answered essay of a tutor's quiz: waiting for its grade, or graded (points, comment and gradedAt set). */
export type EssayToGrade = {
  __typename?: 'EssayToGrade';
  attemptId: Scalars['ID']['output'];
  /** The tutor's comment, if any. */
  comment?: Maybe<Scalars['String']['output']>;
  /** When it was last graded; null while the essay waits. */
  gradedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The learner's name and surname. */
  learnerName: Scalars['String']['output'];
  /** What the question is worth: the most a grade can give. */
  maxPoints: Scalars['Float']['output'];
  /** The points given; null while the essay waits. */
  points?: Maybe<Scalars['Float']['output']>;
  questionIndex: Scalars['Int']['output'];
  questionText: Scalars['String']['output'];
  quizId: Scalars['ID']['output'];
  quizTitle: Scalars['String']['output'];
  submittedAt: Scalars['DateTimeISO']['output'];
  /** The learner's essay. */
  textAnswer: Scalars['String']['output'];
  /** How the question's text is written. */
  textFormat: TextFormat;
};

export type EssayToGradeConnection = Connection & {
  __typename?: 'EssayToGradeConnection';
  edges: Array<EssayToGradeEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<EssayToGrade>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type EssayToGradeEdge = {
  __typename?: 'EssayToGradeEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: EssayToGrade;
};

/** A file to download, made on request. */
export type ExportedFile = {
  __typename?: 'ExportedFile';
  content: Scalars['String']['output'];
  filename: Scalars['String']['output'];
  mimeType: Scalars['String']['output'];
};

/** What one grade would do to a card shown now. */
export type GradeInterval = {
  __typename?: 'GradeInterval';
  /** When the card would be due again. */
  due: Scalars['DateTimeISO']['output'];
  rating: ReviewRating;
  /** Seconds from now until then (the grade button shows it, e.g. "10 min", "3 days"). */
  seconds: Scalars['Int']['output'];
};

/** The results of every learner who attempted any quiz of an activity. */
export type Gradebook = {
  __typename?: 'Gradebook';
  activityId: Scalars['ID']['output'];
  quizzes: Array<GradebookQuiz>;
  /** One row per learner who attempted any of the quizzes, by name, then id. */
  rows: GradebookRowConnection;
};

/** A learner's result on one quiz. Every row has one cell per column, in the columns' order (never null): where the learner made no attempt, attempted is false, attemptsUsed 0, needsGrading false and grade, points, maxPoints and passed null. */
export type GradebookCell = {
  __typename?: 'GradebookCell';
  attempted: Scalars['Boolean']['output'];
  /** How many of the learner's attempts at the quiz were submitted. */
  attemptsUsed: Scalars['Int']['output'];
  /** The counted attempt's points over its maximum, in percent, to 2 decimals (the quiz's grading method picks the attempt). */
  grade?: Maybe<Scalars['Float']['output']>;
  maxPoints?: Maybe<Scalars['Float']['output']>;
  /** Any of the learner's attempts at the quiz has essays waiting for their tutor. */
  needsGrading: Scalars['Boolean']['output'];
  /** The counted attempt reaches the quiz's pass mark. */
  passed?: Maybe<Scalars['Boolean']['output']>;
  /** The counted attempt's points (essays waiting for their tutor count 0 until graded). */
  points?: Maybe<Scalars['Float']['output']>;
  quizId: Scalars['ID']['output'];
};

/** A learner of the gradebook. */
export type GradebookLearner = {
  __typename?: 'GradebookLearner';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Name and surname. */
  name: Scalars['String']['output'];
};

/** A column of the gradebook: one of the activity's quizzes (its chapters in order, each chapter's quizzes in order). */
export type GradebookQuiz = {
  __typename?: 'GradebookQuiz';
  chapterTitle: Scalars['String']['output'];
  /** Which attempt counts for each learner's cell. */
  gradingMethod: GradingMethod;
  id: Scalars['ID']['output'];
  /** The least percentage of the points that passes. */
  passPercentage: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

/** A learner's row of the gradebook. */
export type GradebookRow = {
  __typename?: 'GradebookRow';
  /** The mean of the learner's grades over the quizzes they attempted (not attempted ones are left out, not counted as 0), to 2 decimals. */
  averagePercentage: Scalars['Float']['output'];
  cells: Array<GradebookCell>;
  learner: GradebookLearner;
};

export type GradebookRowConnection = Connection & {
  __typename?: 'GradebookRowConnection';
  edges: Array<GradebookRowEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<GradebookRow>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type GradebookRowEdge = {
  __typename?: 'GradebookRowEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: GradebookRow;
};

/** Which of a learner's attempts counts: the best score, the latest or the first. */
export type GradingMethod =
  | 'FIRST'
  | 'HIGHEST'
  | 'LATEST';

/** Whether every answer of an attempt is graded, or essays wait for their tutor. */
export type GradingStatus =
  | 'GRADED'
  | 'NEEDS_GRADING';

/** A card of a course and how often learners forgot it. */
export type HardCard = {
  __typename?: 'HardCard';
  /** "Again" grades. */
  again: Scalars['Int']['output'];
  card: CourseQuestion;
  /** All grades. */
  reviews: Scalars['Int']['output'];
};

/** A course question (a flash card) read from a file. */
export type ImportedCard = {
  __typename?: 'ImportedCard';
  answer: Scalars['String']['output'];
  category: Scalars['String']['output'];
  line: Scalars['Int']['output'];
  question: Scalars['String']['output'];
};

/** A single-answer multiple-choice question read from a file. */
export type ImportedQuestion = {
  __typename?: 'ImportedQuestion';
  /** SHORT_ANSWER: 1 to 20. */
  acceptedAnswers?: Maybe<Array<AcceptedAnswer>>;
  /** SHORT_ANSWER: compare the case too (false when left out). */
  caseSensitive?: Maybe<Scalars['Boolean']['output']>;
  /** SINGLE_CHOICE: the correct option. */
  correctAnswerIndex?: Maybe<Scalars['Int']['output']>;
  /** TRUE_FALSE: the right answer. */
  correctBoolean?: Maybe<Scalars['Boolean']['output']>;
  /** MATCHING: matches that belong to no prompt. */
  extraMatches?: Maybe<Array<Scalars['String']['output']>>;
  /** Shown with the result whatever was answered. */
  generalFeedback?: Maybe<Scalars['String']['output']>;
  /** The line it starts on (GIFT, Aiken). */
  line?: Maybe<Scalars['Int']['output']>;
  /** What was left out, e.g. images or feedback. */
  notes: Array<Scalars['String']['output']>;
  /** NUMERICAL: 1 to 20. */
  numericAnswers?: Maybe<Array<NumericAnswer>>;
  /** MULTIPLE_RESPONSE: one credit per option, -1 to 1. */
  optionCredits?: Maybe<Array<Scalars['Float']['output']>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE: per option; TRUE_FALSE: [if True, if False]. */
  optionFeedback?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE. */
  options?: Maybe<Array<Scalars['String']['output']>>;
  /** MATCHING: 2 to 20 prompts with their matches. */
  pairs?: Maybe<Array<MatchingPair>>;
  /** What the question is worth: more than 0, at most 1000, 2 decimals; 1 when left out. */
  points?: Maybe<Scalars['Float']['output']>;
  /** Its position among the file's questions (Moodle XML). */
  position?: Maybe<Scalars['Int']['output']>;
  questionText: Scalars['String']['output'];
  /** How the text and feedback are written; PLAIN when left out. */
  textFormat?: Maybe<TextFormat>;
  /** GIFT's ::title:: or Moodle XML's name. */
  title?: Maybe<Scalars['String']['output']>;
  /** SINGLE_CHOICE when left out. */
  type?: Maybe<QuestionType>;
};

export type LearnerDashboard = {
  __typename?: 'LearnerDashboard';
  attempts: Scalars['Int']['output'];
  /** Average score over all attempts, in percent (0 when none). */
  averagePercentage: Scalars['Float']['output'];
  passed: Scalars['Int']['output'];
};

/** The signed-in learner's progress: each field is read only when asked for. */
export type LearnerProgress = {
  __typename?: 'LearnerProgress';
  /** Each activity the learner has submitted a quiz of, by title. */
  activities: Array<ActivityProgress>;
  /** Each course the learner has graded a card of, by title. */
  courses: Array<CourseProgress>;
  /** Cards falling due on each of the next `days` days, today first (overdue cards count on today). */
  dueForecast: Array<DayCount>;
  /** Cards graded before and due by the end of the learner's today, over every course. */
  dueToday: Scalars['Int']['output'];
  /** Cards graded on each of the last `days` days, today last. */
  reviewsPerDay: Array<DayCount>;
  /** Days in a row (in the learner's time zone) with at least one card graded or quiz submitted, up to today; today counts once it has one. */
  streak: Scalars['Int']['output'];
};


/** The signed-in learner's progress: each field is read only when asked for. */
export type LearnerProgressDueForecastArgs = {
  days?: Scalars['Int']['input'];
};


/** The signed-in learner's progress: each field is read only when asked for. */
export type LearnerProgressReviewsPerDayArgs = {
  days?: Scalars['Int']['input'];
};

export type LoginInput = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};

/** A prompt of a matching question and its match. */
export type MatchingPair = {
  __typename?: 'MatchingPair';
  match: Scalars['String']['output'];
  prompt: Scalars['String']['output'];
};

export type MatchingPairInput = {
  match: Scalars['String']['input'];
  prompt: Scalars['String']['input'];
};

export type Mutation = {
  __typename?: 'Mutation';
  addCourseQuestion: CourseQuestion;
  /** Signs out every other session and returns a fresh one. */
  changePassword: SessionUser;
  /** Creates the account of a signup from its mail's token, once within 24 hours, and signs it in. BAD_USER_INPUT "This confirmation link is invalid or has expired. Please sign up again." otherwise. */
  confirmSignup: SessionUser;
  /** Posted by the signed-in tutor. */
  createActivity: Activity;
  /** A new question of the caller's bank, version 1. */
  createBankQuestion: BankQuestion;
  /** Adds a chapter to the tutor's own activity. */
  createChapter: Chapter;
  createCourse: Course;
  createOpportunity: Opportunity;
  /** A new token of the caller's, with its secret (shown this once). BAD_USER_INPUT for a blank name, no or an unknown scope, or an expiry not in the next 366 days. */
  createPersonalAccessToken: CreatedPersonalAccessToken;
  /** Adds a draft quiz to the tutor's own chapter. */
  createQuiz: Quiz;
  /** A tutor deletes their own, an admin any; chapters and quizzes go with it. Returns its id. */
  deleteActivity: Scalars['ID']['output'];
  /** Deletes a question and its versions; answers its id. */
  deleteBankQuestion: Scalars['ID']['output'];
  /** A tutor deletes their own, an admin any; its quizzes go with it. Returns its id. */
  deleteChapter: Scalars['ID']['output'];
  /** Deletes the message with its replies; returns its id. */
  deleteContactMessage: Scalars['ID']['output'];
  /** Deletes the course and its questions; returns its id. */
  deleteCourse: Scalars['ID']['output'];
  /** Returns the deleted question id. */
  deleteCourseQuestion: Scalars['ID']['output'];
  /** Returns the deleted id. */
  deleteOpportunity: Scalars['ID']['output'];
  /** Deletes the paper and its files; returns its id. */
  deletePaper: Scalars['ID']['output'];
  /** A tutor deletes their own, an admin any; learners' attempts stay. Returns its id. */
  deleteQuiz: Scalars['ID']['output'];
  /** Admins cannot delete themselves; the last admin cannot be deleted. Returns the id. */
  deleteUser: Scalars['ID']['output'];
  /** Grades (or grades again) an essay answer: 0 to the question's points, at most 2 decimals, with an optional comment the learner sees as the review policy allows. The quiz's tutor or an admin (FORBIDDEN otherwise). The attempt's points, score and pass state follow; it is GRADED once its last answered essay is, and is announced to those watching the quiz. */
  gradeEssayAnswer: QuizAttempt;
  /** The file's cards added after the course's questions, all or none: the course's creator or an admin. */
  importCourseQuestions: Course;
  /** The file's questions into the caller's question bank, all or none, each as version 1: titled by the file (else the start of its text), tagged with `tags` and with its Moodle category (GIFT $CATEGORY:, Moodle XML category), each level of the category a tag. */
  importQuestionsIntoBank: Array<BankQuestion>;
  /** The file's questions added after those of a draft quiz (its tutor, or an admin). */
  importQuestionsIntoQuiz: Quiz;
  /** A new draft quiz on the chapter with the file's questions in order, all or none: the chapter's tutor, or an admin. */
  importQuiz: Quiz;
  login: SessionUser;
  /** Logs out: the caller's token is refused from now on, on every instance. */
  logout: Scalars['Boolean']['output'];
  /** What importing a CSV or tab-separated file of cards would add, and what it would skip; stores nothing. */
  previewCourseQuestionImport: CourseQuestionImportPreview;
  /** What importing a GIFT, Moodle XML or Aiken file would bring in, and what it would skip; stores nothing. */
  previewQuestionImport: QuestionImportPreview;
  publishQuiz: Quiz;
  /** Moves a quiz to its question's latest bank version and applies `mode` to its past attempts, exactly as previewRegrade computes it, by a job (QUEUED until it ran: read quizRegrade). Idempotent; a submission while it runs is graded on the new version. The quiz's tutor or an admin; BAD_USER_INPUT when the quiz does not use the question, CONFLICT while another regrade of the quiz is queued. */
  regrade: QuizRegrade;
  /** Removes an accommodation (returns its id): the learner's terms are the quiz's again, running attempts included. */
  removeQuizAccommodation: Scalars['ID']['output'];
  /** Stores the reply, queues the e-mail to the sender and marks the message replied. */
  replyToContactMessage: ContactMessage;
  /** Mails a link to /reset-password#token={token} to the account with this address, if there is one. Always answers true, in the same time, whether an account has the address or not. RATE_LIMITED after 5 requests for one address, or 20 from one client, in an hour. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Sets a new password (at least 8 characters) with a reset link's token, valid once for an hour; ends every other session of the account and signs in. BAD_USER_INPUT "This reset link is invalid or has expired." otherwise. */
  resetPassword: SessionUser;
  /** Brings a retired question back into the bank. */
  restoreBankQuestion: BankQuestion;
  /** Retires a question: left out of the bank (unless includeRetired) and of random draws, still readable. */
  retireBankQuestion: BankQuestion;
  /** Sends a reply's e-mail again after it FAILED; BAD_USER_INPUT for one that did not fail. */
  retryContactReplyDelivery: ContactReply;
  /** Grades a card of the signed-in learner; the server computes its next state. */
  reviewCard: ReviewResult;
  /** Revokes one of the caller's tokens at once, on every instance; NOT_FOUND for anyone else's. */
  revokePersonalAccessToken: PersonalAccessToken;
  /** Saves a timed attempt's picks so far (any subset; the last save wins); refused after the deadline. */
  saveQuizAnswers: QuizAttemptInProgress;
  /** Open to everyone. Signed in: name and email come from the account. RATE_LIMITED after too many sends. */
  sendContactMessage: ContactMessage;
  /** Sets one user's API budget in points an hour (1 to 10,000,000), for their session and each of their tokens; null: back to the default. */
  setApiRateLimit: User;
  /** Gives a learner extra time, extra attempts or a personal window on a quiz or on every quiz of an activity (the quiz's or activity's tutor, or an admin); setting it again replaces it. The learner's running attempts get their new deadline at once. */
  setQuizAccommodation: QuizAccommodation;
  /** Starts a learner account: mails the address a link to /confirm-signup#token={token} (24 hours, once) that creates the account and signs in (`confirmSignup`). If the address already has an account, its owner is mailed that instead: the answer is the same either way, so it tells no one who has an account. RATE_LIMITED after 50 signups from one client in an hour (200 a day) or 5 for one address. */
  signup: SignupReceipt;
  /** Starts a timed quiz (once: starting again returns the attempt in progress), within its window and attempts allowed. */
  startQuizAttempt: QuizAttemptInProgress;
  /** Learners only, within the quiz's window and attempts allowed; graded on the server. The correct indexes come as the review policy allows. */
  submitQuizAttempt: QuizAttempt;
  unpublishQuiz: Quiz;
  /** The tutor's own activities only. */
  updateActivity: Activity;
  /** Edits a question (the input is the whole question, as on create): a change of its content adds a version; a change of only its title, tags or difficulty does not. */
  updateBankQuestion: BankQuestion;
  updateChapter: Chapter;
  updateCourse: Course;
  updateCourseQuestion: CourseQuestion;
  /** A partial edit: only the fields given change. */
  updateOpportunity: Opportunity;
  /** A new `pdf` or `image` replaces the old file, which is deleted; `removeImage` drops the cover. */
  updatePaper: Paper;
  /** A new `avatar` (PNG, JPEG, GIF or WebP, at most 5 MB, checked by content) replaces the old picture, which is deleted; `removeAvatar` drops it. */
  updateProfile: User;
  /** Replaces title, instructions and questions; CONFLICT once a learner has attempted it. */
  updateQuiz: Quiz;
  /** Changes settings only. Time limit, shuffling and attempts allowed are locked (CONFLICT) once a learner has attempted it. */
  updateQuizSettings: Quiz;
  /** Changes the fields given; a wrong one is refused with its message and changes nothing. */
  updateStudySettings: StudySettings;
  /** Admins cannot demote themselves; the last admin stays an admin. */
  updateUser: User;
  /** A PDF (at most 20 MB) and an optional PNG, JPEG, GIF or WebP cover (at most 5 MB), checked by content. */
  uploadPaper: Paper;
};


export type MutationAddCourseQuestionArgs = {
  input: NewCourseQuestionInput;
};


export type MutationChangePasswordArgs = {
  input: ChangePasswordInput;
};


export type MutationConfirmSignupArgs = {
  token: Scalars['String']['input'];
};


export type MutationCreateActivityArgs = {
  input: ActivityInput;
};


export type MutationCreateBankQuestionArgs = {
  input: BankQuestionInput;
};


export type MutationCreateChapterArgs = {
  activityId: Scalars['ID']['input'];
  input: ChapterInput;
};


export type MutationCreateCourseArgs = {
  input: CourseInput;
};


export type MutationCreateOpportunityArgs = {
  input: NewOpportunityInput;
};


export type MutationCreatePersonalAccessTokenArgs = {
  input: CreatePersonalAccessTokenInput;
};


export type MutationCreateQuizArgs = {
  chapterId: Scalars['ID']['input'];
  input: QuizInput;
};


export type MutationDeleteActivityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteBankQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteChapterArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteContactMessageArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCourseArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCourseQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteOpportunityArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeletePaperArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteQuizArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteUserArgs = {
  id: Scalars['ID']['input'];
};


export type MutationGradeEssayAnswerArgs = {
  attemptId: Scalars['ID']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
  points: Scalars['Float']['input'];
  questionIndex: Scalars['Int']['input'];
};


export type MutationImportCourseQuestionsArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  courseId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  format: CardImportFormat;
};


export type MutationImportQuestionsIntoBankArgs = {
  file: Scalars['Upload']['input'];
  format: QuestionImportFormat;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type MutationImportQuestionsIntoQuizArgs = {
  file: Scalars['Upload']['input'];
  format: QuestionImportFormat;
  quizId: Scalars['ID']['input'];
};


export type MutationImportQuizArgs = {
  chapterId: Scalars['ID']['input'];
  file: Scalars['Upload']['input'];
  format: QuestionImportFormat;
  instructions: Scalars['String']['input'];
  title: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  input: LoginInput;
};


export type MutationPreviewCourseQuestionImportArgs = {
  category?: InputMaybe<Scalars['String']['input']>;
  file: Scalars['Upload']['input'];
  format: CardImportFormat;
};


export type MutationPreviewQuestionImportArgs = {
  file: Scalars['Upload']['input'];
  format: QuestionImportFormat;
};


export type MutationPublishQuizArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRegradeArgs = {
  mode: RegradeMode;
  questionId: Scalars['ID']['input'];
  quizId: Scalars['ID']['input'];
};


export type MutationRemoveQuizAccommodationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationReplyToContactMessageArgs = {
  id: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRestoreBankQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRetireBankQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationRetryContactReplyDeliveryArgs = {
  replyId: Scalars['ID']['input'];
};


export type MutationReviewCardArgs = {
  cardId: Scalars['ID']['input'];
  rating: ReviewRating;
  shownState: Scalars['Int']['input'];
};


export type MutationRevokePersonalAccessTokenArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSaveQuizAnswersArgs = {
  answers: Array<QuizAnswerInput>;
  attemptId: Scalars['ID']['input'];
};


export type MutationSendContactMessageArgs = {
  input: ContactMessageInput;
};


export type MutationSetApiRateLimitArgs = {
  pointsPerHour?: InputMaybe<Scalars['Int']['input']>;
  userId: Scalars['ID']['input'];
};


export type MutationSetQuizAccommodationArgs = {
  input: QuizAccommodationInput;
};


export type MutationSignupArgs = {
  input: SignupInput;
};


export type MutationStartQuizAttemptArgs = {
  quizId: Scalars['ID']['input'];
};


export type MutationSubmitQuizAttemptArgs = {
  answers: Array<QuizAnswerInput>;
  quizId: Scalars['ID']['input'];
};


export type MutationUnpublishQuizArgs = {
  id: Scalars['ID']['input'];
};


export type MutationUpdateActivityArgs = {
  id: Scalars['ID']['input'];
  input: ActivityInput;
};


export type MutationUpdateBankQuestionArgs = {
  id: Scalars['ID']['input'];
  input: BankQuestionInput;
};


export type MutationUpdateChapterArgs = {
  id: Scalars['ID']['input'];
  input: ChapterInput;
};


export type MutationUpdateCourseArgs = {
  id: Scalars['ID']['input'];
  input: CourseInput;
};


export type MutationUpdateCourseQuestionArgs = {
  id: Scalars['ID']['input'];
  input: CourseQuestionInput;
};


export type MutationUpdateOpportunityArgs = {
  id: Scalars['ID']['input'];
  input: OpportunityPatch;
};


export type MutationUpdatePaperArgs = {
  id: Scalars['ID']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: PaperInput;
  pdf?: InputMaybe<Scalars['Upload']['input']>;
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateProfileArgs = {
  avatar?: InputMaybe<Scalars['Upload']['input']>;
  input: ProfileInput;
  removeAvatar?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationUpdateQuizArgs = {
  id: Scalars['ID']['input'];
  input: QuizInput;
};


export type MutationUpdateQuizSettingsArgs = {
  id: Scalars['ID']['input'];
  settings: QuizSettingsInput;
};


export type MutationUpdateStudySettingsArgs = {
  input: StudySettingsInput;
};


export type MutationUpdateUserArgs = {
  id: Scalars['ID']['input'];
  input: AdminUserInput;
};


export type MutationUploadPaperArgs = {
  image?: InputMaybe<Scalars['Upload']['input']>;
  input: PaperInput;
  pdf?: InputMaybe<Scalars['Upload']['input']>;
};

export type NewCourseQuestionInput = {
  answer: Scalars['String']['input'];
  category: Scalars['String']['input'];
  courseId: Scalars['ID']['input'];
  question: Scalars['String']['input'];
};

/** Title and description are trimmed and required. A blank link stores "Link not available". */
export type NewOpportunityInput = {
  /** Refused when before openingDate. */
  closingDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  description: Scalars['String']['input'];
  /** An http(s) URL; blank or null stores "Link not available". */
  link?: InputMaybe<Scalars['String']['input']>;
  openingDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  title: Scalars['String']['input'];
  /** Omitted: INTERNSHIP. */
  type?: InputMaybe<OpportunityType>;
};

/** An accepted number: `value` ± `tolerance`, or the range `min`..`max` (one of the two forms). */
export type NumericAnswer = {
  __typename?: 'NumericAnswer';
  /** The share of the points it earns, 0 to 1; at least one answer earns 1. */
  credit: Scalars['Float']['output'];
  feedback?: Maybe<Scalars['String']['output']>;
  max?: Maybe<Scalars['Float']['output']>;
  min?: Maybe<Scalars['Float']['output']>;
  /** With `value`: how far off still counts (0 when left out). */
  tolerance?: Maybe<Scalars['Float']['output']>;
  value?: Maybe<Scalars['Float']['output']>;
};

/** An accepted number: `value` ± `tolerance`, or the range `min`..`max` (one of the two forms). */
export type NumericAnswerInput = {
  /** The share of the points it earns, 0 to 1; at least one answer earns 1. */
  credit: Scalars['Float']['input'];
  feedback?: InputMaybe<Scalars['String']['input']>;
  max?: InputMaybe<Scalars['Float']['input']>;
  min?: InputMaybe<Scalars['Float']['input']>;
  /** With `value`: how far off still counts (0 when left out). */
  tolerance?: InputMaybe<Scalars['Float']['input']>;
  value?: InputMaybe<Scalars['Float']['input']>;
};

/** A bursary, hackathon, internship or job. `status` is computed when asked. */
export type Opportunity = {
  __typename?: 'Opportunity';
  closingDate?: Maybe<Scalars['DateTimeISO']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** An http(s) URL, or the text "Link not available". */
  link: Scalars['String']['output'];
  openingDate?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Computed on the server at query time. */
  status: OpportunityStatus;
  title: Scalars['String']['output'];
  type: OpportunityType;
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type OpportunityConnection = Connection & {
  __typename?: 'OpportunityConnection';
  edges: Array<OpportunityEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<Opportunity>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type OpportunityEdge = {
  __typename?: 'OpportunityEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: Opportunity;
};

/** Only the fields given change. null clears a link or a date; title and description cannot be emptied. */
export type OpportunityPatch = {
  closingDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  description?: InputMaybe<Scalars['String']['input']>;
  link?: InputMaybe<Scalars['String']['input']>;
  openingDate?: InputMaybe<Scalars['DateTimeISO']['input']>;
  title?: InputMaybe<Scalars['String']['input']>;
  type?: InputMaybe<OpportunityType>;
};

/** Computed when asked: CLOSED after the closing date, OPENING_SOON before the opening date, else OPEN. */
export type OpportunityStatus =
  | 'CLOSED'
  | 'OPEN'
  | 'OPENING_SOON';

/** Bursary, Heckathons, Internship (the default), Full-time or Part-time. */
export type OpportunityType =
  | 'BURSARY'
  | 'FULL_TIME'
  | 'HECKATHONS'
  | 'INTERNSHIP'
  | 'PART_TIME';

/** Where a page sits in its list (Relay's PageInfo). */
export type PageInfo = {
  __typename?: 'PageInfo';
  /** The cursor of the last row of the page; null for an empty page. */
  endCursor?: Maybe<Scalars['String']['output']>;
  hasNextPage: Scalars['Boolean']['output'];
  /** Paging forward with `after`: true, since the row of `after` comes before. */
  hasPreviousPage: Scalars['Boolean']['output'];
  /** The cursor of the first row of the page; null for an empty page. */
  startCursor?: Maybe<Scalars['String']['output']>;
};

/** A past paper: a required PDF and an optional cover image. */
export type Paper = {
  __typename?: 'Paper';
  /** Whether the viewer may change or delete the paper: its creator or an admin. */
  canEdit: Scalars['Boolean']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The cover image, if any. */
  image?: Maybe<StoredFile>;
  paperType: PaperType;
  /** The PDF: `url` to download it, `size` in bytes. */
  pdf: StoredFile;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
};

export type PaperConnection = Connection & {
  __typename?: 'PaperConnection';
  edges: Array<PaperEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<Paper>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type PaperEdge = {
  __typename?: 'PaperEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: Paper;
};

/** Title and description are trimmed; an empty one is refused: "Title and description are required". */
export type PaperInput = {
  description: Scalars['String']['input'];
  /** Default TEST on upload; unchanged on edit when omitted. */
  paperType?: InputMaybe<PaperType>;
  title: Scalars['String']['input'];
};

/** What kind of assessment a past paper is. */
export type PaperType =
  | 'ASSIGNMENT'
  | 'EXAM'
  | 'QUIZ'
  | 'TEST';

/** A named API token of the signed-in user: `Authorization: Bearer lh_pat_...`. Its secret is shown once, when it is made, and never again. */
export type PersonalAccessToken = {
  __typename?: 'PersonalAccessToken';
  createdAt: Scalars['DateTimeISO']['output'];
  /** From this moment the token is refused (UNAUTHENTICATED). */
  expiresAt: Scalars['DateTimeISO']['output'];
  id: Scalars['ID']['output'];
  /** When a request last came with it (written at most once a minute, so up to a minute behind); null if never used. */
  lastUsedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the token is for, as its owner named it (1 to 100 characters). */
  name: Scalars['String']['output'];
  /** When it was revoked (by its owner, or by a password or role change); null while it is live. */
  revokedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** What the token may do (see `apiScopes`), within its owner's role. */
  scopes: Array<Scalars['String']['output']>;
};

/** The signed-in user’s own profile. There is no role here: only admins change roles. */
export type ProfileInput = {
  bio?: InputMaybe<Scalars['String']['input']>;
  /** Required when `email` changes: the account’s current password. */
  currentPassword?: InputMaybe<Scalars['String']['input']>;
  email: Scalars['String']['input'];
  location?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  phone?: InputMaybe<Scalars['String']['input']>;
  surname: Scalars['String']['input'];
  /** An http(s) URL. */
  website?: InputMaybe<Scalars['String']['input']>;
};

export type Query = {
  __typename?: 'Query';
  /** Every tutor's activities, newest first, or those matching `search`. */
  activities: ActivityConnection;
  /** One activity; NOT_FOUND when it does not exist. */
  activity: Activity;
  /** An activity's accommodations, those given for it and for each of its quizzes, by learner: for its tutor and admins. */
  activityAccommodations: Array<QuizAccommodation>;
  /** Platform-wide figures for the admin dashboard. */
  adminDashboard: AdminDashboard;
  /** Every scope a personal access token can be given, with what it lets the token do. */
  apiScopes: Array<ApiScopeInfo>;
  /** The audit log, newest first: every mutation that succeeded and every refused authorization; filtered by user, operation and outcome (admins only). */
  auditLog: AuditEntryConnection;
  /** One question of the caller's bank (an admin: any); NOT_FOUND, or FORBIDDEN for another tutor's. */
  bankQuestion: BankQuestion;
  /** One chapter; NOT_FOUND when it does not exist. */
  chapter: Chapter;
  /** An activity's chapters, oldest first; NOT_FOUND for an unknown activity. */
  chapters: ChapterConnection;
  /** NOT_FOUND "Message not found" when it does not exist. */
  contactMessage: ContactMessage;
  /** Newest first; `search` matches name, email or message, case-insensitively. */
  contactMessages: ContactMessageConnection;
  /** One course; NOT_FOUND when it does not exist. */
  course: Course;
  /** A course's questions as CSV with the header question,answer,category. */
  courseQuestionsExport: ExportedFile;
  /** The signed-in learner's practice queue of a course; NOT_FOUND for no such course. */
  courseStudy: CourseStudy;
  /** How learners practise the courses the tutor created (every course for an admin), most practised first. */
  courseStudyInsights: Array<CourseStudyInsight>;
  /** The course catalogue, newest first, or the best matches of `search`. */
  courses: CourseConnection;
  /** One mail of the development mailbox. */
  devMail: DevMail;
  /** The development mailbox (no SMTP_URL outside production), newest first. NOT_FOUND (reason MAILBOX_OFF) when mail goes out through SMTP_URL. */
  devMailbox: DevMailConnection;
  /** The answered essays not yet graded of the caller's quizzes (an admin's: every quiz's), oldest first. */
  essayAnswersToGrade: EssayToGradeConnection;
  /** An activity's gradebook: its quizzes as columns, a row per learner who attempted any. The activity's tutor or an admin (FORBIDDEN otherwise). */
  gradebook: Gradebook;
  /** The gradebook as CSV, every row: the same file as GET /api/activities/{id}/gradebook.csv. */
  gradebookCsv: Scalars['String']['output'];
  /** The graded essays of the caller's quizzes (an admin's: every quiz's), the latest grade first: where a grade is changed later. */
  gradedEssayAnswers: EssayToGradeConnection;
  /** The most recently created, newest first (the community page shows two). */
  latestOpportunities: Array<Opportunity>;
  /** The signed-in user's quiz figures. */
  learnerDashboard: LearnerDashboard;
  /** The signed-in user. */
  me: User;
  /** The signed-in tutor's own activities, newest first. */
  myActivities: ActivityConnection;
  /** The signed-in learner's progress. */
  myProgress: LearnerProgress;
  /** The signed-in user's attempts, newest first, with stats over all of them. */
  myQuizAttempts: QuizAttemptHistory;
  myStudySettings: StudySettings;
  /** By closing date, soonest first; those without one last, then newest. */
  opportunities: OpportunityConnection;
  /** NOT_FOUND "Opportunity not found" when it does not exist. */
  opportunity: Opportunity;
  /** One past paper; NOT_FOUND when it does not exist. */
  paper: Paper;
  /** Past papers, newest first, optionally of one type. */
  papers: PaperConnection;
  /** The caller's live tokens (neither revoked nor expired), newest first; never their secrets. */
  personalAccessTokens: Array<PersonalAccessToken>;
  /** What fixing a question would change in a quiz's past attempts, if they were regraded to the bank question's latest version as `mode` says: the quiz's tutor or an admin; BAD_USER_INPUT when the quiz does not use the question. */
  previewRegrade: RegradePreview;
  /** A chapter's published quizzes, oldest first. */
  publishedQuizzes: QuizConnection;
  /** The caller's question bank (an admin's: every bank), the latest change first, filtered by every argument given. */
  questionBank: BankQuestionConnection;
  /** How many of the caller's questions (not retired) a random slot of `tag` (and `difficulty`) would draw from. */
  questionBankPoolSize: Scalars['Int']['output'];
  /** The tags of the caller's bank over questions in use, the most used first (at most 500). */
  questionBankTags: Array<BankTag>;
  /** One quiz; a draft is NOT_FOUND except to its tutor and admins. */
  quiz: Quiz;
  /** A quiz's accommodations, those given for it and for its activity, by learner: for its tutor and admins. */
  quizAccommodations: Array<QuizAccommodation>;
  /** The attempts on a quiz, newest first (one learner's with `learnerId`, as a gradebook cell opens them): for the quiz's tutor and admins. */
  quizAttempts: QuizAttemptConnection;
  /** A quiz's attempts as CSV: the same file as GET /api/quizzes/{id}/attempts.csv. The quiz's tutor or an admin. */
  quizAttemptsCsv: Scalars['String']['output'];
  /** A quiz with its correct answers as a GIFT or Moodle XML file: the quiz's tutor or an admin. */
  quizExport: ExportedFile;
  /** How learners did on a quiz: for the quiz's tutor and admins. */
  quizInsight: QuizInsight;
  /** A regrade's status and outcome: the quiz's tutor or an admin. */
  quizRegrade: QuizRegrade;
  /** Every quiz of a chapter, drafts included: for the chapter's tutor and admins. */
  quizzes: QuizConnection;
  /** What is left of your API budget, without spending any (when asked alone). Open to every token, whatever its scopes, and to anyone. */
  rateLimit: RateLimit;
  /** Free programming books matching the term (trimmed); an empty term gives none. */
  searchBooks: Array<Book>;
  /** The signed-in tutor's own figures. */
  tutorDashboard: TutorDashboard;
  /** Every account, oldest first. */
  users: UserConnection;
};


export type QueryActivitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryActivityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryActivityAccommodationsArgs = {
  activityId: Scalars['ID']['input'];
};


export type QueryAuditLogArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<AuditOutcome>;
  userId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryBankQuestionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChapterArgs = {
  id: Scalars['ID']['input'];
};


export type QueryChaptersArgs = {
  activityId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryContactMessageArgs = {
  id: Scalars['ID']['input'];
};


export type QueryContactMessagesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryCourseArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCourseQuestionsExportArgs = {
  courseId: Scalars['ID']['input'];
};


export type QueryCourseStudyArgs = {
  courseId: Scalars['ID']['input'];
};


export type QueryCourseStudyInsightsArgs = {
  first?: Scalars['Int']['input'];
};


export type QueryCoursesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryDevMailArgs = {
  id: Scalars['ID']['input'];
};


export type QueryDevMailboxArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryEssayAnswersToGradeArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryGradebookArgs = {
  activityId: Scalars['ID']['input'];
  after?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryGradebookCsvArgs = {
  activityId: Scalars['ID']['input'];
};


export type QueryGradedEssayAnswersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryLatestOpportunitiesArgs = {
  limit?: Scalars['Int']['input'];
};


export type QueryMyActivitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};


export type QueryMyQuizAttemptsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  passed?: InputMaybe<Scalars['Boolean']['input']>;
};


export type QueryOpportunitiesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  status?: InputMaybe<OpportunityStatus>;
};


export type QueryOpportunityArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPaperArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPapersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  type?: InputMaybe<PaperType>;
};


export type QueryPreviewRegradeArgs = {
  mode?: RegradeMode;
  questionId: Scalars['ID']['input'];
  quizId: Scalars['ID']['input'];
};


export type QueryPublishedQuizzesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  chapterId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryQuestionBankArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  difficulty?: InputMaybe<Scalars['Int']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  includeRetired?: InputMaybe<Scalars['Boolean']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']>>;
  type?: InputMaybe<QuestionType>;
};


export type QueryQuestionBankPoolSizeArgs = {
  difficulty?: InputMaybe<Scalars['Int']['input']>;
  tag: Scalars['String']['input'];
};


export type QueryQuizArgs = {
  id: Scalars['ID']['input'];
};


export type QueryQuizAccommodationsArgs = {
  quizId: Scalars['ID']['input'];
};


export type QueryQuizAttemptsArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  learnerId?: InputMaybe<Scalars['ID']['input']>;
  quizId: Scalars['ID']['input'];
};


export type QueryQuizAttemptsCsvArgs = {
  quizId: Scalars['ID']['input'];
};


export type QueryQuizExportArgs = {
  format: QuizExportFormat;
  id: Scalars['ID']['input'];
};


export type QueryQuizInsightArgs = {
  quizId: Scalars['ID']['input'];
};


export type QueryQuizRegradeArgs = {
  id: Scalars['ID']['input'];
};


export type QueryQuizzesArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  chapterId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchBooksArgs = {
  term: Scalars['String']['input'];
};


export type QueryUsersArgs = {
  after?: InputMaybe<Scalars['String']['input']>;
  before?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  last?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
};

/** Moodle's question formats: GIFT, Moodle XML and Aiken. */
export type QuestionImportFormat =
  | 'AIKEN'
  | 'GIFT'
  | 'MOODLE_XML';

/** What importing the file would bring in; nothing is stored. */
export type QuestionImportPreview = {
  __typename?: 'QuestionImportPreview';
  questions: Array<ImportedQuestion>;
  skipped: Array<SkippedImport>;
};

/** What a question asks for and how it is graded; see each field of QuizQuestionInput for what a type needs. */
export type QuestionType =
  | 'ESSAY'
  | 'MATCHING'
  | 'MULTIPLE_RESPONSE'
  | 'NUMERICAL'
  | 'SHORT_ANSWER'
  | 'SINGLE_CHOICE'
  | 'TRUE_FALSE';

/** A quiz of a chapter; learners see it once published. */
export type Quiz = {
  __typename?: 'Quiz';
  /** How many learners attempted it: null unless the caller is the quiz's tutor or an admin. */
  attemptCount?: Maybe<Scalars['Int']['output']>;
  /** Attempts each learner has (1 to 10); null: unlimited. */
  attemptsAllowed?: Maybe<Scalars['Int']['output']>;
  chapter: Chapter;
  chapterId: Scalars['ID']['output'];
  /** No new attempts or submissions after; null: never closes. */
  closesAt?: Maybe<Scalars['DateTimeISO']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  gradingMethod: GradingMethod;
  id: Scalars['ID']['output'];
  instructions: Scalars['String']['output'];
  isPublished: Scalars['Boolean']['output'];
  /** The signed-in learner's latest submitted attempt (its attemptNumber is how many they have used). */
  myAttempt?: Maybe<QuizAttempt>;
  /** The signed-in learner's timed attempt in progress, with its deadline and saved answers. */
  myAttemptInProgress?: Maybe<QuizAttemptInProgress>;
  /** Attempts the signed-in learner has left (their accommodation counted); null when unlimited or for anyone but a learner. */
  myAttemptsLeft?: Maybe<Scalars['Int']['output']>;
  /** The signed-in learner's own terms on the quiz, their accommodation applied, beside the quiz's: null for anyone but a learner. */
  myTerms?: Maybe<QuizTerms>;
  /** Learners cannot start or submit before; null: open once published. */
  opensAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The least percentage of the points that passes (0 to 100; 50 by default, SPEC.md's half). It decides every attempt's `passed`, past ones included. */
  passPercentage: Scalars['Int']['output'];
  /** How many questions an attempt is given (its random slots count their draws). */
  questionCount: Scalars['Int']['output'];
  /** A timed quiz's are empty to a learner until they start it; a shuffled quiz's come in the order of the learner's current (or next) attempt, and a quiz with random slots gives a learner the questions drawn for that attempt (its tutor and admins see its fixed questions; `slots` says the rest). */
  questions: Array<QuizQuestion>;
  reviewPolicy: ReviewPolicy;
  /** Each learner sees each question's options in an order of their own. */
  shuffleOptions: Scalars['Boolean']['output'];
  /** Each learner sees the questions in an order of their own. */
  shuffleQuestions: Scalars['Boolean']['output'];
  /** The quiz as its tutor built it, slot by slot: for the quiz's tutor and admins (null to anyone else). */
  slots?: Maybe<Array<QuizSlot>>;
  /** Minutes a learner has once started (1 to 600); null: untimed. */
  timeLimitMinutes?: Maybe<Scalars['Int']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  /** Where the server's time falls in the quiz's window now (the screens read this, not the device's clock); a learner's own window where an accommodation gives one. */
  window: QuizWindow;
};

/** A learner's accommodation on a quiz or on every quiz of an activity: for the quiz's tutor and admins. */
export type QuizAccommodation = {
  __typename?: 'QuizAccommodation';
  /** Set for every quiz of an activity (then quizId is null). */
  activityId?: Maybe<Scalars['ID']['output']>;
  closesAt?: Maybe<Scalars['DateTimeISO']['output']>;
  extraAttempts?: Maybe<Scalars['Int']['output']>;
  extraMinutes?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  learner: UserDetails;
  learnerId: Scalars['ID']['output'];
  opensAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Set for one quiz (then activityId is null). */
  quizId?: Maybe<Scalars['ID']['output']>;
  timeFactor?: Maybe<Scalars['Float']['output']>;
  updatedAt: Scalars['DateTimeISO']['output'];
};

/** A learner's accommodation, for one quiz or for every quiz of an activity (give quizId or activityId, not both): setting it again replaces it. Fields left out or null leave that part as the quiz has it. */
export type QuizAccommodationInput = {
  /** Every quiz of the activity, those added later too; a quiz's own accommodation replaces it there. */
  activityId?: InputMaybe<Scalars['ID']['input']>;
  /** The learner's own closing, instead of the quiz's; after opensAt when both are set. */
  closesAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** Attempts added to those allowed, 0 to 10 (unlimited stays unlimited). */
  extraAttempts?: InputMaybe<Scalars['Int']['input']>;
  /** Minutes added to the (multiplied) time limit, 0 to 600. An untimed quiz stays untimed. */
  extraMinutes?: InputMaybe<Scalars['Int']['input']>;
  /** Instead of learnerId: the learner's e-mail address, as they sign in with it. */
  learnerEmail?: InputMaybe<Scalars['String']['input']>;
  /** A learner (an account with the learner role); or give learnerEmail. */
  learnerId?: InputMaybe<Scalars['ID']['input']>;
  /** The learner's own opening, instead of the quiz's. */
  opensAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  quizId?: InputMaybe<Scalars['ID']['input']>;
  /** The time limit multiplied by this, 1 to 4 in hundredths (1.5: half as long again); rounded to whole minutes. */
  timeFactor?: InputMaybe<Scalars['Float']['input']>;
};

/** The answer to one question, in the order and positions the learner was shown: exactly one of the fields, the one its type takes (else BAD_USER_INPUT naming the question); a submission answers every question once. */
export type QuizAnswerInput = {
  /** TRUE_FALSE. */
  booleanAnswer?: InputMaybe<Scalars['Boolean']['input']>;
  /** MATCHING: for each prompt in order, the index in the question's `matches` (null: left blank). */
  matchIndexes?: InputMaybe<Array<InputMaybe<Scalars['Int']['input']>>>;
  /** NUMERICAL: the number as typed: digits with a point for decimals and an optional exponent ("3,5" is refused, never read as 35). */
  numberAnswer?: InputMaybe<Scalars['String']['input']>;
  questionIndex: Scalars['Int']['input'];
  /** SINGLE_CHOICE: the option picked. */
  selectedOptionIndex?: InputMaybe<Scalars['Int']['input']>;
  /** MULTIPLE_RESPONSE: the options chosen (at least one). */
  selectedOptionIndexes?: InputMaybe<Array<Scalars['Int']['input']>>;
  /** SHORT_ANSWER (at most 10,000 characters) and ESSAY (at most 50,000). */
  textAnswer?: InputMaybe<Scalars['String']['input']>;
};

/** A learner's one attempt at a quiz, graded on the server. It outlives the quiz. */
export type QuizAttempt = {
  __typename?: 'QuizAttempt';
  /** Null once the activity is deleted. */
  activityId?: Maybe<Scalars['ID']['output']>;
  /** Null once the activity is deleted. */
  activityTitle?: Maybe<Scalars['String']['output']>;
  /** In question order; the correct indexes and marks as the quiz’s review policy allows. */
  answers: Array<QuizAttemptAnswer>;
  /** 1 for a learner's first attempt at the quiz, 2 for the second, and so on. */
  attemptNumber: Scalars['Int']['output'];
  /** Null once the chapter is deleted. */
  chapterId?: Maybe<Scalars['ID']['output']>;
  /** Null once the chapter is deleted. */
  chapterTitle?: Maybe<Scalars['String']['output']>;
  /** NEEDS_GRADING while essays wait for the tutor: points, percentage and passed are then those of the rest. */
  gradingStatus: GradingStatus;
  id: Scalars['ID']['output'];
  /** Who submitted it. */
  learner: UserDetails;
  /** The most points there were: the questions' points added up (a single-choice quiz of 1-point questions: the total). */
  maxPoints: Scalars['Float']['output'];
  /** The quiz's pass mark: the least percentage of the points that passes (kept from the quiz, and moved with it). */
  passPercentage: Scalars['Int']['output'];
  /** At least the quiz's pass mark (passPercentage, 50 by default) of the points earned. */
  passed: Scalars['Boolean']['output'];
  /** Points over the most there were, rounded to a whole percent (a single-choice quiz of 1-point questions: score over total). */
  percentage: Scalars['Int']['output'];
  /** Points earned, exact to 2 decimals (a single-choice quiz of 1-point questions: the score). Essays waiting for their tutor count 0 until graded. */
  points: Scalars['Float']['output'];
  /** The quiz's questions as this attempt was given them (the versions it was graded on), in the order it was taken in (none once the quiz is deleted). */
  questions: Array<QuizQuestion>;
  /** When the quiz closes (under AFTER_CLOSE its answers are shown from then); null without a closing date. */
  quizClosesAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** Null once the quiz is deleted. */
  quizId?: Maybe<Scalars['ID']['output']>;
  /** Kept from the quiz at submission, so it survives the quiz. */
  quizTitle: Scalars['String']['output'];
  /** The regrades that changed its result, oldest first ("Regraded on <date>: 6/10 -> 7/10"). */
  regrades: Array<AttemptRegrade>;
  /** The quiz's review policy now, which says when the correct answers are shown; null once the quiz is deleted. */
  reviewPolicy?: Maybe<ReviewPolicy>;
  /** Answers that earned full credit (for a single-choice quiz: correct answers). */
  score: Scalars['Int']['output'];
  /** When a timed attempt was started; null for an untimed one. */
  startedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  submittedAt: Scalars['DateTimeISO']['output'];
  /** Number of questions. */
  total: Scalars['Int']['output'];
};

/** One answer of a submitted attempt: what the learner answered, always; what it earned and the right answer as the review policy allows. */
export type QuizAttemptAnswer = {
  __typename?: 'QuizAttemptAnswer';
  /** TRUE_FALSE: the answer given. */
  booleanAnswer?: Maybe<Scalars['Boolean']['output']>;
  /** ESSAY: the tutor's comment; hidden as isCorrect is. */
  comment?: Maybe<Scalars['String']['output']>;
  /** The right answer in words (e.g. "entombed", "1822 ± 2", "True"); hidden as isCorrect is. */
  correctAnswer?: Maybe<Scalars['String']['output']>;
  /** SINGLE_CHOICE: the right option. Null until the quiz's review policy lets the learner see it (always shown to its tutor and admins). */
  correctAnswerIndex?: Maybe<Scalars['Int']['output']>;
  /** The feedback of what was answered; hidden as isCorrect is. */
  feedback?: Maybe<Scalars['String']['output']>;
  /** The question's general feedback; hidden as isCorrect is. */
  generalFeedback?: Maybe<Scalars['String']['output']>;
  /** Full credit earned. Null while the right answers are hidden, or an essay waits for its tutor. */
  isCorrect?: Maybe<Scalars['Boolean']['output']>;
  /** MATCHING: for each prompt, the index in the question's `matches` chosen (null: left blank). */
  matchIndexes?: Maybe<Array<Maybe<Scalars['Int']['output']>>>;
  /** What the question was worth. */
  maxPoints: Scalars['Float']['output'];
  /** ESSAY: answered and not graded yet. */
  needsGrading: Scalars['Boolean']['output'];
  /** Points earned (exact to 2 decimals); hidden as isCorrect is, null while an essay waits. */
  points?: Maybe<Scalars['Float']['output']>;
  questionIndex: Scalars['Int']['output'];
  /** SINGLE_CHOICE: the option picked; null for other types, or when a timed attempt ran out first. */
  selectedOptionIndex?: Maybe<Scalars['Int']['output']>;
  /** MULTIPLE_RESPONSE: the options chosen (tutor's order). */
  selectedOptionIndexes?: Maybe<Array<Scalars['Int']['output']>>;
  /** SHORT_ANSWER and ESSAY: the text given; NUMERICAL: the number as typed. */
  textAnswer?: Maybe<Scalars['String']['output']>;
  type: QuestionType;
};

export type QuizAttemptConnection = Connection & {
  __typename?: 'QuizAttemptConnection';
  edges: Array<QuizAttemptEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<QuizAttempt>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type QuizAttemptEdge = {
  __typename?: 'QuizAttemptEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: QuizAttempt;
};

export type QuizAttemptHistory = Connection & {
  __typename?: 'QuizAttemptHistory';
  edges: Array<QuizAttemptEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<QuizAttempt>;
  pageInfo: PageInfo;
  stats: QuizAttemptStats;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** A learner's timed attempt from its start until it is submitted (by the learner, or by the server once its time is up). */
export type QuizAttemptInProgress = {
  __typename?: 'QuizAttemptInProgress';
  attemptNumber: Scalars['Int']['output'];
  /** The server's deadline: the learner's time limit after the start, or their closing if sooner (their accommodation applied, and moved at once when it changes). Submissions are taken until 30 s after it. */
  deadline: Scalars['DateTimeISO']['output'];
  /** The submitted attempt keeps this id. */
  id: Scalars['ID']['output'];
  /** The quiz's questions in this attempt's order, without their correct answers. */
  questions: Array<QuizQuestion>;
  quizId: Scalars['ID']['output'];
  /** The answers saved so far (last write wins), as the learner gave them. */
  savedAnswers: Array<SavedAnswer>;
  savedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The server's time as it answered: time left is the deadline minus this, counted down on the device's own clock (whatever its time of day). */
  serverTime: Scalars['DateTimeISO']['output'];
  startedAt: Scalars['DateTimeISO']['output'];
};

/** Over the attempt that counts on each quiz (its grading method; every attempt when each quiz allows one), whatever the filter. */
export type QuizAttemptStats = {
  __typename?: 'QuizAttemptStats';
  /** Mean of the exact percentages (not rounded); 0 without attempts. */
  averagePercentage: Scalars['Float']['output'];
  passedCount: Scalars['Int']['output'];
  totalAttempts: Scalars['Int']['output'];
};

/** A learner's attempt just submitted, with the quiz's insight figures as they now stand. */
export type QuizAttemptSubmitted = {
  __typename?: 'QuizAttemptSubmitted';
  attempt: QuizAttempt;
  /** The quiz's insight as it stands after the attempt. */
  insight: QuizInsight;
};

/** What happened to a quiz of a chapter. */
export type QuizChange =
  | 'CREATED'
  | 'DELETED'
  | 'EDITED'
  | 'PUBLISHED'
  | 'UNPUBLISHED';

export type QuizConnection = Connection & {
  __typename?: 'QuizConnection';
  edges: Array<QuizEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<Quiz>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

export type QuizEdge = {
  __typename?: 'QuizEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: Quiz;
};

/** GIFT or Moodle XML, both readable by Moodle and by our import. */
export type QuizExportFormat =
  | 'GIFT'
  | 'MOODLE_XML';

/** Title and instructions required ("Please fill in all required fields"); at least one question. */
export type QuizInput = {
  instructions: Scalars['String']['input'];
  /** The questions written here, in order (each becomes a question of the tutor's bank); or give `slots`. */
  questions?: InputMaybe<Array<QuizQuestionInput>>;
  /** Left out: the settings stay as they are (defaults on a new quiz). */
  settings?: InputMaybe<QuizSettingsInput>;
  /** Instead of `questions`: the quiz's questions in order, each a question of the quiz tutor's bank (its latest version, pinned) or one written here. Messages about a slot's question name it as questions.<i>. */
  slots?: InputMaybe<Array<QuizSlotInput>>;
  title: Scalars['String']['input'];
};

/** How learners did on a quiz, for its tutor and admins. Averages are 0 while there are no attempts. */
export type QuizInsight = {
  __typename?: 'QuizInsight';
  attemptCount: Scalars['Int']['output'];
  /** Mean of the exact percentages. */
  averagePercentage: Scalars['Float']['output'];
  /** Mean correct answers per attempt. */
  averageScore: Scalars['Float']['output'];
  /** Cronbach's alpha: k/(k-1) x (1 - sum of the questions' score variances / the variance of the attempts' points), sample variances, points as scored. Null with fewer than 2 attempts or questions, points that do not vary, or when attempts were not all given the same questions (random slots). */
  cronbachAlpha?: Maybe<Scalars['Float']['output']>;
  /** Share of attempts that passed, in percent. */
  passRate: Scalars['Float']['output'];
  passedCount: Scalars['Int']['output'];
  questions: Array<QuizQuestionInsight>;
  quizId: Scalars['ID']['output'];
  quizTitle: Scalars['String']['output'];
  /** Sample standard deviation (n - 1) of the exact percentages; null with fewer than 2 attempts. */
  standardDeviation?: Maybe<Scalars['Float']['output']>;
};

/** A question of a quiz as the viewer may see it. Everyone sees its text, type, points, options (choice types), prompts and matches (matching); the fields that give the answers away are null except to the quiz's tutor and admins. */
export type QuizQuestion = {
  __typename?: 'QuizQuestion';
  /** SHORT_ANSWER; tutor and admins only. */
  acceptedAnswers?: Maybe<Array<AcceptedAnswer>>;
  /** SHORT_ANSWER: whether case counts (false for other types). */
  caseSensitive: Scalars['Boolean']['output'];
  /** SINGLE_CHOICE: the correct option's index; null unless the caller is the quiz's tutor or an admin. */
  correctAnswerIndex?: Maybe<Scalars['Int']['output']>;
  /** TRUE_FALSE: the right answer; tutor and admins only. */
  correctBoolean?: Maybe<Scalars['Boolean']['output']>;
  /** MATCHING: the matches of no prompt; tutor and admins only. */
  extraMatches?: Maybe<Array<Scalars['String']['output']>>;
  /** Shown with the result; null unless the quiz's tutor or an admin asks (learners read it in their results). */
  generalFeedback?: Maybe<Scalars['String']['output']>;
  /** Its index in the tutor's order, which results and answers refer to (a shuffled quiz shows another order). */
  index: Scalars['Int']['output'];
  /** MATCHING: the matches to choose from, shuffled (the same order on every read); matchIndexes index this list. */
  matches: Array<Scalars['String']['output']>;
  /** NUMERICAL; tutor and admins only. */
  numericAnswers?: Maybe<Array<NumericAnswer>>;
  /** MULTIPLE_RESPONSE: each listed option's credit; tutor and admins only. */
  optionCredits?: Maybe<Array<Scalars['Float']['output']>>;
  /** Each listed option's feedback (TRUE_FALSE: [if True, if False]); tutor and admins only. */
  optionFeedback?: Maybe<Array<Maybe<Scalars['String']['output']>>>;
  /** Each listed option's index in the tutor's order. */
  optionIndexes: Array<Scalars['Int']['output']>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE: the options, in the order shown; empty for other types. */
  options: Array<Scalars['String']['output']>;
  /** MATCHING: the prompts with their matches; tutor and admins only. */
  pairs?: Maybe<Array<MatchingPair>>;
  /** What the question is worth. */
  points: Scalars['Float']['output'];
  /** MATCHING: the prompts, in order; matchIndexes answer them in this order. Empty for other types. */
  prompts: Array<Scalars['String']['output']>;
  questionText: Scalars['String']['output'];
  textFormat: TextFormat;
  type: QuestionType;
};

/** A question of a quiz. `type` left out is SINGLE_CHOICE (text, 2 to 6 distinct non-empty options, the correct index among them), as every client wrote before types existed. Each type reads the fields it needs: MULTIPLE_RESPONSE `options` and `optionCredits` (-1 to 1 each; the positive ones add up to 1; graded as the sum of the chosen options' credits, clamped to 0..1); TRUE_FALSE `correctBoolean`; SHORT_ANSWER `acceptedAnswers` and `caseSensitive` (the first accepted answer that matches decides); NUMERICAL `numericAnswers` (the first that contains the number decides); MATCHING `pairs` (2 to 20) and `extraMatches` (credit: the share of prompts matched right); ESSAY nothing more (graded by the tutor). Every question has `points` (default 1) and may have feedback. */
export type QuizQuestionInput = {
  /** SHORT_ANSWER: 1 to 20. */
  acceptedAnswers?: InputMaybe<Array<AcceptedAnswerInput>>;
  /** SHORT_ANSWER: compare the case too (false when left out). */
  caseSensitive?: InputMaybe<Scalars['Boolean']['input']>;
  /** SINGLE_CHOICE: the correct option. */
  correctAnswerIndex?: InputMaybe<Scalars['Int']['input']>;
  /** TRUE_FALSE: the right answer. */
  correctBoolean?: InputMaybe<Scalars['Boolean']['input']>;
  /** MATCHING: matches that belong to no prompt. */
  extraMatches?: InputMaybe<Array<Scalars['String']['input']>>;
  /** Shown with the result whatever was answered. */
  generalFeedback?: InputMaybe<Scalars['String']['input']>;
  /** NUMERICAL: 1 to 20. */
  numericAnswers?: InputMaybe<Array<NumericAnswerInput>>;
  /** MULTIPLE_RESPONSE: one credit per option, -1 to 1. */
  optionCredits?: InputMaybe<Array<Scalars['Float']['input']>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE: per option; TRUE_FALSE: [if True, if False]. */
  optionFeedback?: InputMaybe<Array<InputMaybe<Scalars['String']['input']>>>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE. */
  options?: InputMaybe<Array<Scalars['String']['input']>>;
  /** MATCHING: 2 to 20 prompts with their matches. */
  pairs?: InputMaybe<Array<MatchingPairInput>>;
  /** What the question is worth: more than 0, at most 1000, 2 decimals; 1 when left out. */
  points?: InputMaybe<Scalars['Float']['input']>;
  questionText: Scalars['String']['input'];
  /** How the text and feedback are written; PLAIN when left out. */
  textFormat?: InputMaybe<TextFormat>;
  /** SINGLE_CHOICE when left out. */
  type?: InputMaybe<QuestionType>;
};

/** How learners did on one question, over the attempts that count. */
export type QuizQuestionInsight = {
  __typename?: 'QuizQuestionInsight';
  /** Graded attempts given this question: every one, unless the quiz draws at random. The rates are over these. */
  answerCount: Scalars['Int']['output'];
  /** Mean points earned (essays waiting for their tutor count 0). */
  averagePoints: Scalars['Float']['output'];
  /** SINGLE_CHOICE: the correct option; null for other types. */
  correctAnswerIndex?: Maybe<Scalars['Int']['output']>;
  /** Attempts whose answer earned full credit. */
  correctCount: Scalars['Int']['output'];
  /** Share of the attempts given it that earned full credit, in percent; 0 without attempts. */
  correctRate: Scalars['Float']['output'];
  /** Discrimination index (Moodle's): 100 x the Pearson correlation, over the attempts given the question, between its credit and the rest of the test's (the attempt's points minus the question's, over its maximum minus the question's), -100..100. Null with fewer than 2 such attempts or when either does not vary. */
  discriminationIndex?: Maybe<Scalars['Float']['output']>;
  /** Facility index (Moodle's): the mean credit (points earned / the question's maximum) over the attempts given it, in percent (0-100). Essays still waiting are left out; null without any credit. */
  facilityIndex?: Maybe<Scalars['Float']['output']>;
  /** Choice types: as optionTopThirdShares, among the bottom third (the last ceil(n/3)); empty for other types. */
  optionBottomThirdShares: Array<Scalars['Float']['output']>;
  /** SINGLE_CHOICE and MULTIPLE_RESPONSE: how many attempts chose each option; TRUE_FALSE: [True, False]; empty for other types. */
  optionCounts: Array<Scalars['Int']['output']>;
  /** Choice types: each option's share (percent, as optionCounts) among the top third of the attempts ranked by percentage (the first ceil(n/3), ties by attempt id) that were given the question; 0 while none; empty for other types. */
  optionTopThirdShares: Array<Scalars['Float']['output']>;
  /** MATCHING: for each prompt, the share of attempts that matched it right, in percent; empty for other types. */
  pairCorrectRates: Array<Scalars['Float']['output']>;
  /** A quiz with random slots: the bank question (each one the quiz can give is listed); null otherwise. */
  questionId?: Maybe<Scalars['ID']['output']>;
  /** Its place in the quiz (a quiz with random slots: the first place its slot fills). */
  questionIndex: Scalars['Int']['output'];
  questionText: Scalars['String']['output'];
  /** SHORT_ANSWER and NUMERICAL: the most frequent answers (at most 5), most frequent first; empty for other types. */
  topAnswers: Array<AnswerCount>;
  type: QuestionType;
};

/** A regrade a tutor asked for: moving a quiz to a bank question's version, and what that did to past attempts once its job ran. */
export type QuizRegrade = {
  __typename?: 'QuizRegrade';
  /** Once DONE: the attempts of the quiz it went through. */
  attemptCount?: Maybe<Scalars['Int']['output']>;
  /** Once DONE: the attempts whose points or maximum changed (each has an entry in its regrades). */
  attemptsChanged?: Maybe<Scalars['Int']['output']>;
  /** Once FAILED: why. */
  error?: Maybe<Scalars['String']['output']>;
  finishedAt?: Maybe<Scalars['DateTimeISO']['output']>;
  id: Scalars['ID']['output'];
  mode: RegradeMode;
  questionId: Scalars['ID']['output'];
  /** Null once the quiz is deleted. */
  quizId?: Maybe<Scalars['ID']['output']>;
  requestedAt: Scalars['DateTimeISO']['output'];
  status: RegradeStatus;
  /** The version the quiz moves to. */
  toVersion: Scalars['Int']['output'];
};

/** A field left out keeps its value (its default on a new quiz). Dates are ISO 8601 instants. */
export type QuizSettingsInput = {
  /** 1 to 10; null: unlimited. */
  attemptsAllowed?: InputMaybe<Scalars['Int']['input']>;
  /** After opensAt when both are set. */
  closesAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  gradingMethod?: InputMaybe<GradingMethod>;
  opensAt?: InputMaybe<Scalars['DateTimeISO']['input']>;
  /** The least percentage of the points that passes, 0 to 100 (default 50). */
  passPercentage?: InputMaybe<Scalars['Int']['input']>;
  /** AFTER_CLOSE needs a closing date. */
  reviewPolicy?: InputMaybe<ReviewPolicy>;
  shuffleOptions?: InputMaybe<Scalars['Boolean']['input']>;
  shuffleQuestions?: InputMaybe<Scalars['Boolean']['input']>;
  /** 1 to 600; null: untimed. */
  timeLimitMinutes?: InputMaybe<Scalars['Int']['input']>;
};

/** One place of a quiz as its tutor built it: a fixed bank question (its pinned version), or a random draw from a tag's pool. */
export type QuizSlot = {
  __typename?: 'QuizSlot';
  /** Questions it gives each attempt (1 for FIXED). */
  count: Scalars['Int']['output'];
  /** RANDOM: only questions of this difficulty. */
  difficulty?: Maybe<Scalars['Int']['output']>;
  kind: QuizSlotKind;
  /** RANDOM: the questions its pool holds (as when the quiz was saved). */
  poolSize?: Maybe<Scalars['Int']['output']>;
  /** FIXED: the bank question. */
  questionId?: Maybe<Scalars['ID']['output']>;
  /** FIXED: its index in the quiz's `questions`. */
  questionIndex?: Maybe<Scalars['Int']['output']>;
  /** RANDOM: the tag drawn from. */
  randomTag?: Maybe<Scalars['String']['output']>;
  /** FIXED: the version the quiz uses. */
  version?: Maybe<Scalars['Int']['output']>;
};

/** One place of a quiz: exactly one of `questionId` (a question of the quiz tutor's bank, not retired: its latest version), `question` (written here) and `randomTag` (a random draw per attempt of `count` questions of the bank with that tag, of `difficulty` when given; the pool is the tag's questions, not retired and not fixed in the quiz, as they are when the quiz is saved). */
export type QuizSlotInput = {
  /** With randomTag: how many questions to draw (1 to 50, at most the pool's size). */
  count?: InputMaybe<Scalars['Int']['input']>;
  /** With randomTag: only questions of this difficulty (1 to 5). */
  difficulty?: InputMaybe<Scalars['Int']['input']>;
  question?: InputMaybe<QuizQuestionInput>;
  questionId?: InputMaybe<Scalars['ID']['input']>;
  randomTag?: InputMaybe<Scalars['String']['input']>;
};

/** A fixed question, or a random draw per attempt. */
export type QuizSlotKind =
  | 'FIXED'
  | 'RANDOM';

/** The signed-in learner's terms on a quiz, their accommodation applied (the server's deadline, attempts and window follow these), beside the quiz's own figures: "30 minutes (extended from 20)". */
export type QuizTerms = {
  __typename?: 'QuizTerms';
  /** Whether an accommodation applies to the learner on this quiz. */
  accommodated: Scalars['Boolean']['output'];
  /** Null: unlimited. */
  attemptsAllowed?: Maybe<Scalars['Int']['output']>;
  closesAt?: Maybe<Scalars['DateTimeISO']['output']>;
  opensAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The quiz's own attempts allowed (null: unlimited). */
  quizAttemptsAllowed?: Maybe<Scalars['Int']['output']>;
  quizClosesAt?: Maybe<Scalars['DateTimeISO']['output']>;
  quizOpensAt?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The quiz's own time limit (null: untimed). */
  quizTimeLimitMinutes?: Maybe<Scalars['Int']['output']>;
  /** Null: untimed. */
  timeLimitMinutes?: Maybe<Scalars['Int']['output']>;
  /** Where the server's time falls in the learner's window now. */
  window: QuizWindow;
};

/** Where the server's time falls in a quiz's window: learners start and submit while it is OPEN. */
export type QuizWindow =
  | 'CLOSED'
  | 'NOT_OPEN'
  | 'OPEN';

/** The caller's API budget for this hour (README, "Rate limits"): the same figures as the X-RateLimit-* headers. */
export type RateLimit = {
  __typename?: 'RateLimit';
  /** What this request cost: 0 when it selects only `rateLimit`. */
  cost: Scalars['Int']['output'];
  /** Points an hour: a personal access token has its own budget at its user's rate; signed out, per client address. */
  limit: Scalars['Int']['output'];
  remaining: Scalars['Int']['output'];
  /** When the window ends and the budget is whole again. */
  resetAt: Scalars['DateTimeISO']['output'];
  /** Points spent in this window, this request included. */
  used: Scalars['Int']['output'];
};

/** One attempt a regrade would change: its learner, and its points, maximum and pass state before and after. */
export type RegradeChange = {
  __typename?: 'RegradeChange';
  attemptId: Scalars['ID']['output'];
  learnerId: Scalars['ID']['output'];
  /** The learner's name and surname. */
  learnerName: Scalars['String']['output'];
  newMaxPoints: Scalars['Float']['output'];
  newPassed: Scalars['Boolean']['output'];
  newPoints: Scalars['Float']['output'];
  oldMaxPoints: Scalars['Float']['output'];
  oldPassed: Scalars['Boolean']['output'];
  oldPoints: Scalars['Float']['output'];
};

/** What moving a quiz to the new version of a question does to its past attempts. In every mode, new attempts get the new version. KEEP: past attempts keep the version they were given, and their results; REGRADE grades their answers against the new version (an essay keeps its tutor's grade, at most the new points); FULL_CREDIT gives everyone the question's points; DROP leaves the question out of their score (its points and the maximum). */
export type RegradeMode =
  | 'DROP'
  | 'FULL_CREDIT'
  | 'KEEP'
  | 'REGRADE';

/** What a regrade of a quiz's past attempts would change, computed as the regrade computes it; nothing is stored. */
export type RegradePreview = {
  __typename?: 'RegradePreview';
  /** Submitted attempts of the quiz. */
  attemptCount: Scalars['Int']['output'];
  /** Attempts whose points or maximum would change. */
  attemptsAffected: Scalars['Int']['output'];
  /** The affected attempts, oldest first. */
  changes: Array<RegradeChange>;
  failedToPassed: Scalars['Int']['output'];
  /** The versions the quiz uses now. */
  fromVersions: Array<Scalars['Int']['output']>;
  mode: RegradeMode;
  passedToFailed: Scalars['Int']['output'];
  scoresDown: Scalars['Int']['output'];
  /** Attempts whose share of the maximum would rise. */
  scoresUp: Scalars['Int']['output'];
  /** The bank question's latest version, which a regrade applies. */
  toVersion: Scalars['Int']['output'];
};

/** QUEUED: waiting for or being applied by its job; DONE: applied; FAILED: not applied (see error). */
export type RegradeStatus =
  | 'DONE'
  | 'FAILED'
  | 'QUEUED';

/** When learners see the correct answers of their attempts: at once, once the quiz has closed, or never. */
export type ReviewPolicy =
  | 'AFTER_CLOSE'
  | 'IMMEDIATELY'
  | 'NEVER';

/** How well the learner knew a card: Again (forgot), Hard, Good, Easy. */
export type ReviewRating =
  | 'AGAIN'
  | 'EASY'
  | 'GOOD'
  | 'HARD';

export type ReviewResult = {
  __typename?: 'ReviewResult';
  /** The graded card, as it stands now. */
  card: StudyCard;
  /** False when this grade was not counted: the card had already been graded from the state sent (a double click, another tab). */
  counted: Scalars['Boolean']['output'];
  /** The course's queue after the grade. */
  study: CourseStudy;
};

/** admin, tutor, or user (a learner) */
export type Role =
  | 'ADMIN'
  | 'TUTOR'
  | 'USER';

/** Accounts per role. */
export type RoleCounts = {
  __typename?: 'RoleCounts';
  admins: Scalars['Int']['output'];
  learners: Scalars['Int']['output'];
  tutors: Scalars['Int']['output'];
};

/** An answer saved while a timed attempt is in progress. */
export type SavedAnswer = {
  __typename?: 'SavedAnswer';
  /** TRUE_FALSE. */
  booleanAnswer?: Maybe<Scalars['Boolean']['output']>;
  /** MATCHING: for each prompt in order, the index in the question's `matches` (null: left blank). */
  matchIndexes?: Maybe<Array<Maybe<Scalars['Int']['output']>>>;
  /** NUMERICAL: the number as typed: digits with a point for decimals and an optional exponent ("3,5" is refused, never read as 35). */
  numberAnswer?: Maybe<Scalars['String']['output']>;
  questionIndex: Scalars['Int']['output'];
  /** SINGLE_CHOICE: the option picked. */
  selectedOptionIndex?: Maybe<Scalars['Int']['output']>;
  /** MULTIPLE_RESPONSE: the options chosen (at least one). */
  selectedOptionIndexes?: Maybe<Array<Scalars['Int']['output']>>;
  /** SHORT_ANSWER (at most 10,000 characters) and ESSAY (at most 50,000). */
  textAnswer?: Maybe<Scalars['String']['output']>;
};

/** The signed-in user with a bearer token for later requests. */
export type SessionUser = {
  __typename?: 'SessionUser';
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
  role: Role;
  surname: Scalars['String']['output'];
  /** Send as `Authorization: Bearer <token>`. */
  token: Scalars['String']['output'];
};

export type SignupInput = {
  email: Scalars['String']['input'];
  name: Scalars['String']['input'];
  password: Scalars['String']['input'];
  surname: Scalars['String']['input'];
};

/** What a signup answers, the same whether the address already has an account or not. */
export type SignupReceipt = {
  __typename?: 'SignupReceipt';
  /** The address the mail went to, in its canonical form. */
  email: Scalars['String']['output'];
  /** What to tell the person signing up. */
  message: Scalars['String']['output'];
};

/** A question or row that will not be imported, and why. */
export type SkippedImport = {
  __typename?: 'SkippedImport';
  line?: Maybe<Scalars['Int']['output']>;
  name?: Maybe<Scalars['String']['output']>;
  position?: Maybe<Scalars['Int']['output']>;
  reason: Scalars['String']['output'];
};

/** A stored file (a PDF or an image). Immutable: replacing a file makes a new one. */
export type StoredFile = {
  __typename?: 'StoredFile';
  /** Detected from the content, e.g. application/pdf or image/png. */
  contentType: Scalars['String']['output'];
  createdAt: Scalars['DateTimeISO']['output'];
  /** The uploaded name, made safe; its extension matches the content. */
  filename: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Size in bytes. */
  size: Scalars['Int']['output'];
  /** Where to download it: `/files/<id>` on the API host, no token needed. */
  url: Scalars['String']['output'];
};

/** A course question as the signed-in learner's flash card: the question, and where it stands in their schedule. */
export type StudyCard = {
  __typename?: 'StudyCard';
  answer: Scalars['String']['output'];
  category: Scalars['String']['output'];
  courseId: Scalars['ID']['output'];
  /** FSRS difficulty, 1 to 10; null while new. */
  difficulty?: Maybe<Scalars['Float']['output']>;
  /** When it is due; null while new. */
  due?: Maybe<Scalars['DateTimeISO']['output']>;
  /** The course question's id. */
  id: Scalars['ID']['output'];
  /** Again, Hard, Good and Easy: the scheduler's preview for a grade given now. */
  intervals: Array<GradeInterval>;
  /** Times forgotten after it was learnt. */
  lapses: Scalars['Int']['output'];
  lastReview?: Maybe<Scalars['DateTimeISO']['output']>;
  question: Scalars['String']['output'];
  /** Times graded. Sent back as `reviewCard(shownState:)`: a grade for a state the card has left is not counted again. */
  reps: Scalars['Int']['output'];
  /** The interval the last grade gave, in days. */
  scheduledDays: Scalars['Int']['output'];
  /** FSRS stability (days until recall falls to 90 %); null while new. */
  stability?: Maybe<Scalars['Float']['output']>;
  state: CardState;
};

/** The signed-in user's study settings. */
export type StudySettings = {
  __typename?: 'StudySettings';
  /** The recall the scheduler aims for, 0.7 to 0.97 (default 0.9): higher means more reviews. */
  desiredRetention: Scalars['Float']['output'];
  /** New cards a day per course (default 20). */
  newCardsPerDay: Scalars['Int']['output'];
  /** IANA time zone of the learner's days (streak, daily limit, charts), as the browser reports it. */
  timeZone: Scalars['String']['output'];
};

/** Each field left out stays as it is. */
export type StudySettingsInput = {
  desiredRetention?: InputMaybe<Scalars['Float']['input']>;
  newCardsPerDay?: InputMaybe<Scalars['Int']['input']>;
  timeZone?: InputMaybe<Scalars['String']['input']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Each change to a chapter's quizzes, as a signed-in user may see it: a learner hears of published quizzes only (and of one unpublished or deleted, to drop it). */
  chapterQuizzesChanged: ChapterQuizChange;
  /** Each contact message as it arrives, on any instance: for admins. */
  contactMessageReceived: ContactMessage;
  /** Each reply whose e-mail changed state (queued, sent, failed, queued again), with its delivery fields: for admins. */
  contactReplyDeliveryChanged: ContactReply;
  /** The signed-in learner's timed attempts in progress as a change to their accommodation moves the deadline, on any instance: the countdown follows. */
  myAttemptDeadlineChanged: QuizAttemptInProgress;
  /** The signed-in learner's attempts as a regrade changes their result, on any instance. */
  myAttemptRegraded: QuizAttempt;
  /** Each attempt at a quiz as it is stored, on any instance, with the quiz's insight as it then stands: for the quiz's tutor and admins. */
  quizAttemptSubmitted: QuizAttemptSubmitted;
};


export type SubscriptionChapterQuizzesChangedArgs = {
  chapterId: Scalars['ID']['input'];
};


export type SubscriptionQuizAttemptSubmittedArgs = {
  quizId: Scalars['ID']['input'];
};

/** How a text is written: plain text, or Markdown (raw HTML is never shown as HTML). */
export type TextFormat =
  | 'MARKDOWN'
  | 'PLAIN';

export type TutorDashboard = {
  __typename?: 'TutorDashboard';
  activities: Scalars['Int']['output'];
  /** Learners' attempts on this tutor's quizzes. */
  attempts: Scalars['Int']['output'];
  /** Average score of those attempts, in percent (0 when none). */
  averagePercentage: Scalars['Float']['output'];
  chapters: Scalars['Int']['output'];
  publishedQuizzes: Scalars['Int']['output'];
  quizzes: Scalars['Int']['output'];
};

/** A person with an account: learner, tutor or admin. */
export type User = {
  __typename?: 'User';
  /** The user's own API budget in points an hour, set by an admin (`setApiRateLimit`); null: the default. */
  apiPointsPerHour?: Maybe<Scalars['Int']['output']>;
  /** The profile picture: `/files/<id>` on the API host, no token needed. */
  avatar?: Maybe<Scalars['String']['output']>;
  bio?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['DateTimeISO']['output'];
  email: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  location?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  phone?: Maybe<Scalars['String']['output']>;
  role: Role;
  surname: Scalars['String']['output'];
  updatedAt: Scalars['DateTimeISO']['output'];
  website?: Maybe<Scalars['String']['output']>;
};

export type UserConnection = Connection & {
  __typename?: 'UserConnection';
  edges: Array<UserEdge>;
  /** The rows of `edges`, without their cursors. */
  nodes: Array<User>;
  pageInfo: PageInfo;
  /** How many rows the list has over all pages (its filters applied). */
  totalCount: Scalars['Int']['output'];
};

/** Who posted an activity, or who took a quiz. */
export type UserDetails = {
  __typename?: 'UserDetails';
  email: Scalars['String']['output'];
  name: Scalars['String']['output'];
  surname: Scalars['String']['output'];
};

export type UserEdge = {
  __typename?: 'UserEdge';
  /** Opaque: pass it as `after` (or `before`) to page from this row. */
  cursor: Scalars['String']['output'];
  node: User;
};

export type QuizAccommodationFieldsFragment = { __typename?: 'QuizAccommodation', id: string, learnerId: string, quizId?: string | null, activityId?: string | null, timeFactor?: number | null, extraMinutes?: number | null, extraAttempts?: number | null, opensAt?: string | null, closesAt?: string | null, updatedAt: string, learner: { __typename?: 'UserDetails', name: string, surname: string, email: string } };

export type QuizAccommodationsQueryVariables = Exact<{
  quizId: Scalars['ID']['input'];
}>;


export type QuizAccommodationsQuery = { __typename?: 'Query', quizAccommodations: Array<{ __typename?: 'QuizAccommodation', id: string, learnerId: string, quizId?: string | null, activityId?: string | null, timeFactor?: number | null, extraMinutes?: number | null, extraAttempts?: number | null, opensAt?: string | null, closesAt?: string | null, updatedAt: string, learner: { __typename?: 'UserDetails', name: string, surname: string, email: string } }>, quiz: { __typename?: 'Quiz', id: string, chapter: { __typename?: 'Chapter', id: string, activityId: string } } };

export type ActivityAccommodationsQueryVariables = Exact<{
  activityId: Scalars['ID']['input'];
}>;


export type ActivityAccommodationsQuery = { __typename?: 'Query', activityAccommodations: Array<{ __typename?: 'QuizAccommodation', id: string, learnerId: string, quizId?: string | null, activityId?: string | null, timeFactor?: number | null, extraMinutes?: number | null, extraAttempts?: number | null, opensAt?: string | null, closesAt?: string | null, updatedAt: string, learner: { __typename?: 'UserDetails', name: string, surname: string, email: string } }> };

export type SetQuizAccommodationMutationVariables = Exact<{
  input: QuizAccommodationInput;
}>;


export type SetQuizAccommodationMutation = { __typename?: 'Mutation', setQuizAccommodation: { __typename?: 'QuizAccommodation', id: string, learnerId: string, quizId?: string | null, activityId?: string | null, timeFactor?: number | null, extraMinutes?: number | null, extraAttempts?: number | null, opensAt?: string | null, closesAt?: string | null, updatedAt: string, learner: { __typename?: 'UserDetails', name: string, surname: string, email: string } } };

export type RemoveQuizAccommodationMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RemoveQuizAccommodationMutation = { __typename?: 'Mutation', removeQuizAccommodation: string };

export type MyQuizTermsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type MyQuizTermsQuery = { __typename?: 'Query', quiz: { __typename?: 'Quiz', id: string, myTerms?: { __typename?: 'QuizTerms', accommodated: boolean, timeLimitMinutes?: number | null, quizTimeLimitMinutes?: number | null, attemptsAllowed?: number | null, quizAttemptsAllowed?: number | null, opensAt?: string | null, closesAt?: string | null, quizOpensAt?: string | null, quizClosesAt?: string | null, window: QuizWindow } | null } };

export type MyAttemptDeadlineChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyAttemptDeadlineChangedSubscription = { __typename?: 'Subscription', myAttemptDeadlineChanged: { __typename?: 'QuizAttemptInProgress', id: string, quizId: string, deadline: string, serverTime: string } };

export type ActivitySummaryFieldsFragment = { __typename?: 'Activity', id: string, title: string, description: string, createdAt: string, poster: { __typename?: 'UserDetails', name: string, surname: string } };

export type ChapterSummaryFieldsFragment = { __typename?: 'Chapter', id: string, title: string, description: string, content: ChapterContent, createdAt: string, updatedAt: string };

export type LearnerActivitiesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LearnerActivitiesQuery = { __typename?: 'Query', activities: { __typename?: 'ActivityConnection', totalCount: number, nodes: Array<{ __typename?: 'Activity', id: string, title: string, description: string, createdAt: string, poster: { __typename?: 'UserDetails', name: string, surname: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type LearnerActivityDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LearnerActivityDetailsQuery = { __typename?: 'Query', activity: { __typename?: 'Activity', id: string, title: string, description: string, createdAt: string, poster: { __typename?: 'UserDetails', name: string, surname: string } } };

export type LearnerActivityChaptersQueryVariables = Exact<{
  activityId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LearnerActivityChaptersQuery = { __typename?: 'Query', chapters: { __typename?: 'ChapterConnection', totalCount: number, nodes: Array<{ __typename?: 'Chapter', id: string, title: string, description: string, content: ChapterContent, createdAt: string, updatedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminFigureFieldsFragment = { __typename?: 'AdminDashboard', papers: number, courses: number, openOpportunities: number, unrepliedMessages: number, users: { __typename?: 'RoleCounts', admins: number, tutors: number, learners: number } };

export type AdminDashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminDashboardFiguresQuery = { __typename?: 'Query', adminDashboard: { __typename?: 'AdminDashboard', papers: number, courses: number, openOpportunities: number, unrepliedMessages: number, users: { __typename?: 'RoleCounts', admins: number, tutors: number, learners: number } } };

export type AuditEntryFieldsFragment = { __typename?: 'AuditEntry', id: string, at: string, apiTokenId?: string | null, apiTokenName?: string | null, operation: string, operationName?: string | null, outcome: AuditOutcome, reason?: string | null, targetIds: Array<string>, clientAddress?: string | null, requestId?: string | null, actor?: { __typename?: 'User', id: string, name: string, surname: string, email: string } | null };

export type AuditLogQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  userId?: InputMaybe<Scalars['ID']['input']>;
  operation?: InputMaybe<Scalars['String']['input']>;
  outcome?: InputMaybe<AuditOutcome>;
}>;


export type AuditLogQuery = { __typename?: 'Query', auditLog: { __typename?: 'AuditEntryConnection', totalCount: number, nodes: Array<{ __typename?: 'AuditEntry', id: string, at: string, apiTokenId?: string | null, apiTokenName?: string | null, operation: string, operationName?: string | null, outcome: AuditOutcome, reason?: string | null, targetIds: Array<string>, clientAddress?: string | null, requestId?: string | null, actor?: { __typename?: 'User', id: string, name: string, surname: string, email: string } | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type SessionUserFieldsFragment = { __typename?: 'SessionUser', id: string, name: string, surname: string, email: string, role: Role, token: string };

export type LoginMutationVariables = Exact<{
  input: LoginInput;
}>;


export type LoginMutation = { __typename?: 'Mutation', login: { __typename?: 'SessionUser', id: string, name: string, surname: string, email: string, role: Role, token: string } };

export type SignupMutationVariables = Exact<{
  input: SignupInput;
}>;


export type SignupMutation = { __typename?: 'Mutation', signup: { __typename?: 'SignupReceipt', email: string, message: string } };

export type ConfirmSignupMutationVariables = Exact<{
  token: Scalars['String']['input'];
}>;


export type ConfirmSignupMutation = { __typename?: 'Mutation', confirmSignup: { __typename?: 'SessionUser', id: string, name: string, surname: string, email: string, role: Role, token: string } };

export type MeQueryVariables = Exact<{ [key: string]: never; }>;


export type MeQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, name: string, surname: string, email: string, role: Role } };

export type RequestPasswordResetMutationVariables = Exact<{
  email: Scalars['String']['input'];
}>;


export type RequestPasswordResetMutation = { __typename?: 'Mutation', requestPasswordReset: boolean };

export type ResetPasswordMutationVariables = Exact<{
  token: Scalars['String']['input'];
  password: Scalars['String']['input'];
}>;


export type ResetPasswordMutation = { __typename?: 'Mutation', resetPassword: { __typename?: 'SessionUser', id: string, name: string, surname: string, email: string, role: Role, token: string } };

export type SearchBooksQueryVariables = Exact<{
  term: Scalars['String']['input'];
}>;


export type SearchBooksQuery = { __typename?: 'Query', searchBooks: Array<{ __typename?: 'Book', id: string, title: string, subtitle?: string | null, authors?: string | null, image?: string | null, url?: string | null }> };

export type CommunityOpportunitiesQueryVariables = Exact<{
  limit: Scalars['Int']['input'];
}>;


export type CommunityOpportunitiesQuery = { __typename?: 'Query', latestOpportunities: Array<{ __typename?: 'Opportunity', id: string, title: string, type: OpportunityType, openingDate?: string | null, closingDate?: string | null, createdAt: string }> };

export type SendContactMessageMutationVariables = Exact<{
  input: ContactMessageInput;
}>;


export type SendContactMessageMutation = { __typename?: 'Mutation', sendContactMessage: { __typename?: 'ContactMessage', id: string, createdAt: string } };

export type AdminCourseQuestionFieldsFragment = { __typename?: 'CourseQuestion', id: string, question: string, answer: string, category: string, courseId: string };

export type AdminCourseFieldsFragment = { __typename?: 'Course', canEdit: boolean, id: string, title: string, description: string, level: CourseLevel, createdAt: string };

export type AdminCoursesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminCoursesQuery = { __typename?: 'Query', courses: { __typename?: 'CourseConnection', totalCount: number, nodes: Array<{ __typename?: 'Course', canEdit: boolean, id: string, title: string, description: string, level: CourseLevel, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminCourseQuestionsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminCourseQuestionsQuery = { __typename?: 'Query', course: { __typename?: 'Course', canEdit: boolean, id: string, title: string, description: string, level: CourseLevel, createdAt: string, questions: { __typename?: 'CourseQuestionConnection', totalCount: number, nodes: Array<{ __typename?: 'CourseQuestion', id: string, question: string, answer: string, category: string, courseId: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type AdminCreateCourseMutationVariables = Exact<{
  input: CourseInput;
}>;


export type AdminCreateCourseMutation = { __typename?: 'Mutation', createCourse: { __typename?: 'Course', canEdit: boolean, id: string, title: string, description: string, level: CourseLevel, createdAt: string } };

export type AdminUpdateCourseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: CourseInput;
}>;


export type AdminUpdateCourseMutation = { __typename?: 'Mutation', updateCourse: { __typename?: 'Course', canEdit: boolean, id: string, title: string, description: string, level: CourseLevel, createdAt: string } };

export type AdminDeleteCourseMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteCourseMutation = { __typename?: 'Mutation', deleteCourse: string };

export type AdminAddCourseQuestionMutationVariables = Exact<{
  input: NewCourseQuestionInput;
}>;


export type AdminAddCourseQuestionMutation = { __typename?: 'Mutation', addCourseQuestion: { __typename?: 'CourseQuestion', id: string, question: string, answer: string, category: string, courseId: string } };

export type AdminPreviewCourseQuestionImportMutationVariables = Exact<{
  format: CardImportFormat;
  file: Scalars['Upload']['input'];
  category?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminPreviewCourseQuestionImportMutation = { __typename?: 'Mutation', previewCourseQuestionImport: { __typename?: 'CourseQuestionImportPreview', cards: Array<{ __typename?: 'ImportedCard', question: string, answer: string, category: string, line: number }>, skipped: Array<{ __typename?: 'SkippedImport', line?: number | null, position?: number | null, name?: string | null, reason: string }> } };

export type AdminImportCourseQuestionsMutationVariables = Exact<{
  courseId: Scalars['ID']['input'];
  format: CardImportFormat;
  file: Scalars['Upload']['input'];
  category?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminImportCourseQuestionsMutation = { __typename?: 'Mutation', importCourseQuestions: { __typename?: 'Course', id: string, questions: { __typename?: 'CourseQuestionConnection', totalCount: number, nodes: Array<{ __typename?: 'CourseQuestion', id: string, question: string, answer: string, category: string, courseId: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type AdminCourseQuestionsExportQueryVariables = Exact<{
  courseId: Scalars['ID']['input'];
}>;


export type AdminCourseQuestionsExportQuery = { __typename?: 'Query', courseQuestionsExport: { __typename?: 'ExportedFile', filename: string, mimeType: string, content: string } };

export type CourseSummaryFieldsFragment = { __typename?: 'Course', id: string, title: string, description: string, level: CourseLevel, createdAt: string };

export type CourseCatalogueQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type CourseCatalogueQuery = { __typename?: 'Query', courses: { __typename?: 'CourseConnection', totalCount: number, nodes: Array<{ __typename?: 'Course', id: string, title: string, description: string, level: CourseLevel, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type CourseViewerQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type CourseViewerQuery = { __typename?: 'Query', course: { __typename?: 'Course', id: string, title: string, description: string, level: CourseLevel, questions: { __typename?: 'CourseQuestionConnection', totalCount: number, nodes: Array<{ __typename?: 'CourseQuestion', id: string, question: string, answer: string, category: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type PracticeCardFieldsFragment = { __typename?: 'StudyCard', id: string, courseId: string, question: string, answer: string, category: string, state: CardState, reps: number, intervals: Array<{ __typename?: 'GradeInterval', rating: ReviewRating, seconds: number }> };

export type PracticeStudyFieldsFragment = { __typename?: 'CourseStudy', courseId: string, queueSize: number, counts: { __typename?: 'CardCounts', total: number, new: number, dueNow: number, dueToday: number, newToday: number, nextDueAt?: string | null }, next?: { __typename?: 'StudyCard', id: string, courseId: string, question: string, answer: string, category: string, state: CardState, reps: number, intervals: Array<{ __typename?: 'GradeInterval', rating: ReviewRating, seconds: number }> } | null };

export type CourseStudyQueryVariables = Exact<{
  courseId: Scalars['ID']['input'];
}>;


export type CourseStudyQuery = { __typename?: 'Query', courseStudy: { __typename?: 'CourseStudy', courseId: string, queueSize: number, counts: { __typename?: 'CardCounts', total: number, new: number, dueNow: number, dueToday: number, newToday: number, nextDueAt?: string | null }, next?: { __typename?: 'StudyCard', id: string, courseId: string, question: string, answer: string, category: string, state: CardState, reps: number, intervals: Array<{ __typename?: 'GradeInterval', rating: ReviewRating, seconds: number }> } | null } };

export type PracticeCourseQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type PracticeCourseQuery = { __typename?: 'Query', course: { __typename?: 'Course', id: string, title: string, level: CourseLevel } };

export type ReviewCardMutationVariables = Exact<{
  cardId: Scalars['ID']['input'];
  rating: ReviewRating;
  shownState: Scalars['Int']['input'];
}>;


export type ReviewCardMutation = { __typename?: 'Mutation', reviewCard: { __typename?: 'ReviewResult', counted: boolean, card: { __typename?: 'StudyCard', id: string, courseId: string, question: string, answer: string, category: string, state: CardState, reps: number, intervals: Array<{ __typename?: 'GradeInterval', rating: ReviewRating, seconds: number }> }, study: { __typename?: 'CourseStudy', courseId: string, queueSize: number, counts: { __typename?: 'CardCounts', total: number, new: number, dueNow: number, dueToday: number, newToday: number, nextDueAt?: string | null }, next?: { __typename?: 'StudyCard', id: string, courseId: string, question: string, answer: string, category: string, state: CardState, reps: number, intervals: Array<{ __typename?: 'GradeInterval', rating: ReviewRating, seconds: number }> } | null } } };

export type NavDueTodayQueryVariables = Exact<{ [key: string]: never; }>;


export type NavDueTodayQuery = { __typename?: 'Query', myProgress: { __typename?: 'LearnerProgress', dueToday: number } };

export type LearnerFigureFieldsFragment = { __typename?: 'LearnerDashboard', attempts: number, passed: number, averagePercentage: number };

export type UserDashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type UserDashboardFiguresQuery = { __typename?: 'Query', learnerDashboard: { __typename?: 'LearnerDashboard', attempts: number, passed: number, averagePercentage: number } };

export type MyProgressQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProgressQuery = { __typename?: 'Query', myProgress: { __typename?: 'LearnerProgress', streak: number, dueToday: number, courses: Array<{ __typename?: 'CourseProgress', course: { __typename?: 'Course', id: string, title: string }, counts: { __typename?: 'CardCounts', new: number, learning: number, review: number, dueToday: number, newToday: number } }>, activities: Array<{ __typename?: 'ActivityProgress', chaptersPassed: number, chaptersWithQuizzes: number, activity: { __typename?: 'Activity', id: string, title: string } }>, reviewsPerDay: Array<{ __typename?: 'DayCount', day: string, count: number }>, dueForecast: Array<{ __typename?: 'DayCount', day: string, count: number }> } };

export type DevMailSummaryFieldsFragment = { __typename?: 'DevMail', id: string, subject: string, sender: string, recipients: string, receivedAt: string };

export type DevMailboxQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type DevMailboxQuery = { __typename?: 'Query', devMailbox: { __typename?: 'DevMailConnection', totalCount: number, nodes: Array<{ __typename?: 'DevMail', id: string, subject: string, sender: string, recipients: string, receivedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type DevMailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DevMailQuery = { __typename?: 'Query', devMail: { __typename?: 'DevMail', messageId?: string | null, text: string, html?: string | null, id: string, subject: string, sender: string, recipients: string, receivedAt: string } };

export type GradebookQuizFieldsFragment = { __typename?: 'GradebookQuiz', id: string, title: string, chapterTitle: string, gradingMethod: GradingMethod, passPercentage: number };

export type GradebookRowFieldsFragment = { __typename?: 'GradebookRow', averagePercentage: number, learner: { __typename?: 'GradebookLearner', id: string, name: string, email: string }, cells: Array<{ __typename?: 'GradebookCell', quizId: string, attempted: boolean, grade?: number | null, points?: number | null, maxPoints?: number | null, attemptsUsed: number, passed?: boolean | null, needsGrading: boolean }> };

export type GradebookQueryVariables = Exact<{
  activityId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
}>;


export type GradebookQuery = { __typename?: 'Query', gradebook: { __typename?: 'Gradebook', activityId: string, quizzes: Array<{ __typename?: 'GradebookQuiz', id: string, title: string, chapterTitle: string, gradingMethod: GradingMethod, passPercentage: number }>, rows: { __typename?: 'GradebookRowConnection', totalCount: number, nodes: Array<{ __typename?: 'GradebookRow', averagePercentage: number, learner: { __typename?: 'GradebookLearner', id: string, name: string, email: string }, cells: Array<{ __typename?: 'GradebookCell', quizId: string, attempted: boolean, grade?: number | null, points?: number | null, maxPoints?: number | null, attemptsUsed: number, passed?: boolean | null, needsGrading: boolean }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type GradebookActivityQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GradebookActivityQuery = { __typename?: 'Query', activity: { __typename?: 'Activity', id: string, title: string } };

export type GradebookQuizChapterQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type GradebookQuizChapterQuery = { __typename?: 'Query', quiz: { __typename?: 'Quiz', id: string, chapterId: string } };

export type GradebookLearnerAttemptsQueryVariables = Exact<{
  quizId: Scalars['ID']['input'];
  learnerId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type GradebookLearnerAttemptsQuery = { __typename?: 'Query', quiz: { __typename?: 'Quiz', id: string, title: string, gradingMethod: GradingMethod, chapterId: string, chapter: { __typename?: 'Chapter', id: string, activityId: string } }, quizAttempts: { __typename?: 'QuizAttemptConnection', totalCount: number, nodes: Array<{ __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, learner: { __typename?: 'UserDetails', name: string, surname: string }, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type EssayToGradeFieldsFragment = { __typename?: 'EssayToGrade', attemptId: string, questionIndex: number, quizId: string, quizTitle: string, questionText: string, textFormat: TextFormat, learnerName: string, submittedAt: string, textAnswer: string, maxPoints: number, points?: number | null, comment?: string | null, gradedAt?: string | null };

export type EssaysToGradeQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type EssaysToGradeQuery = { __typename?: 'Query', essayAnswersToGrade: { __typename?: 'EssayToGradeConnection', totalCount: number, nodes: Array<{ __typename?: 'EssayToGrade', attemptId: string, questionIndex: number, quizId: string, quizTitle: string, questionText: string, textFormat: TextFormat, learnerName: string, submittedAt: string, textAnswer: string, maxPoints: number, points?: number | null, comment?: string | null, gradedAt?: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type GradedEssaysQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type GradedEssaysQuery = { __typename?: 'Query', gradedEssayAnswers: { __typename?: 'EssayToGradeConnection', totalCount: number, nodes: Array<{ __typename?: 'EssayToGrade', attemptId: string, questionIndex: number, quizId: string, quizTitle: string, questionText: string, textFormat: TextFormat, learnerName: string, submittedAt: string, textAnswer: string, maxPoints: number, points?: number | null, comment?: string | null, gradedAt?: string | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type GradingQueueCountQueryVariables = Exact<{ [key: string]: never; }>;


export type GradingQueueCountQuery = { __typename?: 'Query', essayAnswersToGrade: { __typename?: 'EssayToGradeConnection', totalCount: number } };

export type GradeEssayAnswerMutationVariables = Exact<{
  attemptId: Scalars['ID']['input'];
  questionIndex: Scalars['Int']['input'];
  points: Scalars['Float']['input'];
  comment?: InputMaybe<Scalars['String']['input']>;
}>;


export type GradeEssayAnswerMutation = { __typename?: 'Mutation', gradeEssayAnswer: { __typename?: 'QuizAttempt', id: string, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passed: boolean } };

export type ContactReplyDeliveryFieldsFragment = { __typename?: 'ContactReply', id: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null };

export type AdminContactReplyFieldsFragment = { __typename?: 'ContactReply', id: string, body: string, createdAt: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null, author?: { __typename?: 'User', id: string, name: string, surname: string } | null };

export type AdminContactMessageFieldsFragment = { __typename?: 'ContactMessage', id: string, name: string, email: string, message: string, createdAt: string, replied: boolean, repliedAt?: string | null, replies: Array<{ __typename?: 'ContactReply', id: string, body: string, createdAt: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null, author?: { __typename?: 'User', id: string, name: string, surname: string } | null }> };

export type AdminContactMessagesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminContactMessagesQuery = { __typename?: 'Query', contactMessages: { __typename?: 'ContactMessageConnection', totalCount: number, nodes: Array<{ __typename?: 'ContactMessage', id: string, name: string, email: string, message: string, createdAt: string, replied: boolean, repliedAt?: string | null, replies: Array<{ __typename?: 'ContactReply', id: string, body: string, createdAt: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null, author?: { __typename?: 'User', id: string, name: string, surname: string } | null }> }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminReplyToContactMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  reply: Scalars['String']['input'];
}>;


export type AdminReplyToContactMessageMutation = { __typename?: 'Mutation', replyToContactMessage: { __typename?: 'ContactMessage', id: string, name: string, email: string, message: string, createdAt: string, replied: boolean, repliedAt?: string | null, replies: Array<{ __typename?: 'ContactReply', id: string, body: string, createdAt: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null, author?: { __typename?: 'User', id: string, name: string, surname: string } | null }> } };

export type AdminDeleteContactMessageMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteContactMessageMutation = { __typename?: 'Mutation', deleteContactMessage: string };

export type AdminContactReplyDeliveriesQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminContactReplyDeliveriesQuery = { __typename?: 'Query', contactMessage: { __typename?: 'ContactMessage', id: string, replies: Array<{ __typename?: 'ContactReply', id: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null }> } };

export type AdminRetryContactReplyDeliveryMutationVariables = Exact<{
  replyId: Scalars['ID']['input'];
}>;


export type AdminRetryContactReplyDeliveryMutation = { __typename?: 'Mutation', retryContactReplyDelivery: { __typename?: 'ContactReply', id: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null } };

export type AdminContactMessageReceivedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminContactMessageReceivedSubscription = { __typename?: 'Subscription', contactMessageReceived: { __typename?: 'ContactMessage', id: string, name: string, email: string, message: string, createdAt: string, replied: boolean, repliedAt?: string | null, replies: Array<{ __typename?: 'ContactReply', id: string, body: string, createdAt: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null, author?: { __typename?: 'User', id: string, name: string, surname: string } | null }> } };

export type AdminContactReplyDeliveryChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type AdminContactReplyDeliveryChangedSubscription = { __typename?: 'Subscription', contactReplyDeliveryChanged: { __typename?: 'ContactReply', id: string, deliveryStatus: DeliveryStatus, deliveredAt?: string | null, deliveryError?: string | null } };

export type OpportunitySummaryFieldsFragment = { __typename?: 'Opportunity', id: string, title: string, type: OpportunityType, openingDate?: string | null, closingDate?: string | null, createdAt: string };

export type OpportunityListQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type OpportunityListQuery = { __typename?: 'Query', opportunities: { __typename?: 'OpportunityConnection', totalCount: number, nodes: Array<{ __typename?: 'Opportunity', id: string, title: string, type: OpportunityType, openingDate?: string | null, closingDate?: string | null, createdAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type OpportunityDetailQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type OpportunityDetailQuery = { __typename?: 'Query', opportunity: { __typename?: 'Opportunity', description: string, link: string, updatedAt: string, id: string, title: string, type: OpportunityType, openingDate?: string | null, closingDate?: string | null, createdAt: string } };

export type AdminOpportunityFieldsFragment = { __typename?: 'Opportunity', id: string, title: string, type: OpportunityType, description: string, link: string, openingDate?: string | null, closingDate?: string | null, createdAt: string, updatedAt: string };

export type AdminOpportunitiesQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminOpportunitiesQuery = { __typename?: 'Query', opportunities: { __typename?: 'OpportunityConnection', totalCount: number, nodes: Array<{ __typename?: 'Opportunity', id: string, title: string, type: OpportunityType, description: string, link: string, openingDate?: string | null, closingDate?: string | null, createdAt: string, updatedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminCreateOpportunityMutationVariables = Exact<{
  input: NewOpportunityInput;
}>;


export type AdminCreateOpportunityMutation = { __typename?: 'Mutation', createOpportunity: { __typename?: 'Opportunity', id: string, title: string, type: OpportunityType, description: string, link: string, openingDate?: string | null, closingDate?: string | null, createdAt: string, updatedAt: string } };

export type AdminUpdateOpportunityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: OpportunityPatch;
}>;


export type AdminUpdateOpportunityMutation = { __typename?: 'Mutation', updateOpportunity: { __typename?: 'Opportunity', id: string, title: string, type: OpportunityType, description: string, link: string, openingDate?: string | null, closingDate?: string | null, createdAt: string, updatedAt: string } };

export type AdminDeleteOpportunityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteOpportunityMutation = { __typename?: 'Mutation', deleteOpportunity: string };

export type AdminPaperFileFragment = { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number };

export type AdminPaperFieldsFragment = { __typename?: 'Paper', id: string, title: string, description: string, paperType: PaperType, createdAt: string, updatedAt: string, canEdit: boolean, image?: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } | null, pdf: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } };

export type AdminPapersQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminPapersQuery = { __typename?: 'Query', papers: { __typename?: 'PaperConnection', totalCount: number, nodes: Array<{ __typename?: 'Paper', id: string, title: string, description: string, paperType: PaperType, createdAt: string, updatedAt: string, canEdit: boolean, image?: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } | null, pdf: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminPaperQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminPaperQuery = { __typename?: 'Query', paper: { __typename?: 'Paper', id: string, title: string, description: string, paperType: PaperType, createdAt: string, updatedAt: string, canEdit: boolean, image?: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } | null, pdf: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } } };

export type AdminUploadPaperMutationVariables = Exact<{
  input: PaperInput;
  pdf: Scalars['Upload']['input'];
  image?: InputMaybe<Scalars['Upload']['input']>;
}>;


export type AdminUploadPaperMutation = { __typename?: 'Mutation', uploadPaper: { __typename?: 'Paper', id: string, title: string, description: string, paperType: PaperType, createdAt: string, updatedAt: string, canEdit: boolean, image?: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } | null, pdf: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } } };

export type AdminUpdatePaperMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: PaperInput;
  pdf?: InputMaybe<Scalars['Upload']['input']>;
  image?: InputMaybe<Scalars['Upload']['input']>;
  removeImage?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type AdminUpdatePaperMutation = { __typename?: 'Mutation', updatePaper: { __typename?: 'Paper', id: string, title: string, description: string, paperType: PaperType, createdAt: string, updatedAt: string, canEdit: boolean, image?: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } | null, pdf: { __typename?: 'StoredFile', id: string, url: string, filename: string, size: number } } };

export type AdminDeletePaperMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeletePaperMutation = { __typename?: 'Mutation', deletePaper: string };

export type PaperCardFieldsFragment = { __typename?: 'Paper', id: string, title: string, description: string, paperType: PaperType, createdAt: string, image?: { __typename?: 'StoredFile', id: string, url: string } | null, pdf: { __typename?: 'StoredFile', id: string, url: string, size: number } };

export type PapersArchiveQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type PapersArchiveQuery = { __typename?: 'Query', papers: { __typename?: 'PaperConnection', totalCount: number, nodes: Array<{ __typename?: 'Paper', id: string, title: string, description: string, paperType: PaperType, createdAt: string, image?: { __typename?: 'StoredFile', id: string, url: string } | null, pdf: { __typename?: 'StoredFile', id: string, url: string, size: number } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type ApiTokenFieldsFragment = { __typename?: 'PersonalAccessToken', id: string, name: string, scopes: Array<string>, createdAt: string, lastUsedAt?: string | null, expiresAt: string, revokedAt?: string | null };

export type MyApiTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type MyApiTokensQuery = { __typename?: 'Query', personalAccessTokens: Array<{ __typename?: 'PersonalAccessToken', id: string, name: string, scopes: Array<string>, createdAt: string, lastUsedAt?: string | null, expiresAt: string, revokedAt?: string | null }>, apiScopes: Array<{ __typename?: 'ApiScopeInfo', name: string, description: string }> };

export type CreateApiTokenMutationVariables = Exact<{
  input: CreatePersonalAccessTokenInput;
}>;


export type CreateApiTokenMutation = { __typename?: 'Mutation', createPersonalAccessToken: { __typename?: 'CreatedPersonalAccessToken', secret: string, token: { __typename?: 'PersonalAccessToken', id: string, name: string, scopes: Array<string>, createdAt: string, lastUsedAt?: string | null, expiresAt: string, revokedAt?: string | null } } };

export type RevokeApiTokenMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RevokeApiTokenMutation = { __typename?: 'Mutation', revokePersonalAccessToken: { __typename?: 'PersonalAccessToken', id: string, name: string, scopes: Array<string>, createdAt: string, lastUsedAt?: string | null, expiresAt: string, revokedAt?: string | null } };

export type ProfileFieldsFragment = { __typename?: 'User', id: string, name: string, surname: string, email: string, role: Role, bio?: string | null, location?: string | null, website?: string | null, phone?: string | null, avatar?: string | null, createdAt: string };

export type MyProfileQueryVariables = Exact<{ [key: string]: never; }>;


export type MyProfileQuery = { __typename?: 'Query', me: { __typename?: 'User', id: string, name: string, surname: string, email: string, role: Role, bio?: string | null, location?: string | null, website?: string | null, phone?: string | null, avatar?: string | null, createdAt: string } };

export type UpdateProfileMutationVariables = Exact<{
  input: ProfileInput;
  avatar?: InputMaybe<Scalars['Upload']['input']>;
  removeAvatar?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type UpdateProfileMutation = { __typename?: 'Mutation', updateProfile: { __typename?: 'User', id: string, name: string, surname: string, email: string, role: Role, bio?: string | null, location?: string | null, website?: string | null, phone?: string | null, avatar?: string | null, createdAt: string } };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { __typename?: 'Mutation', changePassword: { __typename?: 'SessionUser', id: string, name: string, surname: string, email: string, role: Role, token: string } };

export type ProfileLearnerStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileLearnerStatsQuery = { __typename?: 'Query', learnerDashboard: { __typename?: 'LearnerDashboard', attempts: number, passed: number, averagePercentage: number } };

export type ProfileTutorStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileTutorStatsQuery = { __typename?: 'Query', tutorDashboard: { __typename?: 'TutorDashboard', activities: number, chapters: number, quizzes: number, publishedQuizzes: number, attempts: number, averagePercentage: number } };

export type ProfileAdminStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type ProfileAdminStatsQuery = { __typename?: 'Query', adminDashboard: { __typename?: 'AdminDashboard', papers: number, courses: number, openOpportunities: number, unrepliedMessages: number, users: { __typename?: 'RoleCounts', admins: number, tutors: number, learners: number } } };

export type StudySettingsFieldsFragment = { __typename?: 'StudySettings', timeZone: string, desiredRetention: number, newCardsPerDay: number };

export type MyStudySettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyStudySettingsQuery = { __typename?: 'Query', myStudySettings: { __typename?: 'StudySettings', timeZone: string, desiredRetention: number, newCardsPerDay: number } };

export type UpdateStudySettingsMutationVariables = Exact<{
  input: StudySettingsInput;
}>;


export type UpdateStudySettingsMutation = { __typename?: 'Mutation', updateStudySettings: { __typename?: 'StudySettings', timeZone: string, desiredRetention: number, newCardsPerDay: number } };

export type BankQuestionVersionFieldsFragment = { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null };

export type BankQuestionFieldsFragment = { __typename?: 'BankQuestion', id: string, title: string, tags: Array<string>, difficulty?: number | null, type: QuestionType, version: number, quizCount: number, retiredAt?: string | null, createdAt: string, updatedAt: string, question: { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null } };

export type BankQuestionWithVersionsFragment = { __typename?: 'BankQuestion', id: string, title: string, tags: Array<string>, difficulty?: number | null, type: QuestionType, version: number, quizCount: number, retiredAt?: string | null, createdAt: string, updatedAt: string, usedBy: Array<{ __typename?: 'BankQuestionUse', quizId: string, quizTitle: string, version: number, attemptCount: number }>, versions: Array<{ __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, question: { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null } };

export type QuestionBankQueryVariables = Exact<{
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  tags?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
  type?: InputMaybe<QuestionType>;
  difficulty?: InputMaybe<Scalars['Int']['input']>;
  includeRetired?: InputMaybe<Scalars['Boolean']['input']>;
}>;


export type QuestionBankQuery = { __typename?: 'Query', questionBank: { __typename?: 'BankQuestionConnection', totalCount: number, nodes: Array<{ __typename?: 'BankQuestion', id: string, title: string, tags: Array<string>, difficulty?: number | null, type: QuestionType, version: number, quizCount: number, retiredAt?: string | null, createdAt: string, updatedAt: string, question: { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type QuestionBankTagsQueryVariables = Exact<{ [key: string]: never; }>;


export type QuestionBankTagsQuery = { __typename?: 'Query', questionBankTags: Array<{ __typename?: 'BankTag', tag: string, count: number }> };

export type BankQuestionQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type BankQuestionQuery = { __typename?: 'Query', bankQuestion: { __typename?: 'BankQuestion', id: string, title: string, tags: Array<string>, difficulty?: number | null, type: QuestionType, version: number, quizCount: number, retiredAt?: string | null, createdAt: string, updatedAt: string, usedBy: Array<{ __typename?: 'BankQuestionUse', quizId: string, quizTitle: string, version: number, attemptCount: number }>, versions: Array<{ __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, question: { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null } } };

export type CreateBankQuestionMutationVariables = Exact<{
  input: BankQuestionInput;
}>;


export type CreateBankQuestionMutation = { __typename?: 'Mutation', createBankQuestion: { __typename?: 'BankQuestion', id: string, title: string, tags: Array<string>, difficulty?: number | null, type: QuestionType, version: number, quizCount: number, retiredAt?: string | null, createdAt: string, updatedAt: string, usedBy: Array<{ __typename?: 'BankQuestionUse', quizId: string, quizTitle: string, version: number, attemptCount: number }>, versions: Array<{ __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, question: { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null } } };

export type UpdateBankQuestionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: BankQuestionInput;
}>;


export type UpdateBankQuestionMutation = { __typename?: 'Mutation', updateBankQuestion: { __typename?: 'BankQuestion', id: string, title: string, tags: Array<string>, difficulty?: number | null, type: QuestionType, version: number, quizCount: number, retiredAt?: string | null, createdAt: string, updatedAt: string, usedBy: Array<{ __typename?: 'BankQuestionUse', quizId: string, quizTitle: string, version: number, attemptCount: number }>, versions: Array<{ __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, question: { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null } } };

export type RetireBankQuestionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RetireBankQuestionMutation = { __typename?: 'Mutation', retireBankQuestion: { __typename?: 'BankQuestion', id: string, retiredAt?: string | null, updatedAt: string } };

export type RestoreBankQuestionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type RestoreBankQuestionMutation = { __typename?: 'Mutation', restoreBankQuestion: { __typename?: 'BankQuestion', id: string, retiredAt?: string | null, updatedAt: string } };

export type DeleteBankQuestionMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type DeleteBankQuestionMutation = { __typename?: 'Mutation', deleteBankQuestion: string };

export type ImportQuestionsIntoBankMutationVariables = Exact<{
  format: QuestionImportFormat;
  file: Scalars['Upload']['input'];
  tags?: InputMaybe<Array<Scalars['String']['input']> | Scalars['String']['input']>;
}>;


export type ImportQuestionsIntoBankMutation = { __typename?: 'Mutation', importQuestionsIntoBank: Array<{ __typename?: 'BankQuestion', id: string, title: string, tags: Array<string>, difficulty?: number | null, type: QuestionType, version: number, quizCount: number, retiredAt?: string | null, createdAt: string, updatedAt: string, question: { __typename?: 'BankQuestionVersion', version: number, createdAt: string, type?: QuestionType | null, questionText: string, textFormat?: TextFormat | null, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null } }> };

export type PreviewRegradeQueryVariables = Exact<{
  quizId: Scalars['ID']['input'];
  questionId: Scalars['ID']['input'];
  mode: RegradeMode;
}>;


export type PreviewRegradeQuery = { __typename?: 'Query', previewRegrade: { __typename?: 'RegradePreview', mode: RegradeMode, fromVersions: Array<number>, toVersion: number, attemptCount: number, attemptsAffected: number, scoresUp: number, scoresDown: number, passedToFailed: number, failedToPassed: number, changes: Array<{ __typename?: 'RegradeChange', attemptId: string, learnerId: string, learnerName: string, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number, oldPassed: boolean, newPassed: boolean }> } };

export type QuizRegradeFieldsFragment = { __typename?: 'QuizRegrade', id: string, quizId?: string | null, questionId: string, toVersion: number, mode: RegradeMode, status: RegradeStatus, requestedAt: string, finishedAt?: string | null, attemptCount?: number | null, attemptsChanged?: number | null, error?: string | null };

export type RegradeMutationVariables = Exact<{
  quizId: Scalars['ID']['input'];
  questionId: Scalars['ID']['input'];
  mode: RegradeMode;
}>;


export type RegradeMutation = { __typename?: 'Mutation', regrade: { __typename?: 'QuizRegrade', id: string, quizId?: string | null, questionId: string, toVersion: number, mode: RegradeMode, status: RegradeStatus, requestedAt: string, finishedAt?: string | null, attemptCount?: number | null, attemptsChanged?: number | null, error?: string | null } };

export type QuizRegradeQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type QuizRegradeQuery = { __typename?: 'Query', quizRegrade: { __typename?: 'QuizRegrade', id: string, quizId?: string | null, questionId: string, toVersion: number, mode: RegradeMode, status: RegradeStatus, requestedAt: string, finishedAt?: string | null, attemptCount?: number | null, attemptsChanged?: number | null, error?: string | null } };

export type AuthoringQuizFieldsFragment = { __typename?: 'Quiz', id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null };

export type AuthoringQuizQuestionFieldsFragment = { __typename?: 'Quiz', questions: Array<{ __typename?: 'QuizQuestion', options: Array<string>, correctAnswerIndex?: number | null, type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }> };

export type AuthoringQuestionAnswerFieldsFragment = { __typename?: 'QuizQuestion', type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null };

export type AuthoringQuizSlotFieldsFragment = { __typename?: 'Quiz', slots?: Array<{ __typename?: 'QuizSlot', kind: QuizSlotKind, questionId?: string | null, version?: number | null, questionIndex?: number | null, randomTag?: string | null, difficulty?: number | null, count: number, poolSize?: number | null }> | null };

export type AuthoringPoolSizeQueryVariables = Exact<{
  tag: Scalars['String']['input'];
  difficulty?: InputMaybe<Scalars['Int']['input']>;
}>;


export type AuthoringPoolSizeQuery = { __typename?: 'Query', questionBankPoolSize: number };

export type TutorQuizzesQueryVariables = Exact<{
  chapterId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TutorQuizzesQuery = { __typename?: 'Query', chapter: { __typename?: 'Chapter', id: string, title: string, activityId: string }, quizzes: { __typename?: 'QuizConnection', totalCount: number, nodes: Array<{ __typename?: 'Quiz', id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AuthoringChapterQueryVariables = Exact<{
  chapterId: Scalars['ID']['input'];
}>;


export type AuthoringChapterQuery = { __typename?: 'Query', chapter: { __typename?: 'Chapter', id: string, title: string, activityId: string } };

export type AuthoringQuizQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AuthoringQuizQuery = { __typename?: 'Query', quiz: { __typename?: 'Quiz', id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, chapter: { __typename?: 'Chapter', id: string, title: string, activityId: string }, questions: Array<{ __typename?: 'QuizQuestion', options: Array<string>, correctAnswerIndex?: number | null, type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, slots?: Array<{ __typename?: 'QuizSlot', kind: QuizSlotKind, questionId?: string | null, version?: number | null, questionIndex?: number | null, randomTag?: string | null, difficulty?: number | null, count: number, poolSize?: number | null }> | null } };

export type AuthoringQuizInsightFieldsFragment = { __typename?: 'QuizInsight', quizId: string, attemptCount: number, passedCount: number, averageScore: number, averagePercentage: number, passRate: number, standardDeviation?: number | null, cronbachAlpha?: number | null, questions: Array<{ __typename?: 'QuizQuestionInsight', questionIndex: number, questionId?: string | null, questionText: string, type: QuestionType, answerCount: number, correctAnswerIndex?: number | null, correctCount: number, correctRate: number, averagePoints: number, optionCounts: Array<number>, pairCorrectRates: Array<number>, facilityIndex?: number | null, discriminationIndex?: number | null, optionTopThirdShares: Array<number>, optionBottomThirdShares: Array<number>, topAnswers: Array<{ __typename?: 'AnswerCount', answer: string, count: number }> }> };

export type AuthoringQuizInsightQueryVariables = Exact<{
  quizId: Scalars['ID']['input'];
}>;


export type AuthoringQuizInsightQuery = { __typename?: 'Query', quizInsight: { __typename?: 'QuizInsight', quizId: string, attemptCount: number, passedCount: number, averageScore: number, averagePercentage: number, passRate: number, standardDeviation?: number | null, cronbachAlpha?: number | null, questions: Array<{ __typename?: 'QuizQuestionInsight', questionIndex: number, questionId?: string | null, questionText: string, type: QuestionType, answerCount: number, correctAnswerIndex?: number | null, correctCount: number, correctRate: number, averagePoints: number, optionCounts: Array<number>, pairCorrectRates: Array<number>, facilityIndex?: number | null, discriminationIndex?: number | null, optionTopThirdShares: Array<number>, optionBottomThirdShares: Array<number>, topAnswers: Array<{ __typename?: 'AnswerCount', answer: string, count: number }> }> } };

export type AuthoringQuizAttemptSubmittedSubscriptionVariables = Exact<{
  quizId: Scalars['ID']['input'];
}>;


export type AuthoringQuizAttemptSubmittedSubscription = { __typename?: 'Subscription', quizAttemptSubmitted: { __typename?: 'QuizAttemptSubmitted', attempt: { __typename?: 'QuizAttempt', id: string }, insight: { __typename?: 'QuizInsight', quizId: string, attemptCount: number, passedCount: number, averageScore: number, averagePercentage: number, passRate: number, standardDeviation?: number | null, cronbachAlpha?: number | null, questions: Array<{ __typename?: 'QuizQuestionInsight', questionIndex: number, questionId?: string | null, questionText: string, type: QuestionType, answerCount: number, correctAnswerIndex?: number | null, correctCount: number, correctRate: number, averagePoints: number, optionCounts: Array<number>, pairCorrectRates: Array<number>, facilityIndex?: number | null, discriminationIndex?: number | null, optionTopThirdShares: Array<number>, optionBottomThirdShares: Array<number>, topAnswers: Array<{ __typename?: 'AnswerCount', answer: string, count: number }> }> } } };

export type AuthoringCreateQuizMutationVariables = Exact<{
  chapterId: Scalars['ID']['input'];
  input: QuizInput;
}>;


export type AuthoringCreateQuizMutation = { __typename?: 'Mutation', createQuiz: { __typename?: 'Quiz', id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', options: Array<string>, correctAnswerIndex?: number | null, type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, slots?: Array<{ __typename?: 'QuizSlot', kind: QuizSlotKind, questionId?: string | null, version?: number | null, questionIndex?: number | null, randomTag?: string | null, difficulty?: number | null, count: number, poolSize?: number | null }> | null } };

export type AuthoringUpdateQuizMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: QuizInput;
}>;


export type AuthoringUpdateQuizMutation = { __typename?: 'Mutation', updateQuiz: { __typename?: 'Quiz', updatedAt: string, id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', options: Array<string>, correctAnswerIndex?: number | null, type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, slots?: Array<{ __typename?: 'QuizSlot', kind: QuizSlotKind, questionId?: string | null, version?: number | null, questionIndex?: number | null, randomTag?: string | null, difficulty?: number | null, count: number, poolSize?: number | null }> | null } };

export type AuthoringUpdateQuizSettingsMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  settings: QuizSettingsInput;
}>;


export type AuthoringUpdateQuizSettingsMutation = { __typename?: 'Mutation', updateQuizSettings: { __typename?: 'Quiz', updatedAt: string, id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null } };

export type AuthoringPublishQuizMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AuthoringPublishQuizMutation = { __typename?: 'Mutation', publishQuiz: { __typename?: 'Quiz', id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string>, options: Array<string>, correctAnswerIndex?: number | null, type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, myAttempt?: { __typename?: 'QuizAttempt', id: string } | null, myAttemptInProgress?: { __typename?: 'QuizAttemptInProgress', id: string } | null } };

export type AuthoringUnpublishQuizMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AuthoringUnpublishQuizMutation = { __typename?: 'Mutation', unpublishQuiz: { __typename?: 'Quiz', id: string, isPublished: boolean } };

export type AuthoringDeleteQuizMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AuthoringDeleteQuizMutation = { __typename?: 'Mutation', deleteQuiz: string };

export type SkippedImportFieldsFragment = { __typename?: 'SkippedImport', line?: number | null, position?: number | null, name?: string | null, reason: string };

export type ExportedFileFieldsFragment = { __typename?: 'ExportedFile', filename: string, mimeType: string, content: string };

export type PreviewQuestionImportMutationVariables = Exact<{
  format: QuestionImportFormat;
  file: Scalars['Upload']['input'];
}>;


export type PreviewQuestionImportMutation = { __typename?: 'Mutation', previewQuestionImport: { __typename?: 'QuestionImportPreview', questions: Array<{ __typename?: 'ImportedQuestion', title?: string | null, type?: QuestionType | null, questionText: string, points?: number | null, generalFeedback?: string | null, options?: Array<string> | null, correctAnswerIndex?: number | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive?: boolean | null, extraMatches?: Array<string> | null, line?: number | null, position?: number | null, notes: Array<string>, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }>, skipped: Array<{ __typename?: 'SkippedImport', line?: number | null, position?: number | null, name?: string | null, reason: string }> } };

export type ImportQuizMutationVariables = Exact<{
  chapterId: Scalars['ID']['input'];
  title: Scalars['String']['input'];
  instructions: Scalars['String']['input'];
  format: QuestionImportFormat;
  file: Scalars['Upload']['input'];
}>;


export type ImportQuizMutation = { __typename?: 'Mutation', importQuiz: { __typename?: 'Quiz', id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', options: Array<string>, correctAnswerIndex?: number | null, type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }> } };

export type ImportQuestionsIntoQuizMutationVariables = Exact<{
  quizId: Scalars['ID']['input'];
  format: QuestionImportFormat;
  file: Scalars['Upload']['input'];
}>;


export type ImportQuestionsIntoQuizMutation = { __typename?: 'Mutation', importQuestionsIntoQuiz: { __typename?: 'Quiz', id: string, chapterId: string, title: string, instructions: string, isPublished: boolean, createdAt: string, questionCount: number, attemptCount?: number | null, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', options: Array<string>, correctAnswerIndex?: number | null, type: QuestionType, questionText: string, points: number, textFormat: TextFormat, generalFeedback?: string | null, optionCredits?: Array<number> | null, optionFeedback?: Array<string | null> | null, correctBoolean?: boolean | null, caseSensitive: boolean, extraMatches?: Array<string> | null, acceptedAnswers?: Array<{ __typename?: 'AcceptedAnswer', text: string, credit: number, feedback?: string | null }> | null, numericAnswers?: Array<{ __typename?: 'NumericAnswer', value?: number | null, tolerance?: number | null, min?: number | null, max?: number | null, credit: number, feedback?: string | null }> | null, pairs?: Array<{ __typename?: 'MatchingPair', prompt: string, match: string }> | null }> } };

export type ExportQuizQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  format: QuizExportFormat;
}>;


export type ExportQuizQuery = { __typename?: 'Query', quizExport: { __typename?: 'ExportedFile', filename: string, mimeType: string, content: string } };

export type LearnerQuizAttemptFieldsFragment = { __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> };

export type AttemptRegradeFieldsFragment = { __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number };

export type ChapterHeaderFieldsFragment = { __typename?: 'Chapter', id: string, title: string, activityId: string };

export type LearnerQuizQuestionFieldsFragment = { __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> };

export type SavedAnswerFieldsFragment = { __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null };

export type LearnerAttemptInProgressFieldsFragment = { __typename?: 'QuizAttemptInProgress', id: string, quizId: string, attemptNumber: number, startedAt: string, deadline: string, serverTime: string, savedAt?: string | null, savedAnswers: Array<{ __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null }>, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }> };

export type LearnerQuizFieldsFragment = { __typename?: 'Quiz', id: string, title: string, instructions: string, createdAt: string, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, myAttempt?: { __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> } | null, myAttemptInProgress?: { __typename?: 'QuizAttemptInProgress', id: string, quizId: string, attemptNumber: number, startedAt: string, deadline: string, serverTime: string, savedAt?: string | null, savedAnswers: Array<{ __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null }>, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }> } | null };

export type LearnerQuizQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type LearnerQuizQuery = { __typename?: 'Query', quiz: { __typename?: 'Quiz', id: string, title: string, instructions: string, createdAt: string, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, myAttempt?: { __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> } | null, myAttemptInProgress?: { __typename?: 'QuizAttemptInProgress', id: string, quizId: string, attemptNumber: number, startedAt: string, deadline: string, serverTime: string, savedAt?: string | null, savedAnswers: Array<{ __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null }>, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }> } | null } };

export type StartQuizAttemptMutationVariables = Exact<{
  quizId: Scalars['ID']['input'];
}>;


export type StartQuizAttemptMutation = { __typename?: 'Mutation', startQuizAttempt: { __typename?: 'QuizAttemptInProgress', id: string, quizId: string, attemptNumber: number, startedAt: string, deadline: string, serverTime: string, savedAt?: string | null, savedAnswers: Array<{ __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null }>, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }> } };

export type SaveQuizAnswersMutationVariables = Exact<{
  attemptId: Scalars['ID']['input'];
  answers: Array<QuizAnswerInput> | QuizAnswerInput;
}>;


export type SaveQuizAnswersMutation = { __typename?: 'Mutation', saveQuizAnswers: { __typename?: 'QuizAttemptInProgress', id: string, savedAt?: string | null, serverTime: string, savedAnswers: Array<{ __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null }> } };

export type LearnerChapterQuizzesQueryVariables = Exact<{
  chapterId: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type LearnerChapterQuizzesQuery = { __typename?: 'Query', chapter: { __typename?: 'Chapter', id: string, title: string, activityId: string }, publishedQuizzes: { __typename?: 'QuizConnection', totalCount: number, nodes: Array<{ __typename?: 'Quiz', id: string, title: string, instructions: string, createdAt: string, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, myAttempt?: { __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> } | null, myAttemptInProgress?: { __typename?: 'QuizAttemptInProgress', id: string, quizId: string, attemptNumber: number, startedAt: string, deadline: string, serverTime: string, savedAt?: string | null, savedAnswers: Array<{ __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null }>, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }> } | null }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type SubmitQuizAttemptMutationVariables = Exact<{
  quizId: Scalars['ID']['input'];
  answers: Array<QuizAnswerInput> | QuizAnswerInput;
}>;


export type SubmitQuizAttemptMutation = { __typename?: 'Mutation', submitQuizAttempt: { __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> } };

export type MyQuizAttemptsQueryVariables = Exact<{
  passed?: InputMaybe<Scalars['Boolean']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type MyQuizAttemptsQuery = { __typename?: 'Query', myQuizAttempts: { __typename?: 'QuizAttemptHistory', totalCount: number, nodes: Array<{ __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> }>, stats: { __typename?: 'QuizAttemptStats', totalAttempts: number, passedCount: number, averagePercentage: number }, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type LearnerChapterQuizzesChangedSubscriptionVariables = Exact<{
  chapterId: Scalars['ID']['input'];
}>;


export type LearnerChapterQuizzesChangedSubscription = { __typename?: 'Subscription', chapterQuizzesChanged: { __typename?: 'ChapterQuizChange', change: QuizChange, chapterId: string, quizId: string, quiz?: { __typename?: 'Quiz', isPublished: boolean, id: string, title: string, instructions: string, createdAt: string, timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number, window: QuizWindow, myAttemptsLeft?: number | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, myAttempt?: { __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> } | null, myAttemptInProgress?: { __typename?: 'QuizAttemptInProgress', id: string, quizId: string, attemptNumber: number, startedAt: string, deadline: string, serverTime: string, savedAt?: string | null, savedAnswers: Array<{ __typename?: 'SavedAnswer', questionIndex: number, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, numberAnswer?: string | null, matchIndexes?: Array<number | null> | null }>, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }> } | null } | null } };

export type MyAttemptRegradedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type MyAttemptRegradedSubscription = { __typename?: 'Subscription', myAttemptRegraded: { __typename?: 'QuizAttempt', id: string, quizId?: string | null, quizTitle: string, activityId?: string | null, activityTitle?: string | null, chapterId?: string | null, chapterTitle?: string | null, score: number, total: number, points: number, maxPoints: number, gradingStatus: GradingStatus, percentage: number, passPercentage: number, passed: boolean, attemptNumber: number, startedAt?: string | null, submittedAt: string, reviewPolicy?: ReviewPolicy | null, quizClosesAt?: string | null, questions: Array<{ __typename?: 'QuizQuestion', index: number, type: QuestionType, points: number, textFormat: TextFormat, questionText: string, options: Array<string>, optionIndexes: Array<number>, prompts: Array<string>, matches: Array<string> }>, answers: Array<{ __typename?: 'QuizAttemptAnswer', questionIndex: number, type: QuestionType, selectedOptionIndex?: number | null, selectedOptionIndexes?: Array<number> | null, booleanAnswer?: boolean | null, textAnswer?: string | null, matchIndexes?: Array<number | null> | null, correctAnswerIndex?: number | null, isCorrect?: boolean | null, points?: number | null, maxPoints: number, needsGrading: boolean, feedback?: string | null, correctAnswer?: string | null, generalFeedback?: string | null, comment?: string | null }>, regrades: Array<{ __typename?: 'AttemptRegrade', mode: RegradeMode, regradedAt: string, regradedByName?: string | null, oldPoints: number, newPoints: number, oldMaxPoints: number, newMaxPoints: number }> } };

export type MyQuizAttemptStatsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyQuizAttemptStatsQuery = { __typename?: 'Query', myQuizAttempts: { __typename?: 'QuizAttemptHistory', stats: { __typename?: 'QuizAttemptStats', totalAttempts: number, passedCount: number, averagePercentage: number } } };

export type CourseStudyInsightsQueryVariables = Exact<{ [key: string]: never; }>;


export type CourseStudyInsightsQuery = { __typename?: 'Query', courseStudyInsights: Array<{ __typename?: 'CourseStudyInsight', learners: number, reviews: number, course: { __typename?: 'Course', id: string, title: string }, hardestCards: Array<{ __typename?: 'HardCard', again: number, reviews: number, card: { __typename?: 'CourseQuestion', id: string, question: string } }> }> };

export type TutorChapterFieldsFragment = { __typename?: 'Chapter', activityId: string, id: string, title: string, description: string, content: ChapterContent, createdAt: string, updatedAt: string };

export type TutorFigureFieldsFragment = { __typename?: 'TutorDashboard', activities: number, chapters: number, quizzes: number, publishedQuizzes: number, attempts: number, averagePercentage: number };

export type TutorDashboardFiguresQueryVariables = Exact<{ [key: string]: never; }>;


export type TutorDashboardFiguresQuery = { __typename?: 'Query', tutorDashboard: { __typename?: 'TutorDashboard', activities: number, chapters: number, quizzes: number, publishedQuizzes: number, attempts: number, averagePercentage: number } };

export type TutorActivitiesQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TutorActivitiesQuery = { __typename?: 'Query', myActivities: { __typename?: 'ActivityConnection', totalCount: number, nodes: Array<{ __typename?: 'Activity', id: string, title: string, description: string, createdAt: string, poster: { __typename?: 'UserDetails', name: string, surname: string } }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type TutorActivityDetailsQueryVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TutorActivityDetailsQuery = { __typename?: 'Query', activity: { __typename?: 'Activity', id: string, title: string, description: string, createdAt: string, poster: { __typename?: 'UserDetails', name: string, surname: string } } };

export type TutorActivityChaptersQueryVariables = Exact<{
  id: Scalars['ID']['input'];
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type TutorActivityChaptersQuery = { __typename?: 'Query', activity: { __typename?: 'Activity', id: string, chapterCount: number, chapters: { __typename?: 'ChapterConnection', totalCount: number, nodes: Array<{ __typename?: 'Chapter', activityId: string, id: string, title: string, description: string, content: ChapterContent, createdAt: string, updatedAt: string }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } } };

export type TutorCreateActivityMutationVariables = Exact<{
  input: ActivityInput;
}>;


export type TutorCreateActivityMutation = { __typename?: 'Mutation', createActivity: { __typename?: 'Activity', id: string, title: string, description: string, createdAt: string, poster: { __typename?: 'UserDetails', name: string, surname: string } } };

export type TutorDeleteActivityMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TutorDeleteActivityMutation = { __typename?: 'Mutation', deleteActivity: string };

export type TutorCreateChapterMutationVariables = Exact<{
  activityId: Scalars['ID']['input'];
  input: ChapterInput;
}>;


export type TutorCreateChapterMutation = { __typename?: 'Mutation', createChapter: { __typename?: 'Chapter', activityId: string, id: string, title: string, description: string, content: ChapterContent, createdAt: string, updatedAt: string } };

export type TutorUpdateChapterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: ChapterInput;
}>;


export type TutorUpdateChapterMutation = { __typename?: 'Mutation', updateChapter: { __typename?: 'Chapter', activityId: string, id: string, title: string, description: string, content: ChapterContent, createdAt: string, updatedAt: string } };

export type TutorDeleteChapterMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type TutorDeleteChapterMutation = { __typename?: 'Mutation', deleteChapter: string };

export type AdminUserFieldsFragment = { __typename?: 'User', id: string, name: string, surname: string, email: string, role: Role };

export type AdminUsersQueryVariables = Exact<{
  search?: InputMaybe<Scalars['String']['input']>;
  first?: InputMaybe<Scalars['Int']['input']>;
  after?: InputMaybe<Scalars['String']['input']>;
}>;


export type AdminUsersQuery = { __typename?: 'Query', users: { __typename?: 'UserConnection', totalCount: number, nodes: Array<{ __typename?: 'User', id: string, name: string, surname: string, email: string, role: Role }>, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } } };

export type AdminUpdateUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
  input: AdminUserInput;
}>;


export type AdminUpdateUserMutation = { __typename?: 'Mutation', updateUser: { __typename?: 'User', id: string, name: string, surname: string, email: string, role: Role } };

export type AdminDeleteUserMutationVariables = Exact<{
  id: Scalars['ID']['input'];
}>;


export type AdminDeleteUserMutation = { __typename?: 'Mutation', deleteUser: string };

type ListEnd_ActivityConnection_Fragment = { __typename?: 'ActivityConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_AuditEntryConnection_Fragment = { __typename?: 'AuditEntryConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_BankQuestionConnection_Fragment = { __typename?: 'BankQuestionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_ChapterConnection_Fragment = { __typename?: 'ChapterConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_ContactMessageConnection_Fragment = { __typename?: 'ContactMessageConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_CourseConnection_Fragment = { __typename?: 'CourseConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_CourseQuestionConnection_Fragment = { __typename?: 'CourseQuestionConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_DevMailConnection_Fragment = { __typename?: 'DevMailConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_EssayToGradeConnection_Fragment = { __typename?: 'EssayToGradeConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_GradebookRowConnection_Fragment = { __typename?: 'GradebookRowConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_OpportunityConnection_Fragment = { __typename?: 'OpportunityConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_PaperConnection_Fragment = { __typename?: 'PaperConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_QuizAttemptConnection_Fragment = { __typename?: 'QuizAttemptConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_QuizAttemptHistory_Fragment = { __typename?: 'QuizAttemptHistory', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_QuizConnection_Fragment = { __typename?: 'QuizConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

type ListEnd_UserConnection_Fragment = { __typename?: 'UserConnection', totalCount: number, pageInfo: { __typename?: 'PageInfo', hasNextPage: boolean, endCursor?: string | null } };

export type ListEndFragment =
  | ListEnd_ActivityConnection_Fragment
  | ListEnd_AuditEntryConnection_Fragment
  | ListEnd_BankQuestionConnection_Fragment
  | ListEnd_ChapterConnection_Fragment
  | ListEnd_ContactMessageConnection_Fragment
  | ListEnd_CourseConnection_Fragment
  | ListEnd_CourseQuestionConnection_Fragment
  | ListEnd_DevMailConnection_Fragment
  | ListEnd_EssayToGradeConnection_Fragment
  | ListEnd_GradebookRowConnection_Fragment
  | ListEnd_OpportunityConnection_Fragment
  | ListEnd_PaperConnection_Fragment
  | ListEnd_QuizAttemptConnection_Fragment
  | ListEnd_QuizAttemptHistory_Fragment
  | ListEnd_QuizConnection_Fragment
  | ListEnd_UserConnection_Fragment
;

export type QuizSettingsFieldsFragment = { __typename?: 'Quiz', timeLimitMinutes?: number | null, opensAt?: string | null, closesAt?: string | null, shuffleQuestions: boolean, shuffleOptions: boolean, reviewPolicy: ReviewPolicy, attemptsAllowed?: number | null, gradingMethod: GradingMethod, passPercentage: number };

export type QuizAvailabilityFieldsFragment = { __typename?: 'Quiz', window: QuizWindow, myAttemptsLeft?: number | null };

export type QuizPassMarkFragment = { __typename?: 'Quiz', id: string, passPercentage: number };

export const QuizAccommodationFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAccommodationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAccommodation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"learnerId"}},{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"timeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"extraMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"extraAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<QuizAccommodationFieldsFragment, unknown>;
export const ActivitySummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}}]} as unknown as DocumentNode<ActivitySummaryFieldsFragment, unknown>;
export const AdminFigureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admins"}},{"kind":"Field","name":{"kind":"Name","value":"tutors"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"papers"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"openOpportunities"}},{"kind":"Field","name":{"kind":"Name","value":"unrepliedMessages"}}]}}]} as unknown as DocumentNode<AdminFigureFieldsFragment, unknown>;
export const AuditEntryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenName"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"operationName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"targetIds"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}}]} as unknown as DocumentNode<AuditEntryFieldsFragment, unknown>;
export const SessionUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]} as unknown as DocumentNode<SessionUserFieldsFragment, unknown>;
export const AdminCourseQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}}]}}]} as unknown as DocumentNode<AdminCourseQuestionFieldsFragment, unknown>;
export const CourseSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CourseSummaryFieldsFragment, unknown>;
export const AdminCourseFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<AdminCourseFieldsFragment, unknown>;
export const PracticeCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"intervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]} as unknown as DocumentNode<PracticeCardFieldsFragment, unknown>;
export const PracticeStudyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeStudyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"queueSize"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"dueNow"}},{"kind":"Field","name":{"kind":"Name","value":"dueToday"}},{"kind":"Field","name":{"kind":"Name","value":"newToday"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeCardFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"intervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}}]} as unknown as DocumentNode<PracticeStudyFieldsFragment, unknown>;
export const LearnerFigureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearnerDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]} as unknown as DocumentNode<LearnerFigureFieldsFragment, unknown>;
export const DevMailSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevMailSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<DevMailSummaryFieldsFragment, unknown>;
export const GradebookQuizFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradebookQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradebookQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}}]} as unknown as DocumentNode<GradebookQuizFieldsFragment, unknown>;
export const GradebookRowFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradebookRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradebookRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]} as unknown as DocumentNode<GradebookRowFieldsFragment, unknown>;
export const EssayToGradeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EssayToGradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EssayToGrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"gradedAt"}}]}}]} as unknown as DocumentNode<EssayToGradeFieldsFragment, unknown>;
export const ContactReplyDeliveryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}}]} as unknown as DocumentNode<ContactReplyDeliveryFieldsFragment, unknown>;
export const AdminContactReplyFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}}]} as unknown as DocumentNode<AdminContactReplyFieldsFragment, unknown>;
export const AdminContactMessageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replied"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactReplyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}}]} as unknown as DocumentNode<AdminContactMessageFieldsFragment, unknown>;
export const OpportunitySummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OpportunitySummaryFieldsFragment, unknown>;
export const AdminOpportunityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminOpportunityFieldsFragment, unknown>;
export const AdminPaperFileFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<AdminPaperFileFragment, unknown>;
export const AdminPaperFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paperType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]} as unknown as DocumentNode<AdminPaperFieldsFragment, unknown>;
export const PaperCardFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paperType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}}]} as unknown as DocumentNode<PaperCardFieldsFragment, unknown>;
export const ApiTokenFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<ApiTokenFieldsFragment, unknown>;
export const ProfileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<ProfileFieldsFragment, unknown>;
export const StudySettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}}]}}]} as unknown as DocumentNode<StudySettingsFieldsFragment, unknown>;
export const BankQuestionVersionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}}]} as unknown as DocumentNode<BankQuestionVersionFieldsFragment, unknown>;
export const BankQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quizCount"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}}]} as unknown as DocumentNode<BankQuestionFieldsFragment, unknown>;
export const BankQuestionWithVersionsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionWithVersions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quizCount"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}}]} as unknown as DocumentNode<BankQuestionWithVersionsFragment, unknown>;
export const QuizRegradeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"toVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsChanged"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<QuizRegradeFieldsFragment, unknown>;
export const QuizSettingsFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}}]} as unknown as DocumentNode<QuizSettingsFieldsFragment, unknown>;
export const QuizAvailabilityFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}}]} as unknown as DocumentNode<QuizAvailabilityFieldsFragment, unknown>;
export const AuthoringQuizFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}}]} as unknown as DocumentNode<AuthoringQuizFieldsFragment, unknown>;
export const AuthoringQuestionAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}}]} as unknown as DocumentNode<AuthoringQuestionAnswerFieldsFragment, unknown>;
export const AuthoringQuizQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}}]} as unknown as DocumentNode<AuthoringQuizQuestionFieldsFragment, unknown>;
export const AuthoringQuizSlotFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizSlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"randomTag"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"poolSize"}}]}}]}}]} as unknown as DocumentNode<AuthoringQuizSlotFieldsFragment, unknown>;
export const AuthoringQuizInsightFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizInsightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizInsight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"passedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"standardDeviation"}},{"kind":"Field","name":{"kind":"Name","value":"cronbachAlpha"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"correctCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctRate"}},{"kind":"Field","name":{"kind":"Name","value":"averagePoints"}},{"kind":"Field","name":{"kind":"Name","value":"optionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"topAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairCorrectRates"}},{"kind":"Field","name":{"kind":"Name","value":"facilityIndex"}},{"kind":"Field","name":{"kind":"Name","value":"discriminationIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionTopThirdShares"}},{"kind":"Field","name":{"kind":"Name","value":"optionBottomThirdShares"}}]}}]}}]} as unknown as DocumentNode<AuthoringQuizInsightFieldsFragment, unknown>;
export const SkippedImportFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkippedImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkippedImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<SkippedImportFieldsFragment, unknown>;
export const ExportedFileFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportedFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]} as unknown as DocumentNode<ExportedFileFieldsFragment, unknown>;
export const ChapterHeaderFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]} as unknown as DocumentNode<ChapterHeaderFieldsFragment, unknown>;
export const LearnerQuizQuestionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}}]} as unknown as DocumentNode<LearnerQuizQuestionFieldsFragment, unknown>;
export const AttemptRegradeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}}]} as unknown as DocumentNode<AttemptRegradeFieldsFragment, unknown>;
export const LearnerQuizAttemptFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}}]} as unknown as DocumentNode<LearnerQuizAttemptFieldsFragment, unknown>;
export const SavedAnswerFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}}]} as unknown as DocumentNode<SavedAnswerFieldsFragment, unknown>;
export const LearnerAttemptInProgressFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttemptInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}}]} as unknown as DocumentNode<LearnerAttemptInProgressFieldsFragment, unknown>;
export const LearnerQuizFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}},{"kind":"Field","name":{"kind":"Name","value":"myAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptInProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttemptInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}}]}}]} as unknown as DocumentNode<LearnerQuizFieldsFragment, unknown>;
export const ChapterSummaryFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ChapterSummaryFieldsFragment, unknown>;
export const TutorChapterFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TutorChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<TutorChapterFieldsFragment, unknown>;
export const TutorFigureFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TutorFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TutorDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedQuizzes"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]} as unknown as DocumentNode<TutorFigureFieldsFragment, unknown>;
export const AdminUserFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AdminUserFieldsFragment, unknown>;
export const ListEndFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<ListEndFragment, unknown>;
export const QuizPassMarkFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizPassMark"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}}]} as unknown as DocumentNode<QuizPassMarkFragment, unknown>;
export const QuizAccommodationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizAccommodations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizAccommodations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAccommodationFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAccommodationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAccommodation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"learnerId"}},{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"timeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"extraMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"extraAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<QuizAccommodationsQuery, QuizAccommodationsQueryVariables>;
export const ActivityAccommodationsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ActivityAccommodations"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityAccommodations"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAccommodationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAccommodationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAccommodation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"learnerId"}},{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"timeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"extraMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"extraAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ActivityAccommodationsQuery, ActivityAccommodationsQueryVariables>;
export const SetQuizAccommodationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SetQuizAccommodation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAccommodationInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"setQuizAccommodation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAccommodationFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAccommodationFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAccommodation"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"learnerId"}},{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"timeFactor"}},{"kind":"Field","name":{"kind":"Name","value":"extraMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"extraAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<SetQuizAccommodationMutation, SetQuizAccommodationMutationVariables>;
export const RemoveQuizAccommodationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RemoveQuizAccommodation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"removeQuizAccommodation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<RemoveQuizAccommodationMutation, RemoveQuizAccommodationMutationVariables>;
export const MyQuizTermsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyQuizTerms"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"myTerms"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"accommodated"}},{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"quizTimeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"quizAttemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"quizOpensAt"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"window"}}]}}]}}]}}]} as unknown as DocumentNode<MyQuizTermsQuery, MyQuizTermsQueryVariables>;
export const MyAttemptDeadlineChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyAttemptDeadlineChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAttemptDeadlineChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}}]}}]}}]} as unknown as DocumentNode<MyAttemptDeadlineChangedSubscription, MyAttemptDeadlineChangedSubscriptionVariables>;
export const LearnerActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivitySummaryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<LearnerActivitiesQuery, LearnerActivitiesQueryVariables>;
export const LearnerActivityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerActivityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivitySummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}}]} as unknown as DocumentNode<LearnerActivityDetailsQuery, LearnerActivityDetailsQueryVariables>;
export const LearnerActivityChaptersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerActivityChapters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterSummaryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<LearnerActivityChaptersQuery, LearnerActivityChaptersQueryVariables>;
export const AdminDashboardFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminDashboardFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFigureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admins"}},{"kind":"Field","name":{"kind":"Name","value":"tutors"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"papers"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"openOpportunities"}},{"kind":"Field","name":{"kind":"Name","value":"unrepliedMessages"}}]}}]} as unknown as DocumentNode<AdminDashboardFiguresQuery, AdminDashboardFiguresQueryVariables>;
export const AuditLogDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuditLog"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"userId"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"operation"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"AuditOutcome"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"auditLog"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"userId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"userId"}}},{"kind":"Argument","name":{"kind":"Name","value":"operation"},"value":{"kind":"Variable","name":{"kind":"Name","value":"operation"}}},{"kind":"Argument","name":{"kind":"Name","value":"outcome"},"value":{"kind":"Variable","name":{"kind":"Name","value":"outcome"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuditEntryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuditEntryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AuditEntry"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"at"}},{"kind":"Field","name":{"kind":"Name","value":"actor"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenId"}},{"kind":"Field","name":{"kind":"Name","value":"apiTokenName"}},{"kind":"Field","name":{"kind":"Name","value":"operation"}},{"kind":"Field","name":{"kind":"Name","value":"operationName"}},{"kind":"Field","name":{"kind":"Name","value":"outcome"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}},{"kind":"Field","name":{"kind":"Name","value":"targetIds"}},{"kind":"Field","name":{"kind":"Name","value":"clientAddress"}},{"kind":"Field","name":{"kind":"Name","value":"requestId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AuditLogQuery, AuditLogQueryVariables>;
export const LoginDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Login"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"LoginInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"login"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]} as unknown as DocumentNode<LoginMutation, LoginMutationVariables>;
export const SignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Signup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"SignupInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"signup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}}]}}]}}]} as unknown as DocumentNode<SignupMutation, SignupMutationVariables>;
export const ConfirmSignupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ConfirmSignup"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"confirmSignup"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]} as unknown as DocumentNode<ConfirmSignupMutation, ConfirmSignupMutationVariables>;
export const MeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]}}]} as unknown as DocumentNode<MeQuery, MeQueryVariables>;
export const RequestPasswordResetDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RequestPasswordReset"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"email"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestPasswordReset"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"email"},"value":{"kind":"Variable","name":{"kind":"Name","value":"email"}}}]}]}}]} as unknown as DocumentNode<RequestPasswordResetMutation, RequestPasswordResetMutationVariables>;
export const ResetPasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ResetPassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"token"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"password"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resetPassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"token"},"value":{"kind":"Variable","name":{"kind":"Name","value":"token"}}},{"kind":"Argument","name":{"kind":"Name","value":"password"},"value":{"kind":"Variable","name":{"kind":"Name","value":"password"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]} as unknown as DocumentNode<ResetPasswordMutation, ResetPasswordMutationVariables>;
export const SearchBooksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"SearchBooks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchBooks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"subtitle"}},{"kind":"Field","name":{"kind":"Name","value":"authors"}},{"kind":"Field","name":{"kind":"Name","value":"image"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}}]}}]} as unknown as DocumentNode<SearchBooksQuery, SearchBooksQueryVariables>;
export const CommunityOpportunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CommunityOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"latestOpportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunitySummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<CommunityOpportunitiesQuery, CommunityOpportunitiesQueryVariables>;
export const SendContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SendContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"sendContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]}}]} as unknown as DocumentNode<SendContactMessageMutation, SendContactMessageMutationVariables>;
export const AdminCoursesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourses"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminCoursesQuery, AdminCoursesQueryVariables>;
export const AdminCourseQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourseQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseFields"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseQuestionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminCourseQuestionsQuery, AdminCourseQuestionsQueryVariables>;
export const AdminCreateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}}]} as unknown as DocumentNode<AdminCreateCourseMutation, AdminCreateCourseMutationVariables>;
export const AdminUpdateCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CourseInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}}]}}]} as unknown as DocumentNode<AdminUpdateCourseMutation, AdminUpdateCourseMutationVariables>;
export const AdminDeleteCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteCourse"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteCourseMutation, AdminDeleteCourseMutationVariables>;
export const AdminAddCourseQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminAddCourseQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewCourseQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"addCourseQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}}]}}]} as unknown as DocumentNode<AdminAddCourseQuestionMutation, AdminAddCourseQuestionMutationVariables>;
export const AdminPreviewCourseQuestionImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminPreviewCourseQuestionImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardImportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewCourseQuestionImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"cards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"line"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SkippedImportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkippedImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkippedImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<AdminPreviewCourseQuestionImportMutation, AdminPreviewCourseQuestionImportMutationVariables>;
export const AdminImportCourseQuestionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminImportCourseQuestions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CardImportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"category"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importCourseQuestions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"category"},"value":{"kind":"Variable","name":{"kind":"Name","value":"category"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminCourseQuestionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminCourseQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminImportCourseQuestionsMutation, AdminImportCourseQuestionsMutationVariables>;
export const AdminCourseQuestionsExportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminCourseQuestionsExport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseQuestionsExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportedFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportedFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]} as unknown as DocumentNode<AdminCourseQuestionsExportQuery, AdminCourseQuestionsExportQueryVariables>;
export const CourseCatalogueDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseCatalogue"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courses"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"CourseSummaryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"CourseSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Course"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<CourseCatalogueQuery, CourseCatalogueQueryVariables>;
export const CourseViewerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseViewer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"level"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<CourseViewerQuery, CourseViewerQueryVariables>;
export const CourseStudyDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseStudy"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseStudy"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"courseId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"courseId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeStudyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"intervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeStudyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"queueSize"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"dueNow"}},{"kind":"Field","name":{"kind":"Name","value":"dueToday"}},{"kind":"Field","name":{"kind":"Name","value":"newToday"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeCardFields"}}]}}]}}]} as unknown as DocumentNode<CourseStudyQuery, CourseStudyQueryVariables>;
export const PracticeCourseDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PracticeCourse"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"level"}}]}}]}}]} as unknown as DocumentNode<PracticeCourseQuery, PracticeCourseQueryVariables>;
export const ReviewCardDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ReviewCard"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"rating"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReviewRating"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"shownState"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reviewCard"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"cardId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"cardId"}}},{"kind":"Argument","name":{"kind":"Name","value":"rating"},"value":{"kind":"Variable","name":{"kind":"Name","value":"rating"}}},{"kind":"Argument","name":{"kind":"Name","value":"shownState"},"value":{"kind":"Variable","name":{"kind":"Name","value":"shownState"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"counted"}},{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeCardFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"study"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeStudyFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudyCard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"question"}},{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"category"}},{"kind":"Field","name":{"kind":"Name","value":"state"}},{"kind":"Field","name":{"kind":"Name","value":"reps"}},{"kind":"Field","name":{"kind":"Name","value":"intervals"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rating"}},{"kind":"Field","name":{"kind":"Name","value":"seconds"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PracticeStudyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"CourseStudy"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseId"}},{"kind":"Field","name":{"kind":"Name","value":"queueSize"}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"dueNow"}},{"kind":"Field","name":{"kind":"Name","value":"dueToday"}},{"kind":"Field","name":{"kind":"Name","value":"newToday"}},{"kind":"Field","name":{"kind":"Name","value":"nextDueAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"next"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PracticeCardFields"}}]}}]}}]} as unknown as DocumentNode<ReviewCardMutation, ReviewCardMutationVariables>;
export const NavDueTodayDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"NavDueToday"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"dueToday"}}]}}]}}]} as unknown as DocumentNode<NavDueTodayQuery, NavDueTodayQueryVariables>;
export const UserDashboardFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"UserDashboardFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learnerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerFigureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearnerDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]} as unknown as DocumentNode<UserDashboardFiguresQuery, UserDashboardFiguresQueryVariables>;
export const MyProgressDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"streak"}},{"kind":"Field","name":{"kind":"Name","value":"dueToday"}},{"kind":"Field","name":{"kind":"Name","value":"courses"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"counts"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"new"}},{"kind":"Field","name":{"kind":"Name","value":"learning"}},{"kind":"Field","name":{"kind":"Name","value":"review"}},{"kind":"Field","name":{"kind":"Name","value":"dueToday"}},{"kind":"Field","name":{"kind":"Name","value":"newToday"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"activities"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"chaptersPassed"}},{"kind":"Field","name":{"kind":"Name","value":"chaptersWithQuizzes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"reviewsPerDay"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"30"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"dueForecast"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"days"},"value":{"kind":"IntValue","value":"14"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"day"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]}}]} as unknown as DocumentNode<MyProgressQuery, MyProgressQueryVariables>;
export const DevMailboxDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevMailbox"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devMailbox"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevMailSummaryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevMailSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<DevMailboxQuery, DevMailboxQueryVariables>;
export const DevMailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DevMail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"devMail"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DevMailSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"messageId"}},{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"html"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DevMailSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"DevMail"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"subject"}},{"kind":"Field","name":{"kind":"Name","value":"sender"}},{"kind":"Field","name":{"kind":"Name","value":"recipients"}},{"kind":"Field","name":{"kind":"Name","value":"receivedAt"}}]}}]} as unknown as DocumentNode<DevMailQuery, DevMailQueryVariables>;
export const GradebookDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"Gradebook"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradebook"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GradebookQuizFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"rows"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"GradebookRowFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradebookQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradebookQuiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"GradebookRowFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"GradebookRow"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}}]}},{"kind":"Field","name":{"kind":"Name","value":"cells"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attempted"}},{"kind":"Field","name":{"kind":"Name","value":"grade"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsUsed"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}}]}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<GradebookQuery, GradebookQueryVariables>;
export const GradebookActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradebookActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}}]}}]} as unknown as DocumentNode<GradebookActivityQuery, GradebookActivityQueryVariables>;
export const GradebookQuizChapterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradebookQuizChapter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}}]}}]}}]} as unknown as DocumentNode<GradebookQuizChapterQuery, GradebookQuizChapterQueryVariables>;
export const GradebookLearnerAttemptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradebookLearnerAttempts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"learnerId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}},{"kind":"Argument","name":{"kind":"Name","value":"learnerId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"learnerId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}},{"kind":"Field","name":{"kind":"Name","value":"learner"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<GradebookLearnerAttemptsQuery, GradebookLearnerAttemptsQueryVariables>;
export const EssaysToGradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EssaysToGrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essayAnswersToGrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EssayToGradeFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EssayToGradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EssayToGrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"gradedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<EssaysToGradeQuery, EssaysToGradeQueryVariables>;
export const GradedEssaysDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradedEssays"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradedEssayAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EssayToGradeFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EssayToGradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"EssayToGrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}},{"kind":"Field","name":{"kind":"Name","value":"gradedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<GradedEssaysQuery, GradedEssaysQueryVariables>;
export const GradingQueueCountDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"GradingQueueCount"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"essayAnswersToGrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]}}]} as unknown as DocumentNode<GradingQueueCountQuery, GradingQueueCountQueryVariables>;
export const GradeEssayAnswerDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"GradeEssayAnswer"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionIndex"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"points"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Float"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"comment"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"gradeEssayAnswer"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionIndex"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionIndex"}}},{"kind":"Argument","name":{"kind":"Name","value":"points"},"value":{"kind":"Variable","name":{"kind":"Name","value":"points"}}},{"kind":"Argument","name":{"kind":"Name","value":"comment"},"value":{"kind":"Variable","name":{"kind":"Name","value":"comment"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}}]}}]}}]} as unknown as DocumentNode<GradeEssayAnswerMutation, GradeEssayAnswerMutationVariables>;
export const AdminContactMessagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactMessages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replied"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactReplyFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminContactMessagesQuery, AdminContactMessagesQueryVariables>;
export const AdminReplyToContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminReplyToContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"reply"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"replyToContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"reply"},"value":{"kind":"Variable","name":{"kind":"Name","value":"reply"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replied"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactReplyFields"}}]}}]}}]} as unknown as DocumentNode<AdminReplyToContactMessageMutation, AdminReplyToContactMessageMutationVariables>;
export const AdminDeleteContactMessageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteContactMessage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteContactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteContactMessageMutation, AdminDeleteContactMessageMutationVariables>;
export const AdminContactReplyDeliveriesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminContactReplyDeliveries"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}}]} as unknown as DocumentNode<AdminContactReplyDeliveriesQuery, AdminContactReplyDeliveriesQueryVariables>;
export const AdminRetryContactReplyDeliveryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminRetryContactReplyDelivery"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"replyId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retryContactReplyDelivery"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"replyId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"replyId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}}]} as unknown as DocumentNode<AdminRetryContactReplyDeliveryMutation, AdminRetryContactReplyDeliveryMutationVariables>;
export const AdminContactMessageReceivedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminContactMessageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactMessageReceived"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactMessageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactReplyFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"body"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}},{"kind":"Field","name":{"kind":"Name","value":"author"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminContactMessageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactMessage"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"message"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"replied"}},{"kind":"Field","name":{"kind":"Name","value":"repliedAt"}},{"kind":"Field","name":{"kind":"Name","value":"replies"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminContactReplyFields"}}]}}]}}]} as unknown as DocumentNode<AdminContactMessageReceivedSubscription, AdminContactMessageReceivedSubscriptionVariables>;
export const AdminContactReplyDeliveryChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AdminContactReplyDeliveryChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"contactReplyDeliveryChanged"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ContactReplyDeliveryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ContactReplyDeliveryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ContactReply"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryStatus"}},{"kind":"Field","name":{"kind":"Name","value":"deliveredAt"}},{"kind":"Field","name":{"kind":"Name","value":"deliveryError"}}]}}]} as unknown as DocumentNode<AdminContactReplyDeliveryChangedSubscription, AdminContactReplyDeliveryChangedSubscriptionVariables>;
export const OpportunityListDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityList"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunitySummaryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<OpportunityListQuery, OpportunityListQueryVariables>;
export const OpportunityDetailDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpportunityDetail"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OpportunitySummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OpportunitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<OpportunityDetailQuery, OpportunityDetailQueryVariables>;
export const AdminOpportunitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminOpportunities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"opportunities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOpportunityFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminOpportunitiesQuery, AdminOpportunitiesQueryVariables>;
export const AdminCreateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminCreateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"NewOpportunityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOpportunityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminCreateOpportunityMutation, AdminCreateOpportunityMutationVariables>;
export const AdminUpdateOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"OpportunityPatch"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminOpportunityFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminOpportunityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Opportunity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"link"}},{"kind":"Field","name":{"kind":"Name","value":"openingDate"}},{"kind":"Field","name":{"kind":"Name","value":"closingDate"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<AdminUpdateOpportunityMutation, AdminUpdateOpportunityMutationVariables>;
export const AdminDeleteOpportunityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteOpportunity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteOpportunity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteOpportunityMutation, AdminDeleteOpportunityMutationVariables>;
export const AdminPapersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPapers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"papers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paperType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminPapersQuery, AdminPapersQueryVariables>;
export const AdminPaperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminPaper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"paper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paperType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}}]}}]} as unknown as DocumentNode<AdminPaperQuery, AdminPaperQueryVariables>;
export const AdminUploadPaperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUploadPaper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaperInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pdf"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"uploadPaper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"pdf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pdf"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paperType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}}]}}]} as unknown as DocumentNode<AdminUploadPaperMutation, AdminUploadPaperMutationVariables>;
export const AdminUpdatePaperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdatePaper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"PaperInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pdf"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"image"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeImage"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updatePaper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"pdf"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pdf"}}},{"kind":"Argument","name":{"kind":"Name","value":"image"},"value":{"kind":"Variable","name":{"kind":"Name","value":"image"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeImage"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeImage"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFile"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StoredFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminPaperFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paperType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"canEdit"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminPaperFile"}}]}}]}}]} as unknown as DocumentNode<AdminUpdatePaperMutation, AdminUpdatePaperMutationVariables>;
export const AdminDeletePaperDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeletePaper"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePaper"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeletePaperMutation, AdminDeletePaperMutationVariables>;
export const PapersArchiveDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PapersArchive"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"papers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"PaperCardFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"PaperCardFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Paper"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"paperType"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"image"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pdf"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"url"}},{"kind":"Field","name":{"kind":"Name","value":"size"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<PapersArchiveQuery, PapersArchiveQueryVariables>;
export const MyApiTokensDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyApiTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"personalAccessTokens"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"apiScopes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"description"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<MyApiTokensQuery, MyApiTokensQueryVariables>;
export const CreateApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePersonalAccessTokenInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"secret"}},{"kind":"Field","name":{"kind":"Name","value":"token"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<CreateApiTokenMutation, CreateApiTokenMutationVariables>;
export const RevokeApiTokenDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RevokeApiToken"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePersonalAccessToken"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ApiTokenFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ApiTokenFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PersonalAccessToken"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"scopes"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"lastUsedAt"}},{"kind":"Field","name":{"kind":"Name","value":"expiresAt"}},{"kind":"Field","name":{"kind":"Name","value":"revokedAt"}}]}}]} as unknown as DocumentNode<RevokeApiTokenMutation, RevokeApiTokenMutationVariables>;
export const MyProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyProfile"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"me"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<MyProfileQuery, MyProfileQueryVariables>;
export const UpdateProfileDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateProfile"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ProfileInput"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"removeAvatar"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateProfile"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}},{"kind":"Argument","name":{"kind":"Name","value":"avatar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"avatar"}}},{"kind":"Argument","name":{"kind":"Name","value":"removeAvatar"},"value":{"kind":"Variable","name":{"kind":"Name","value":"removeAvatar"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ProfileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ProfileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"bio"}},{"kind":"Field","name":{"kind":"Name","value":"location"}},{"kind":"Field","name":{"kind":"Name","value":"website"}},{"kind":"Field","name":{"kind":"Name","value":"phone"}},{"kind":"Field","name":{"kind":"Name","value":"avatar"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}}]} as unknown as DocumentNode<UpdateProfileMutation, UpdateProfileMutationVariables>;
export const ChangePasswordDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ChangePassword"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChangePasswordInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"changePassword"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SessionUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SessionUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SessionUser"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}},{"kind":"Field","name":{"kind":"Name","value":"token"}}]}}]} as unknown as DocumentNode<ChangePasswordMutation, ChangePasswordMutationVariables>;
export const ProfileLearnerStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileLearnerStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"learnerDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerFigureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"LearnerDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]} as unknown as DocumentNode<ProfileLearnerStatsQuery, ProfileLearnerStatsQueryVariables>;
export const ProfileTutorStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileTutorStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tutorDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TutorFigureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TutorFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TutorDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedQuizzes"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]} as unknown as DocumentNode<ProfileTutorStatsQuery, ProfileTutorStatsQueryVariables>;
export const ProfileAdminStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ProfileAdminStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"adminDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminFigureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AdminDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"admins"}},{"kind":"Field","name":{"kind":"Name","value":"tutors"}},{"kind":"Field","name":{"kind":"Name","value":"learners"}}]}},{"kind":"Field","name":{"kind":"Name","value":"papers"}},{"kind":"Field","name":{"kind":"Name","value":"courses"}},{"kind":"Field","name":{"kind":"Name","value":"openOpportunities"}},{"kind":"Field","name":{"kind":"Name","value":"unrepliedMessages"}}]}}]} as unknown as DocumentNode<ProfileAdminStatsQuery, ProfileAdminStatsQueryVariables>;
export const MyStudySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyStudySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myStudySettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}}]}}]} as unknown as DocumentNode<MyStudySettingsQuery, MyStudySettingsQueryVariables>;
export const UpdateStudySettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateStudySettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"StudySettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateStudySettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"StudySettingsFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"StudySettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"StudySettings"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeZone"}},{"kind":"Field","name":{"kind":"Name","value":"desiredRetention"}},{"kind":"Field","name":{"kind":"Name","value":"newCardsPerDay"}}]}}]} as unknown as DocumentNode<UpdateStudySettingsMutation, UpdateStudySettingsMutationVariables>;
export const QuestionBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionType"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"difficulty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"includeRetired"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionBank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}},{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}},{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"difficulty"}}},{"kind":"Argument","name":{"kind":"Name","value":"includeRetired"},"value":{"kind":"Variable","name":{"kind":"Name","value":"includeRetired"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quizCount"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<QuestionBankQuery, QuestionBankQueryVariables>;
export const QuestionBankTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuestionBankTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionBankTags"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tag"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}}]}}]} as unknown as DocumentNode<QuestionBankTagsQuery, QuestionBankTagsQueryVariables>;
export const BankQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BankQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"bankQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionWithVersions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quizCount"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionWithVersions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}}]} as unknown as DocumentNode<BankQuestionQuery, BankQuestionQueryVariables>;
export const CreateBankQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateBankQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createBankQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionWithVersions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quizCount"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionWithVersions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}}]} as unknown as DocumentNode<CreateBankQuestionMutation, CreateBankQuestionMutationVariables>;
export const UpdateBankQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateBankQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateBankQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionWithVersions"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quizCount"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionWithVersions"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}},{"kind":"Field","name":{"kind":"Name","value":"usedBy"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}}]}},{"kind":"Field","name":{"kind":"Name","value":"versions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}}]} as unknown as DocumentNode<UpdateBankQuestionMutation, UpdateBankQuestionMutationVariables>;
export const RetireBankQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RetireBankQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"retireBankQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<RetireBankQuestionMutation, RetireBankQuestionMutationVariables>;
export const RestoreBankQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RestoreBankQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"restoreBankQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}}]} as unknown as DocumentNode<RestoreBankQuestionMutation, RestoreBankQuestionMutationVariables>;
export const DeleteBankQuestionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteBankQuestion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteBankQuestion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteBankQuestionMutation, DeleteBankQuestionMutationVariables>;
export const ImportQuestionsIntoBankDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportQuestionsIntoBank"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionImportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tags"}},"type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importQuestionsIntoBank"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}},{"kind":"Argument","name":{"kind":"Name","value":"tags"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tags"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestionVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"BankQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"BankQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"tags"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"quizCount"}},{"kind":"Field","name":{"kind":"Name","value":"retiredAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"question"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"BankQuestionVersionFields"}}]}}]}}]} as unknown as DocumentNode<ImportQuestionsIntoBankMutation, ImportQuestionsIntoBankMutationVariables>;
export const PreviewRegradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PreviewRegrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegradeMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewRegrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"fromVersions"}},{"kind":"Field","name":{"kind":"Name","value":"toVersion"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAffected"}},{"kind":"Field","name":{"kind":"Name","value":"scoresUp"}},{"kind":"Field","name":{"kind":"Name","value":"scoresDown"}},{"kind":"Field","name":{"kind":"Name","value":"passedToFailed"}},{"kind":"Field","name":{"kind":"Name","value":"failedToPassed"}},{"kind":"Field","name":{"kind":"Name","value":"changes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attemptId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerId"}},{"kind":"Field","name":{"kind":"Name","value":"learnerName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldPassed"}},{"kind":"Field","name":{"kind":"Name","value":"newPassed"}}]}}]}}]}}]} as unknown as DocumentNode<PreviewRegradeQuery, PreviewRegradeQueryVariables>;
export const RegradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"Regrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mode"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"RegradeMode"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"regrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}},{"kind":"Argument","name":{"kind":"Name","value":"questionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"questionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"mode"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mode"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"toVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsChanged"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<RegradeMutation, RegradeMutationVariables>;
export const QuizRegradeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"QuizRegrade"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizRegrade"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"toVersion"}},{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedAt"}},{"kind":"Field","name":{"kind":"Name","value":"finishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsChanged"}},{"kind":"Field","name":{"kind":"Name","value":"error"}}]}}]} as unknown as DocumentNode<QuizRegradeQuery, QuizRegradeQueryVariables>;
export const AuthoringPoolSizeDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthoringPoolSize"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"difficulty"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionBankPoolSize"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"difficulty"},"value":{"kind":"Variable","name":{"kind":"Name","value":"difficulty"}}}]}]}}]} as unknown as DocumentNode<AuthoringPoolSizeQuery, AuthoringPoolSizeQueryVariables>;
export const TutorQuizzesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TutorQuizzes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterHeaderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chapterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<TutorQuizzesQuery, TutorQuizzesQueryVariables>;
export const AuthoringChapterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthoringChapter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterHeaderFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]} as unknown as DocumentNode<AuthoringChapterQuery, AuthoringChapterQueryVariables>;
export const AuthoringQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthoringQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizSlotFields"}},{"kind":"Field","name":{"kind":"Name","value":"chapter"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterHeaderFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizSlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"randomTag"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"poolSize"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]} as unknown as DocumentNode<AuthoringQuizQuery, AuthoringQuizQueryVariables>;
export const AuthoringQuizInsightDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AuthoringQuizInsight"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizInsight"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizInsightFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizInsightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizInsight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"passedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"standardDeviation"}},{"kind":"Field","name":{"kind":"Name","value":"cronbachAlpha"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"correctCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctRate"}},{"kind":"Field","name":{"kind":"Name","value":"averagePoints"}},{"kind":"Field","name":{"kind":"Name","value":"optionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"topAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairCorrectRates"}},{"kind":"Field","name":{"kind":"Name","value":"facilityIndex"}},{"kind":"Field","name":{"kind":"Name","value":"discriminationIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionTopThirdShares"}},{"kind":"Field","name":{"kind":"Name","value":"optionBottomThirdShares"}}]}}]}}]} as unknown as DocumentNode<AuthoringQuizInsightQuery, AuthoringQuizInsightQueryVariables>;
export const AuthoringQuizAttemptSubmittedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"AuthoringQuizAttemptSubmitted"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizAttemptSubmitted"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"attempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"insight"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizInsightFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizInsightFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizInsight"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"Field","name":{"kind":"Name","value":"passedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averageScore"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passRate"}},{"kind":"Field","name":{"kind":"Name","value":"standardDeviation"}},{"kind":"Field","name":{"kind":"Name","value":"cronbachAlpha"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"answerCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"correctCount"}},{"kind":"Field","name":{"kind":"Name","value":"correctRate"}},{"kind":"Field","name":{"kind":"Name","value":"averagePoints"}},{"kind":"Field","name":{"kind":"Name","value":"optionCounts"}},{"kind":"Field","name":{"kind":"Name","value":"topAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"answer"}},{"kind":"Field","name":{"kind":"Name","value":"count"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairCorrectRates"}},{"kind":"Field","name":{"kind":"Name","value":"facilityIndex"}},{"kind":"Field","name":{"kind":"Name","value":"discriminationIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionTopThirdShares"}},{"kind":"Field","name":{"kind":"Name","value":"optionBottomThirdShares"}}]}}]}}]} as unknown as DocumentNode<AuthoringQuizAttemptSubmittedSubscription, AuthoringQuizAttemptSubmittedSubscriptionVariables>;
export const AuthoringCreateQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthoringCreateQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chapterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizSlotFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizSlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"randomTag"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"poolSize"}}]}}]}}]} as unknown as DocumentNode<AuthoringCreateQuizMutation, AuthoringCreateQuizMutationVariables>;
export const AuthoringUpdateQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthoringUpdateQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizSlotFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizSlotFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slots"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"questionId"}},{"kind":"Field","name":{"kind":"Name","value":"version"}},{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"randomTag"}},{"kind":"Field","name":{"kind":"Name","value":"difficulty"}},{"kind":"Field","name":{"kind":"Name","value":"count"}},{"kind":"Field","name":{"kind":"Name","value":"poolSize"}}]}}]}}]} as unknown as DocumentNode<AuthoringUpdateQuizMutation, AuthoringUpdateQuizMutationVariables>;
export const AuthoringUpdateQuizSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthoringUpdateQuizSettings"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"settings"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizSettingsInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateQuizSettings"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"settings"},"value":{"kind":"Variable","name":{"kind":"Name","value":"settings"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}}]} as unknown as DocumentNode<AuthoringUpdateQuizSettingsMutation, AuthoringUpdateQuizSettingsMutationVariables>;
export const AuthoringPublishQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthoringPublishQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptInProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}}]}}]}}]} as unknown as DocumentNode<AuthoringPublishQuizMutation, AuthoringPublishQuizMutationVariables>;
export const AuthoringUnpublishQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthoringUnpublishQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]}}]} as unknown as DocumentNode<AuthoringUnpublishQuizMutation, AuthoringUnpublishQuizMutationVariables>;
export const AuthoringDeleteQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AuthoringDeleteQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AuthoringDeleteQuizMutation, AuthoringDeleteQuizMutationVariables>;
export const PreviewQuestionImportDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PreviewQuestionImport"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionImportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"previewQuestionImport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}},{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"notes"}}]}},{"kind":"Field","name":{"kind":"Name","value":"skipped"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SkippedImportFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SkippedImportFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SkippedImport"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"line"}},{"kind":"Field","name":{"kind":"Name","value":"position"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"reason"}}]}}]} as unknown as DocumentNode<PreviewQuestionImportMutation, PreviewQuestionImportMutationVariables>;
export const ImportQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"instructions"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionImportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chapterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"instructions"},"value":{"kind":"Variable","name":{"kind":"Name","value":"instructions"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}}]}}]}}]} as unknown as DocumentNode<ImportQuizMutation, ImportQuizMutationVariables>;
export const ImportQuestionsIntoQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"ImportQuestionsIntoQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuestionImportFormat"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"file"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Upload"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"importQuestionsIntoQuiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}},{"kind":"Argument","name":{"kind":"Name","value":"file"},"value":{"kind":"Variable","name":{"kind":"Name","value":"file"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"optionCredits"}},{"kind":"Field","name":{"kind":"Name","value":"optionFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctBoolean"}},{"kind":"Field","name":{"kind":"Name","value":"acceptedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"text"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"caseSensitive"}},{"kind":"Field","name":{"kind":"Name","value":"numericAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"value"}},{"kind":"Field","name":{"kind":"Name","value":"tolerance"}},{"kind":"Field","name":{"kind":"Name","value":"min"}},{"kind":"Field","name":{"kind":"Name","value":"max"}},{"kind":"Field","name":{"kind":"Name","value":"credit"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pairs"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"prompt"}},{"kind":"Field","name":{"kind":"Name","value":"match"}}]}},{"kind":"Field","name":{"kind":"Name","value":"extraMatches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"questionCount"}},{"kind":"Field","name":{"kind":"Name","value":"attemptCount"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AuthoringQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AuthoringQuestionAnswerFields"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}}]}}]}}]} as unknown as DocumentNode<ImportQuestionsIntoQuizMutation, ImportQuestionsIntoQuizMutationVariables>;
export const ExportQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ExportQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"format"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizExportFormat"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quizExport"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"format"},"value":{"kind":"Variable","name":{"kind":"Name","value":"format"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ExportedFileFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ExportedFileFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ExportedFile"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"filename"}},{"kind":"Field","name":{"kind":"Name","value":"mimeType"}},{"kind":"Field","name":{"kind":"Name","value":"content"}}]}}]} as unknown as DocumentNode<ExportQuizQuery, ExportQuizQueryVariables>;
export const LearnerQuizDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerQuiz"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"quiz"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttemptInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}},{"kind":"Field","name":{"kind":"Name","value":"myAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptInProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"}}]}}]}}]} as unknown as DocumentNode<LearnerQuizQuery, LearnerQuizQueryVariables>;
export const StartQuizAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"StartQuizAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"startQuizAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttemptInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}}]}}]} as unknown as DocumentNode<StartQuizAttemptMutation, StartQuizAttemptMutationVariables>;
export const SaveQuizAnswersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SaveQuizAnswers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAnswerInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"saveQuizAnswers"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"attemptId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"attemptId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"savedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAnswerFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}}]} as unknown as DocumentNode<SaveQuizAnswersMutation, SaveQuizAnswersMutationVariables>;
export const LearnerChapterQuizzesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LearnerChapterQuizzes"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterHeaderFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"publishedQuizzes"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chapterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttemptInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterHeaderFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}},{"kind":"Field","name":{"kind":"Name","value":"myAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptInProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<LearnerChapterQuizzesQuery, LearnerChapterQuizzesQueryVariables>;
export const SubmitQuizAttemptDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"SubmitQuizAttempt"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"answers"}},"type":{"kind":"NonNullType","type":{"kind":"ListType","type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAnswerInput"}}}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"submitQuizAttempt"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"quizId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"quizId"}}},{"kind":"Argument","name":{"kind":"Name","value":"answers"},"value":{"kind":"Variable","name":{"kind":"Name","value":"answers"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}}]} as unknown as DocumentNode<SubmitQuizAttemptMutation, SubmitQuizAttemptMutationVariables>;
export const MyQuizAttemptsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyQuizAttempts"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"passed"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myQuizAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"passed"},"value":{"kind":"Variable","name":{"kind":"Name","value":"passed"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}},{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"passedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<MyQuizAttemptsQuery, MyQuizAttemptsQueryVariables>;
export const LearnerChapterQuizzesChangedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"LearnerChapterQuizzesChanged"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"chapterQuizzesChanged"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"chapterId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"chapterId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"change"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quiz"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizFields"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizSettingsFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"timeLimitMinutes"}},{"kind":"Field","name":{"kind":"Name","value":"opensAt"}},{"kind":"Field","name":{"kind":"Name","value":"closesAt"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleQuestions"}},{"kind":"Field","name":{"kind":"Name","value":"shuffleOptions"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"attemptsAllowed"}},{"kind":"Field","name":{"kind":"Name","value":"gradingMethod"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"QuizAvailabilityFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"window"}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptsLeft"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"SavedAnswerFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"SavedAnswer"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"numberAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttemptInProgress"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"deadline"}},{"kind":"Field","name":{"kind":"Name","value":"serverTime"}},{"kind":"Field","name":{"kind":"Name","value":"savedAt"}},{"kind":"Field","name":{"kind":"Name","value":"savedAnswers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"SavedAnswerFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Quiz"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"instructions"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizSettingsFields"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"QuizAvailabilityFields"}},{"kind":"Field","name":{"kind":"Name","value":"myAttempt"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"myAttemptInProgress"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerAttemptInProgressFields"}}]}}]}}]} as unknown as DocumentNode<LearnerChapterQuizzesChangedSubscription, LearnerChapterQuizzesChangedSubscriptionVariables>;
export const MyAttemptRegradedDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"subscription","name":{"kind":"Name","value":"MyAttemptRegraded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myAttemptRegraded"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizAttemptFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizQuestionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizQuestion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"index"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"textFormat"}},{"kind":"Field","name":{"kind":"Name","value":"questionText"}},{"kind":"Field","name":{"kind":"Name","value":"options"}},{"kind":"Field","name":{"kind":"Name","value":"optionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"prompts"}},{"kind":"Field","name":{"kind":"Name","value":"matches"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AttemptRegradeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"AttemptRegrade"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"mode"}},{"kind":"Field","name":{"kind":"Name","value":"regradedAt"}},{"kind":"Field","name":{"kind":"Name","value":"regradedByName"}},{"kind":"Field","name":{"kind":"Name","value":"oldPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newPoints"}},{"kind":"Field","name":{"kind":"Name","value":"oldMaxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"newMaxPoints"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"LearnerQuizAttemptFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"QuizAttempt"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"quizId"}},{"kind":"Field","name":{"kind":"Name","value":"quizTitle"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}},{"kind":"Field","name":{"kind":"Name","value":"activityTitle"}},{"kind":"Field","name":{"kind":"Name","value":"chapterId"}},{"kind":"Field","name":{"kind":"Name","value":"chapterTitle"}},{"kind":"Field","name":{"kind":"Name","value":"score"}},{"kind":"Field","name":{"kind":"Name","value":"total"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"gradingStatus"}},{"kind":"Field","name":{"kind":"Name","value":"percentage"}},{"kind":"Field","name":{"kind":"Name","value":"passPercentage"}},{"kind":"Field","name":{"kind":"Name","value":"passed"}},{"kind":"Field","name":{"kind":"Name","value":"attemptNumber"}},{"kind":"Field","name":{"kind":"Name","value":"startedAt"}},{"kind":"Field","name":{"kind":"Name","value":"submittedAt"}},{"kind":"Field","name":{"kind":"Name","value":"reviewPolicy"}},{"kind":"Field","name":{"kind":"Name","value":"quizClosesAt"}},{"kind":"Field","name":{"kind":"Name","value":"questions"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"LearnerQuizQuestionFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"answers"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"questionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndex"}},{"kind":"Field","name":{"kind":"Name","value":"selectedOptionIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"booleanAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"textAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"matchIndexes"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswerIndex"}},{"kind":"Field","name":{"kind":"Name","value":"isCorrect"}},{"kind":"Field","name":{"kind":"Name","value":"points"}},{"kind":"Field","name":{"kind":"Name","value":"maxPoints"}},{"kind":"Field","name":{"kind":"Name","value":"needsGrading"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"correctAnswer"}},{"kind":"Field","name":{"kind":"Name","value":"generalFeedback"}},{"kind":"Field","name":{"kind":"Name","value":"comment"}}]}},{"kind":"Field","name":{"kind":"Name","value":"regrades"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AttemptRegradeFields"}}]}}]}}]} as unknown as DocumentNode<MyAttemptRegradedSubscription, MyAttemptRegradedSubscriptionVariables>;
export const MyQuizAttemptStatsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"MyQuizAttemptStats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myQuizAttempts"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"1"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"stats"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"totalAttempts"}},{"kind":"Field","name":{"kind":"Name","value":"passedCount"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]}}]}}]} as unknown as DocumentNode<MyQuizAttemptStatsQuery, MyQuizAttemptStatsQueryVariables>;
export const CourseStudyInsightsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CourseStudyInsights"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"courseStudyInsights"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"IntValue","value":"10"}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"course"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}}]}},{"kind":"Field","name":{"kind":"Name","value":"learners"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}},{"kind":"Field","name":{"kind":"Name","value":"hardestCards"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"card"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"question"}}]}},{"kind":"Field","name":{"kind":"Name","value":"again"}},{"kind":"Field","name":{"kind":"Name","value":"reviews"}}]}}]}}]}}]} as unknown as DocumentNode<CourseStudyInsightsQuery, CourseStudyInsightsQueryVariables>;
export const TutorDashboardFiguresDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TutorDashboardFigures"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tutorDashboard"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TutorFigureFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TutorFigureFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"TutorDashboard"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activities"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"}},{"kind":"Field","name":{"kind":"Name","value":"quizzes"}},{"kind":"Field","name":{"kind":"Name","value":"publishedQuizzes"}},{"kind":"Field","name":{"kind":"Name","value":"attempts"}},{"kind":"Field","name":{"kind":"Name","value":"averagePercentage"}}]}}]} as unknown as DocumentNode<TutorDashboardFiguresQuery, TutorDashboardFiguresQueryVariables>;
export const TutorActivitiesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TutorActivities"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"myActivities"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivitySummaryFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<TutorActivitiesQuery, TutorActivitiesQueryVariables>;
export const TutorActivityDetailsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TutorActivityDetails"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivitySummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}}]} as unknown as DocumentNode<TutorActivityDetailsQuery, TutorActivityDetailsQueryVariables>;
export const TutorActivityChaptersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"TutorActivityChapters"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"activity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"chapterCount"}},{"kind":"Field","name":{"kind":"Name","value":"chapters"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TutorChapterFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TutorChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<TutorActivityChaptersQuery, TutorActivityChaptersQueryVariables>;
export const TutorCreateActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TutorCreateActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ActivityInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ActivitySummaryFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ActivitySummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Activity"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"poster"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}}]}}]}}]} as unknown as DocumentNode<TutorCreateActivityMutation, TutorCreateActivityMutationVariables>;
export const TutorDeleteActivityDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TutorDeleteActivity"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteActivity"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<TutorDeleteActivityMutation, TutorDeleteActivityMutationVariables>;
export const TutorCreateChapterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TutorCreateChapter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createChapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"activityId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"activityId"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TutorChapterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TutorChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]} as unknown as DocumentNode<TutorCreateChapterMutation, TutorCreateChapterMutationVariables>;
export const TutorUpdateChapterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TutorUpdateChapter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ChapterInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateChapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"TutorChapterFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ChapterSummaryFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"content"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"TutorChapterFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Chapter"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ChapterSummaryFields"}},{"kind":"Field","name":{"kind":"Name","value":"activityId"}}]}}]} as unknown as DocumentNode<TutorUpdateChapterMutation, TutorUpdateChapterMutationVariables>;
export const TutorDeleteChapterDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"TutorDeleteChapter"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteChapter"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<TutorDeleteChapterMutation, TutorDeleteChapterMutationVariables>;
export const AdminUsersDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"AdminUsers"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"search"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"first"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"after"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"users"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"search"},"value":{"kind":"Variable","name":{"kind":"Name","value":"search"}}},{"kind":"Argument","name":{"kind":"Name","value":"first"},"value":{"kind":"Variable","name":{"kind":"Name","value":"first"}}},{"kind":"Argument","name":{"kind":"Name","value":"after"},"value":{"kind":"Variable","name":{"kind":"Name","value":"after"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"nodes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}},{"kind":"FragmentSpread","name":{"kind":"Name","value":"ListEnd"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ListEnd"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Connection"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageInfo"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"hasNextPage"}},{"kind":"Field","name":{"kind":"Name","value":"endCursor"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalCount"}}]}}]} as unknown as DocumentNode<AdminUsersQuery, AdminUsersQueryVariables>;
export const AdminUpdateUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminUpdateUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"AdminUserInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"AdminUserFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"AdminUserFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"User"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"surname"}},{"kind":"Field","name":{"kind":"Name","value":"email"}},{"kind":"Field","name":{"kind":"Name","value":"role"}}]}}]} as unknown as DocumentNode<AdminUpdateUserMutation, AdminUpdateUserMutationVariables>;
export const AdminDeleteUserDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AdminDeleteUser"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ID"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteUser"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<AdminDeleteUserMutation, AdminDeleteUserMutationVariables>;