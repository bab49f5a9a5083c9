import type { FieldPolicy, FieldReadFunction, TypePolicies, TypePolicy } from '@apollo/client/cache';
export type AcceptedAnswerKeySpecifier = ('credit' | 'feedback' | 'text' | AcceptedAnswerKeySpecifier)[];
export type AcceptedAnswerFieldPolicy = {
	credit?: FieldPolicy<any> | FieldReadFunction<any>,
	feedback?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ActivityKeySpecifier = ('chapterCount' | 'chapters' | 'createdAt' | 'description' | 'id' | 'poster' | 'title' | 'updatedAt' | ActivityKeySpecifier)[];
export type ActivityFieldPolicy = {
	chapterCount?: FieldPolicy<any> | FieldReadFunction<any>,
	chapters?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	poster?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ActivityConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | ActivityConnectionKeySpecifier)[];
export type ActivityConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ActivityEdgeKeySpecifier = ('cursor' | 'node' | ActivityEdgeKeySpecifier)[];
export type ActivityEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ActivityProgressKeySpecifier = ('activity' | 'chaptersPassed' | 'chaptersWithQuizzes' | ActivityProgressKeySpecifier)[];
export type ActivityProgressFieldPolicy = {
	activity?: FieldPolicy<any> | FieldReadFunction<any>,
	chaptersPassed?: FieldPolicy<any> | FieldReadFunction<any>,
	chaptersWithQuizzes?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AdminDashboardKeySpecifier = ('courses' | 'openOpportunities' | 'papers' | 'unrepliedMessages' | 'users' | AdminDashboardKeySpecifier)[];
export type AdminDashboardFieldPolicy = {
	courses?: FieldPolicy<any> | FieldReadFunction<any>,
	openOpportunities?: FieldPolicy<any> | FieldReadFunction<any>,
	papers?: FieldPolicy<any> | FieldReadFunction<any>,
	unrepliedMessages?: FieldPolicy<any> | FieldReadFunction<any>,
	users?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AnswerCountKeySpecifier = ('answer' | 'count' | AnswerCountKeySpecifier)[];
export type AnswerCountFieldPolicy = {
	answer?: FieldPolicy<any> | FieldReadFunction<any>,
	count?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ApiScopeInfoKeySpecifier = ('description' | 'name' | ApiScopeInfoKeySpecifier)[];
export type ApiScopeInfoFieldPolicy = {
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AttemptRegradeKeySpecifier = ('mode' | 'newMaxPoints' | 'newPoints' | 'oldMaxPoints' | 'oldPoints' | 'regradedAt' | 'regradedByName' | AttemptRegradeKeySpecifier)[];
export type AttemptRegradeFieldPolicy = {
	mode?: FieldPolicy<any> | FieldReadFunction<any>,
	newMaxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	newPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	oldMaxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	oldPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	regradedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	regradedByName?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AuditEntryKeySpecifier = ('actor' | 'apiTokenId' | 'apiTokenName' | 'at' | 'clientAddress' | 'id' | 'operation' | 'operationName' | 'outcome' | 'reason' | 'requestId' | 'targetIds' | AuditEntryKeySpecifier)[];
export type AuditEntryFieldPolicy = {
	actor?: FieldPolicy<any> | FieldReadFunction<any>,
	apiTokenId?: FieldPolicy<any> | FieldReadFunction<any>,
	apiTokenName?: FieldPolicy<any> | FieldReadFunction<any>,
	at?: FieldPolicy<any> | FieldReadFunction<any>,
	clientAddress?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	operation?: FieldPolicy<any> | FieldReadFunction<any>,
	operationName?: FieldPolicy<any> | FieldReadFunction<any>,
	outcome?: FieldPolicy<any> | FieldReadFunction<any>,
	reason?: FieldPolicy<any> | FieldReadFunction<any>,
	requestId?: FieldPolicy<any> | FieldReadFunction<any>,
	targetIds?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AuditEntryConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | AuditEntryConnectionKeySpecifier)[];
export type AuditEntryConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type AuditEntryEdgeKeySpecifier = ('cursor' | 'node' | AuditEntryEdgeKeySpecifier)[];
export type AuditEntryEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BankQuestionKeySpecifier = ('createdAt' | 'difficulty' | 'id' | 'question' | 'quizCount' | 'retiredAt' | 'tags' | 'title' | 'type' | 'updatedAt' | 'usedBy' | 'version' | 'versions' | BankQuestionKeySpecifier)[];
export type BankQuestionFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	difficulty?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	question?: FieldPolicy<any> | FieldReadFunction<any>,
	quizCount?: FieldPolicy<any> | FieldReadFunction<any>,
	retiredAt?: FieldPolicy<any> | FieldReadFunction<any>,
	tags?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	usedBy?: FieldPolicy<any> | FieldReadFunction<any>,
	version?: FieldPolicy<any> | FieldReadFunction<any>,
	versions?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BankQuestionConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | BankQuestionConnectionKeySpecifier)[];
export type BankQuestionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BankQuestionEdgeKeySpecifier = ('cursor' | 'node' | BankQuestionEdgeKeySpecifier)[];
export type BankQuestionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BankQuestionUseKeySpecifier = ('attemptCount' | 'quizId' | 'quizTitle' | 'version' | BankQuestionUseKeySpecifier)[];
export type BankQuestionUseFieldPolicy = {
	attemptCount?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>,
	quizTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	version?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BankQuestionVersionKeySpecifier = ('acceptedAnswers' | 'caseSensitive' | 'correctAnswerIndex' | 'correctBoolean' | 'createdAt' | 'extraMatches' | 'generalFeedback' | 'numericAnswers' | 'optionCredits' | 'optionFeedback' | 'options' | 'pairs' | 'points' | 'questionText' | 'textFormat' | 'type' | 'version' | BankQuestionVersionKeySpecifier)[];
export type BankQuestionVersionFieldPolicy = {
	acceptedAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	caseSensitive?: FieldPolicy<any> | FieldReadFunction<any>,
	correctAnswerIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	correctBoolean?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	extraMatches?: FieldPolicy<any> | FieldReadFunction<any>,
	generalFeedback?: FieldPolicy<any> | FieldReadFunction<any>,
	numericAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	optionCredits?: FieldPolicy<any> | FieldReadFunction<any>,
	optionFeedback?: FieldPolicy<any> | FieldReadFunction<any>,
	options?: FieldPolicy<any> | FieldReadFunction<any>,
	pairs?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	questionText?: FieldPolicy<any> | FieldReadFunction<any>,
	textFormat?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	version?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BankTagKeySpecifier = ('count' | 'tag' | BankTagKeySpecifier)[];
export type BankTagFieldPolicy = {
	count?: FieldPolicy<any> | FieldReadFunction<any>,
	tag?: FieldPolicy<any> | FieldReadFunction<any>
};
export type BookKeySpecifier = ('authors' | 'id' | 'image' | 'subtitle' | 'title' | 'url' | BookKeySpecifier)[];
export type BookFieldPolicy = {
	authors?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	image?: FieldPolicy<any> | FieldReadFunction<any>,
	subtitle?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CardCountsKeySpecifier = ('dueNow' | 'dueToday' | 'learning' | 'new' | 'newToday' | 'nextDueAt' | 'review' | 'total' | CardCountsKeySpecifier)[];
export type CardCountsFieldPolicy = {
	dueNow?: FieldPolicy<any> | FieldReadFunction<any>,
	dueToday?: FieldPolicy<any> | FieldReadFunction<any>,
	learning?: FieldPolicy<any> | FieldReadFunction<any>,
	new?: FieldPolicy<any> | FieldReadFunction<any>,
	newToday?: FieldPolicy<any> | FieldReadFunction<any>,
	nextDueAt?: FieldPolicy<any> | FieldReadFunction<any>,
	review?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ChapterKeySpecifier = ('activity' | 'activityId' | 'content' | 'createdAt' | 'description' | 'id' | 'quizzes' | 'title' | 'updatedAt' | ChapterKeySpecifier)[];
export type ChapterFieldPolicy = {
	activity?: FieldPolicy<any> | FieldReadFunction<any>,
	activityId?: FieldPolicy<any> | FieldReadFunction<any>,
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	quizzes?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ChapterConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | ChapterConnectionKeySpecifier)[];
export type ChapterConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ChapterEdgeKeySpecifier = ('cursor' | 'node' | ChapterEdgeKeySpecifier)[];
export type ChapterEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ChapterQuizChangeKeySpecifier = ('change' | 'chapterId' | 'quiz' | 'quizId' | ChapterQuizChangeKeySpecifier)[];
export type ChapterQuizChangeFieldPolicy = {
	change?: FieldPolicy<any> | FieldReadFunction<any>,
	chapterId?: FieldPolicy<any> | FieldReadFunction<any>,
	quiz?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ConnectionKeySpecifier = ('pageInfo' | 'totalCount' | ConnectionKeySpecifier)[];
export type ConnectionFieldPolicy = {
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContactMessageKeySpecifier = ('createdAt' | 'email' | 'id' | 'message' | 'name' | 'replied' | 'repliedAt' | 'replies' | 'sender' | ContactMessageKeySpecifier)[];
export type ContactMessageFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	email?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	replied?: FieldPolicy<any> | FieldReadFunction<any>,
	repliedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	replies?: FieldPolicy<any> | FieldReadFunction<any>,
	sender?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContactMessageConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | ContactMessageConnectionKeySpecifier)[];
export type ContactMessageConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContactMessageEdgeKeySpecifier = ('cursor' | 'node' | ContactMessageEdgeKeySpecifier)[];
export type ContactMessageEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ContactReplyKeySpecifier = ('author' | 'body' | 'createdAt' | 'deliveredAt' | 'deliveryError' | 'deliveryStatus' | 'id' | ContactReplyKeySpecifier)[];
export type ContactReplyFieldPolicy = {
	author?: FieldPolicy<any> | FieldReadFunction<any>,
	body?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	deliveredAt?: FieldPolicy<any> | FieldReadFunction<any>,
	deliveryError?: FieldPolicy<any> | FieldReadFunction<any>,
	deliveryStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseKeySpecifier = ('canEdit' | 'createdAt' | 'description' | 'id' | 'level' | 'questions' | 'title' | 'updatedAt' | CourseKeySpecifier)[];
export type CourseFieldPolicy = {
	canEdit?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	level?: FieldPolicy<any> | FieldReadFunction<any>,
	questions?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | CourseConnectionKeySpecifier)[];
export type CourseConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseEdgeKeySpecifier = ('cursor' | 'node' | CourseEdgeKeySpecifier)[];
export type CourseEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseProgressKeySpecifier = ('counts' | 'course' | CourseProgressKeySpecifier)[];
export type CourseProgressFieldPolicy = {
	counts?: FieldPolicy<any> | FieldReadFunction<any>,
	course?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseQuestionKeySpecifier = ('answer' | 'category' | 'courseId' | 'createdAt' | 'id' | 'question' | CourseQuestionKeySpecifier)[];
export type CourseQuestionFieldPolicy = {
	answer?: FieldPolicy<any> | FieldReadFunction<any>,
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	courseId?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	question?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseQuestionConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | CourseQuestionConnectionKeySpecifier)[];
export type CourseQuestionConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseQuestionEdgeKeySpecifier = ('cursor' | 'node' | CourseQuestionEdgeKeySpecifier)[];
export type CourseQuestionEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseQuestionImportPreviewKeySpecifier = ('cards' | 'skipped' | CourseQuestionImportPreviewKeySpecifier)[];
export type CourseQuestionImportPreviewFieldPolicy = {
	cards?: FieldPolicy<any> | FieldReadFunction<any>,
	skipped?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseStudyKeySpecifier = ('counts' | 'courseId' | 'next' | 'queueSize' | CourseStudyKeySpecifier)[];
export type CourseStudyFieldPolicy = {
	counts?: FieldPolicy<any> | FieldReadFunction<any>,
	courseId?: FieldPolicy<any> | FieldReadFunction<any>,
	next?: FieldPolicy<any> | FieldReadFunction<any>,
	queueSize?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CourseStudyInsightKeySpecifier = ('course' | 'hardestCards' | 'learners' | 'reviews' | CourseStudyInsightKeySpecifier)[];
export type CourseStudyInsightFieldPolicy = {
	course?: FieldPolicy<any> | FieldReadFunction<any>,
	hardestCards?: FieldPolicy<any> | FieldReadFunction<any>,
	learners?: FieldPolicy<any> | FieldReadFunction<any>,
	reviews?: FieldPolicy<any> | FieldReadFunction<any>
};
export type CreatedPersonalAccessTokenKeySpecifier = ('secret' | 'token' | CreatedPersonalAccessTokenKeySpecifier)[];
export type CreatedPersonalAccessTokenFieldPolicy = {
	secret?: FieldPolicy<any> | FieldReadFunction<any>,
	token?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DayCountKeySpecifier = ('count' | 'day' | DayCountKeySpecifier)[];
export type DayCountFieldPolicy = {
	count?: FieldPolicy<any> | FieldReadFunction<any>,
	day?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DevMailKeySpecifier = ('html' | 'id' | 'messageId' | 'receivedAt' | 'recipients' | 'sender' | 'subject' | 'text' | DevMailKeySpecifier)[];
export type DevMailFieldPolicy = {
	html?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	messageId?: FieldPolicy<any> | FieldReadFunction<any>,
	receivedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	recipients?: FieldPolicy<any> | FieldReadFunction<any>,
	sender?: FieldPolicy<any> | FieldReadFunction<any>,
	subject?: FieldPolicy<any> | FieldReadFunction<any>,
	text?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DevMailConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | DevMailConnectionKeySpecifier)[];
export type DevMailConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type DevMailEdgeKeySpecifier = ('cursor' | 'node' | DevMailEdgeKeySpecifier)[];
export type DevMailEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type EssayToGradeKeySpecifier = ('attemptId' | 'comment' | 'gradedAt' | 'learnerName' | 'maxPoints' | 'points' | 'questionIndex' | 'questionText' | 'quizId' | 'quizTitle' | 'submittedAt' | 'textAnswer' | 'textFormat' | EssayToGradeKeySpecifier)[];
export type EssayToGradeFieldPolicy = {
	attemptId?: FieldPolicy<any> | FieldReadFunction<any>,
	comment?: FieldPolicy<any> | FieldReadFunction<any>,
	gradedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	learnerName?: FieldPolicy<any> | FieldReadFunction<any>,
	maxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	questionIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	questionText?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>,
	quizTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	submittedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	textAnswer?: FieldPolicy<any> | FieldReadFunction<any>,
	textFormat?: FieldPolicy<any> | FieldReadFunction<any>
};
export type EssayToGradeConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | EssayToGradeConnectionKeySpecifier)[];
export type EssayToGradeConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type EssayToGradeEdgeKeySpecifier = ('cursor' | 'node' | EssayToGradeEdgeKeySpecifier)[];
export type EssayToGradeEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ExportedFileKeySpecifier = ('content' | 'filename' | 'mimeType' | ExportedFileKeySpecifier)[];
export type ExportedFileFieldPolicy = {
	content?: FieldPolicy<any> | FieldReadFunction<any>,
	filename?: FieldPolicy<any> | FieldReadFunction<any>,
	mimeType?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradeIntervalKeySpecifier = ('due' | 'rating' | 'seconds' | GradeIntervalKeySpecifier)[];
export type GradeIntervalFieldPolicy = {
	due?: FieldPolicy<any> | FieldReadFunction<any>,
	rating?: FieldPolicy<any> | FieldReadFunction<any>,
	seconds?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradebookKeySpecifier = ('activityId' | 'quizzes' | 'rows' | GradebookKeySpecifier)[];
export type GradebookFieldPolicy = {
	activityId?: FieldPolicy<any> | FieldReadFunction<any>,
	quizzes?: FieldPolicy<any> | FieldReadFunction<any>,
	rows?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradebookCellKeySpecifier = ('attempted' | 'attemptsUsed' | 'grade' | 'maxPoints' | 'needsGrading' | 'passed' | 'points' | 'quizId' | GradebookCellKeySpecifier)[];
export type GradebookCellFieldPolicy = {
	attempted?: FieldPolicy<any> | FieldReadFunction<any>,
	attemptsUsed?: FieldPolicy<any> | FieldReadFunction<any>,
	grade?: FieldPolicy<any> | FieldReadFunction<any>,
	maxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	needsGrading?: FieldPolicy<any> | FieldReadFunction<any>,
	passed?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradebookLearnerKeySpecifier = ('email' | 'id' | 'name' | GradebookLearnerKeySpecifier)[];
export type GradebookLearnerFieldPolicy = {
	email?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradebookQuizKeySpecifier = ('chapterTitle' | 'gradingMethod' | 'id' | 'passPercentage' | 'title' | GradebookQuizKeySpecifier)[];
export type GradebookQuizFieldPolicy = {
	chapterTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	gradingMethod?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	passPercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradebookRowKeySpecifier = ('averagePercentage' | 'cells' | 'learner' | GradebookRowKeySpecifier)[];
export type GradebookRowFieldPolicy = {
	averagePercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	cells?: FieldPolicy<any> | FieldReadFunction<any>,
	learner?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradebookRowConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | GradebookRowConnectionKeySpecifier)[];
export type GradebookRowConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type GradebookRowEdgeKeySpecifier = ('cursor' | 'node' | GradebookRowEdgeKeySpecifier)[];
export type GradebookRowEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type HardCardKeySpecifier = ('again' | 'card' | 'reviews' | HardCardKeySpecifier)[];
export type HardCardFieldPolicy = {
	again?: FieldPolicy<any> | FieldReadFunction<any>,
	card?: FieldPolicy<any> | FieldReadFunction<any>,
	reviews?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ImportedCardKeySpecifier = ('answer' | 'category' | 'line' | 'question' | ImportedCardKeySpecifier)[];
export type ImportedCardFieldPolicy = {
	answer?: FieldPolicy<any> | FieldReadFunction<any>,
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	line?: FieldPolicy<any> | FieldReadFunction<any>,
	question?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ImportedQuestionKeySpecifier = ('acceptedAnswers' | 'caseSensitive' | 'correctAnswerIndex' | 'correctBoolean' | 'extraMatches' | 'generalFeedback' | 'line' | 'notes' | 'numericAnswers' | 'optionCredits' | 'optionFeedback' | 'options' | 'pairs' | 'points' | 'position' | 'questionText' | 'textFormat' | 'title' | 'type' | ImportedQuestionKeySpecifier)[];
export type ImportedQuestionFieldPolicy = {
	acceptedAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	caseSensitive?: FieldPolicy<any> | FieldReadFunction<any>,
	correctAnswerIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	correctBoolean?: FieldPolicy<any> | FieldReadFunction<any>,
	extraMatches?: FieldPolicy<any> | FieldReadFunction<any>,
	generalFeedback?: FieldPolicy<any> | FieldReadFunction<any>,
	line?: FieldPolicy<any> | FieldReadFunction<any>,
	notes?: FieldPolicy<any> | FieldReadFunction<any>,
	numericAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	optionCredits?: FieldPolicy<any> | FieldReadFunction<any>,
	optionFeedback?: FieldPolicy<any> | FieldReadFunction<any>,
	options?: FieldPolicy<any> | FieldReadFunction<any>,
	pairs?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	position?: FieldPolicy<any> | FieldReadFunction<any>,
	questionText?: FieldPolicy<any> | FieldReadFunction<any>,
	textFormat?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LearnerDashboardKeySpecifier = ('attempts' | 'averagePercentage' | 'passed' | LearnerDashboardKeySpecifier)[];
export type LearnerDashboardFieldPolicy = {
	attempts?: FieldPolicy<any> | FieldReadFunction<any>,
	averagePercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	passed?: FieldPolicy<any> | FieldReadFunction<any>
};
export type LearnerProgressKeySpecifier = ('activities' | 'courses' | 'dueForecast' | 'dueToday' | 'reviewsPerDay' | 'streak' | LearnerProgressKeySpecifier)[];
export type LearnerProgressFieldPolicy = {
	activities?: FieldPolicy<any> | FieldReadFunction<any>,
	courses?: FieldPolicy<any> | FieldReadFunction<any>,
	dueForecast?: FieldPolicy<any> | FieldReadFunction<any>,
	dueToday?: FieldPolicy<any> | FieldReadFunction<any>,
	reviewsPerDay?: FieldPolicy<any> | FieldReadFunction<any>,
	streak?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MatchingPairKeySpecifier = ('match' | 'prompt' | MatchingPairKeySpecifier)[];
export type MatchingPairFieldPolicy = {
	match?: FieldPolicy<any> | FieldReadFunction<any>,
	prompt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type MutationKeySpecifier = ('addCourseQuestion' | 'changePassword' | 'confirmSignup' | 'createActivity' | 'createBankQuestion' | 'createChapter' | 'createCourse' | 'createOpportunity' | 'createPersonalAccessToken' | 'createQuiz' | 'deleteActivity' | 'deleteBankQuestion' | 'deleteChapter' | 'deleteContactMessage' | 'deleteCourse' | 'deleteCourseQuestion' | 'deleteOpportunity' | 'deletePaper' | 'deleteQuiz' | 'deleteUser' | 'gradeEssayAnswer' | 'importCourseQuestions' | 'importQuestionsIntoBank' | 'importQuestionsIntoQuiz' | 'importQuiz' | 'login' | 'logout' | 'previewCourseQuestionImport' | 'previewQuestionImport' | 'publishQuiz' | 'regrade' | 'removeQuizAccommodation' | 'replyToContactMessage' | 'requestPasswordReset' | 'resetPassword' | 'restoreBankQuestion' | 'retireBankQuestion' | 'retryContactReplyDelivery' | 'reviewCard' | 'revokePersonalAccessToken' | 'saveQuizAnswers' | 'sendContactMessage' | 'setApiRateLimit' | 'setQuizAccommodation' | 'signup' | 'startQuizAttempt' | 'submitQuizAttempt' | 'unpublishQuiz' | 'updateActivity' | 'updateBankQuestion' | 'updateChapter' | 'updateCourse' | 'updateCourseQuestion' | 'updateOpportunity' | 'updatePaper' | 'updateProfile' | 'updateQuiz' | 'updateQuizSettings' | 'updateStudySettings' | 'updateUser' | 'uploadPaper' | MutationKeySpecifier)[];
export type MutationFieldPolicy = {
	addCourseQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	changePassword?: FieldPolicy<any> | FieldReadFunction<any>,
	confirmSignup?: FieldPolicy<any> | FieldReadFunction<any>,
	createActivity?: FieldPolicy<any> | FieldReadFunction<any>,
	createBankQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	createChapter?: FieldPolicy<any> | FieldReadFunction<any>,
	createCourse?: FieldPolicy<any> | FieldReadFunction<any>,
	createOpportunity?: FieldPolicy<any> | FieldReadFunction<any>,
	createPersonalAccessToken?: FieldPolicy<any> | FieldReadFunction<any>,
	createQuiz?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteActivity?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteBankQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteChapter?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteContactMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteCourse?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteCourseQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteOpportunity?: FieldPolicy<any> | FieldReadFunction<any>,
	deletePaper?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteQuiz?: FieldPolicy<any> | FieldReadFunction<any>,
	deleteUser?: FieldPolicy<any> | FieldReadFunction<any>,
	gradeEssayAnswer?: FieldPolicy<any> | FieldReadFunction<any>,
	importCourseQuestions?: FieldPolicy<any> | FieldReadFunction<any>,
	importQuestionsIntoBank?: FieldPolicy<any> | FieldReadFunction<any>,
	importQuestionsIntoQuiz?: FieldPolicy<any> | FieldReadFunction<any>,
	importQuiz?: FieldPolicy<any> | FieldReadFunction<any>,
	login?: FieldPolicy<any> | FieldReadFunction<any>,
	logout?: FieldPolicy<any> | FieldReadFunction<any>,
	previewCourseQuestionImport?: FieldPolicy<any> | FieldReadFunction<any>,
	previewQuestionImport?: FieldPolicy<any> | FieldReadFunction<any>,
	publishQuiz?: FieldPolicy<any> | FieldReadFunction<any>,
	regrade?: FieldPolicy<any> | FieldReadFunction<any>,
	removeQuizAccommodation?: FieldPolicy<any> | FieldReadFunction<any>,
	replyToContactMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	requestPasswordReset?: FieldPolicy<any> | FieldReadFunction<any>,
	resetPassword?: FieldPolicy<any> | FieldReadFunction<any>,
	restoreBankQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	retireBankQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	retryContactReplyDelivery?: FieldPolicy<any> | FieldReadFunction<any>,
	reviewCard?: FieldPolicy<any> | FieldReadFunction<any>,
	revokePersonalAccessToken?: FieldPolicy<any> | FieldReadFunction<any>,
	saveQuizAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	sendContactMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	setApiRateLimit?: FieldPolicy<any> | FieldReadFunction<any>,
	setQuizAccommodation?: FieldPolicy<any> | FieldReadFunction<any>,
	signup?: FieldPolicy<any> | FieldReadFunction<any>,
	startQuizAttempt?: FieldPolicy<any> | FieldReadFunction<any>,
	submitQuizAttempt?: FieldPolicy<any> | FieldReadFunction<any>,
	unpublishQuiz?: FieldPolicy<any> | FieldReadFunction<any>,
	updateActivity?: FieldPolicy<any> | FieldReadFunction<any>,
	updateBankQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	updateChapter?: FieldPolicy<any> | FieldReadFunction<any>,
	updateCourse?: FieldPolicy<any> | FieldReadFunction<any>,
	updateCourseQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	updateOpportunity?: FieldPolicy<any> | FieldReadFunction<any>,
	updatePaper?: FieldPolicy<any> | FieldReadFunction<any>,
	updateProfile?: FieldPolicy<any> | FieldReadFunction<any>,
	updateQuiz?: FieldPolicy<any> | FieldReadFunction<any>,
	updateQuizSettings?: FieldPolicy<any> | FieldReadFunction<any>,
	updateStudySettings?: FieldPolicy<any> | FieldReadFunction<any>,
	updateUser?: FieldPolicy<any> | FieldReadFunction<any>,
	uploadPaper?: FieldPolicy<any> | FieldReadFunction<any>
};
export type NumericAnswerKeySpecifier = ('credit' | 'feedback' | 'max' | 'min' | 'tolerance' | 'value' | NumericAnswerKeySpecifier)[];
export type NumericAnswerFieldPolicy = {
	credit?: FieldPolicy<any> | FieldReadFunction<any>,
	feedback?: FieldPolicy<any> | FieldReadFunction<any>,
	max?: FieldPolicy<any> | FieldReadFunction<any>,
	min?: FieldPolicy<any> | FieldReadFunction<any>,
	tolerance?: FieldPolicy<any> | FieldReadFunction<any>,
	value?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OpportunityKeySpecifier = ('closingDate' | 'createdAt' | 'description' | 'id' | 'link' | 'openingDate' | 'status' | 'title' | 'type' | 'updatedAt' | OpportunityKeySpecifier)[];
export type OpportunityFieldPolicy = {
	closingDate?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	link?: FieldPolicy<any> | FieldReadFunction<any>,
	openingDate?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OpportunityConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | OpportunityConnectionKeySpecifier)[];
export type OpportunityConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type OpportunityEdgeKeySpecifier = ('cursor' | 'node' | OpportunityEdgeKeySpecifier)[];
export type OpportunityEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PageInfoKeySpecifier = ('endCursor' | 'hasNextPage' | 'hasPreviousPage' | 'startCursor' | PageInfoKeySpecifier)[];
export type PageInfoFieldPolicy = {
	endCursor?: FieldPolicy<any> | FieldReadFunction<any>,
	hasNextPage?: FieldPolicy<any> | FieldReadFunction<any>,
	hasPreviousPage?: FieldPolicy<any> | FieldReadFunction<any>,
	startCursor?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PaperKeySpecifier = ('canEdit' | 'createdAt' | 'description' | 'id' | 'image' | 'paperType' | 'pdf' | 'title' | 'updatedAt' | PaperKeySpecifier)[];
export type PaperFieldPolicy = {
	canEdit?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	description?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	image?: FieldPolicy<any> | FieldReadFunction<any>,
	paperType?: FieldPolicy<any> | FieldReadFunction<any>,
	pdf?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PaperConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | PaperConnectionKeySpecifier)[];
export type PaperConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PaperEdgeKeySpecifier = ('cursor' | 'node' | PaperEdgeKeySpecifier)[];
export type PaperEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type PersonalAccessTokenKeySpecifier = ('createdAt' | 'expiresAt' | 'id' | 'lastUsedAt' | 'name' | 'revokedAt' | 'scopes' | PersonalAccessTokenKeySpecifier)[];
export type PersonalAccessTokenFieldPolicy = {
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	expiresAt?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	lastUsedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	revokedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	scopes?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QueryKeySpecifier = ('activities' | 'activity' | 'activityAccommodations' | 'adminDashboard' | 'apiScopes' | 'auditLog' | 'bankQuestion' | 'chapter' | 'chapters' | 'contactMessage' | 'contactMessages' | 'course' | 'courseQuestionsExport' | 'courseStudy' | 'courseStudyInsights' | 'courses' | 'devMail' | 'devMailbox' | 'essayAnswersToGrade' | 'gradebook' | 'gradebookCsv' | 'gradedEssayAnswers' | 'latestOpportunities' | 'learnerDashboard' | 'me' | 'myActivities' | 'myProgress' | 'myQuizAttempts' | 'myStudySettings' | 'opportunities' | 'opportunity' | 'paper' | 'papers' | 'personalAccessTokens' | 'previewRegrade' | 'publishedQuizzes' | 'questionBank' | 'questionBankPoolSize' | 'questionBankTags' | 'quiz' | 'quizAccommodations' | 'quizAttempts' | 'quizAttemptsCsv' | 'quizExport' | 'quizInsight' | 'quizRegrade' | 'quizzes' | 'rateLimit' | 'searchBooks' | 'tutorDashboard' | 'users' | QueryKeySpecifier)[];
export type QueryFieldPolicy = {
	activities?: FieldPolicy<any> | FieldReadFunction<any>,
	activity?: FieldPolicy<any> | FieldReadFunction<any>,
	activityAccommodations?: FieldPolicy<any> | FieldReadFunction<any>,
	adminDashboard?: FieldPolicy<any> | FieldReadFunction<any>,
	apiScopes?: FieldPolicy<any> | FieldReadFunction<any>,
	auditLog?: FieldPolicy<any> | FieldReadFunction<any>,
	bankQuestion?: FieldPolicy<any> | FieldReadFunction<any>,
	chapter?: FieldPolicy<any> | FieldReadFunction<any>,
	chapters?: FieldPolicy<any> | FieldReadFunction<any>,
	contactMessage?: FieldPolicy<any> | FieldReadFunction<any>,
	contactMessages?: FieldPolicy<any> | FieldReadFunction<any>,
	course?: FieldPolicy<any> | FieldReadFunction<any>,
	courseQuestionsExport?: FieldPolicy<any> | FieldReadFunction<any>,
	courseStudy?: FieldPolicy<any> | FieldReadFunction<any>,
	courseStudyInsights?: FieldPolicy<any> | FieldReadFunction<any>,
	courses?: FieldPolicy<any> | FieldReadFunction<any>,
	devMail?: FieldPolicy<any> | FieldReadFunction<any>,
	devMailbox?: FieldPolicy<any> | FieldReadFunction<any>,
	essayAnswersToGrade?: FieldPolicy<any> | FieldReadFunction<any>,
	gradebook?: FieldPolicy<any> | FieldReadFunction<any>,
	gradebookCsv?: FieldPolicy<any> | FieldReadFunction<any>,
	gradedEssayAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	latestOpportunities?: FieldPolicy<any> | FieldReadFunction<any>,
	learnerDashboard?: FieldPolicy<any> | FieldReadFunction<any>,
	me?: FieldPolicy<any> | FieldReadFunction<any>,
	myActivities?: FieldPolicy<any> | FieldReadFunction<any>,
	myProgress?: FieldPolicy<any> | FieldReadFunction<any>,
	myQuizAttempts?: FieldPolicy<any> | FieldReadFunction<any>,
	myStudySettings?: FieldPolicy<any> | FieldReadFunction<any>,
	opportunities?: FieldPolicy<any> | FieldReadFunction<any>,
	opportunity?: FieldPolicy<any> | FieldReadFunction<any>,
	paper?: FieldPolicy<any> | FieldReadFunction<any>,
	papers?: FieldPolicy<any> | FieldReadFunction<any>,
	personalAccessTokens?: FieldPolicy<any> | FieldReadFunction<any>,
	previewRegrade?: FieldPolicy<any> | FieldReadFunction<any>,
	publishedQuizzes?: FieldPolicy<any> | FieldReadFunction<any>,
	questionBank?: FieldPolicy<any> | FieldReadFunction<any>,
	questionBankPoolSize?: FieldPolicy<any> | FieldReadFunction<any>,
	questionBankTags?: FieldPolicy<any> | FieldReadFunction<any>,
	quiz?: FieldPolicy<any> | FieldReadFunction<any>,
	quizAccommodations?: FieldPolicy<any> | FieldReadFunction<any>,
	quizAttempts?: FieldPolicy<any> | FieldReadFunction<any>,
	quizAttemptsCsv?: FieldPolicy<any> | FieldReadFunction<any>,
	quizExport?: FieldPolicy<any> | FieldReadFunction<any>,
	quizInsight?: FieldPolicy<any> | FieldReadFunction<any>,
	quizRegrade?: FieldPolicy<any> | FieldReadFunction<any>,
	quizzes?: FieldPolicy<any> | FieldReadFunction<any>,
	rateLimit?: FieldPolicy<any> | FieldReadFunction<any>,
	searchBooks?: FieldPolicy<any> | FieldReadFunction<any>,
	tutorDashboard?: FieldPolicy<any> | FieldReadFunction<any>,
	users?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuestionImportPreviewKeySpecifier = ('questions' | 'skipped' | QuestionImportPreviewKeySpecifier)[];
export type QuestionImportPreviewFieldPolicy = {
	questions?: FieldPolicy<any> | FieldReadFunction<any>,
	skipped?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizKeySpecifier = ('attemptCount' | 'attemptsAllowed' | 'chapter' | 'chapterId' | 'closesAt' | 'createdAt' | 'gradingMethod' | 'id' | 'instructions' | 'isPublished' | 'myAttempt' | 'myAttemptInProgress' | 'myAttemptsLeft' | 'myTerms' | 'opensAt' | 'passPercentage' | 'questionCount' | 'questions' | 'reviewPolicy' | 'shuffleOptions' | 'shuffleQuestions' | 'slots' | 'timeLimitMinutes' | 'title' | 'updatedAt' | 'window' | QuizKeySpecifier)[];
export type QuizFieldPolicy = {
	attemptCount?: FieldPolicy<any> | FieldReadFunction<any>,
	attemptsAllowed?: FieldPolicy<any> | FieldReadFunction<any>,
	chapter?: FieldPolicy<any> | FieldReadFunction<any>,
	chapterId?: FieldPolicy<any> | FieldReadFunction<any>,
	closesAt?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	gradingMethod?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	instructions?: FieldPolicy<any> | FieldReadFunction<any>,
	isPublished?: FieldPolicy<any> | FieldReadFunction<any>,
	myAttempt?: FieldPolicy<any> | FieldReadFunction<any>,
	myAttemptInProgress?: FieldPolicy<any> | FieldReadFunction<any>,
	myAttemptsLeft?: FieldPolicy<any> | FieldReadFunction<any>,
	myTerms?: FieldPolicy<any> | FieldReadFunction<any>,
	opensAt?: FieldPolicy<any> | FieldReadFunction<any>,
	passPercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	questionCount?: FieldPolicy<any> | FieldReadFunction<any>,
	questions?: FieldPolicy<any> | FieldReadFunction<any>,
	reviewPolicy?: FieldPolicy<any> | FieldReadFunction<any>,
	shuffleOptions?: FieldPolicy<any> | FieldReadFunction<any>,
	shuffleQuestions?: FieldPolicy<any> | FieldReadFunction<any>,
	slots?: FieldPolicy<any> | FieldReadFunction<any>,
	timeLimitMinutes?: FieldPolicy<any> | FieldReadFunction<any>,
	title?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	window?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAccommodationKeySpecifier = ('activityId' | 'closesAt' | 'extraAttempts' | 'extraMinutes' | 'id' | 'learner' | 'learnerId' | 'opensAt' | 'quizId' | 'timeFactor' | 'updatedAt' | QuizAccommodationKeySpecifier)[];
export type QuizAccommodationFieldPolicy = {
	activityId?: FieldPolicy<any> | FieldReadFunction<any>,
	closesAt?: FieldPolicy<any> | FieldReadFunction<any>,
	extraAttempts?: FieldPolicy<any> | FieldReadFunction<any>,
	extraMinutes?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	learner?: FieldPolicy<any> | FieldReadFunction<any>,
	learnerId?: FieldPolicy<any> | FieldReadFunction<any>,
	opensAt?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>,
	timeFactor?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptKeySpecifier = ('activityId' | 'activityTitle' | 'answers' | 'attemptNumber' | 'chapterId' | 'chapterTitle' | 'gradingStatus' | 'id' | 'learner' | 'maxPoints' | 'passPercentage' | 'passed' | 'percentage' | 'points' | 'questions' | 'quizClosesAt' | 'quizId' | 'quizTitle' | 'regrades' | 'reviewPolicy' | 'score' | 'startedAt' | 'submittedAt' | 'total' | QuizAttemptKeySpecifier)[];
export type QuizAttemptFieldPolicy = {
	activityId?: FieldPolicy<any> | FieldReadFunction<any>,
	activityTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	answers?: FieldPolicy<any> | FieldReadFunction<any>,
	attemptNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	chapterId?: FieldPolicy<any> | FieldReadFunction<any>,
	chapterTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	gradingStatus?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	learner?: FieldPolicy<any> | FieldReadFunction<any>,
	maxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	passPercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	passed?: FieldPolicy<any> | FieldReadFunction<any>,
	percentage?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	questions?: FieldPolicy<any> | FieldReadFunction<any>,
	quizClosesAt?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>,
	quizTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	regrades?: FieldPolicy<any> | FieldReadFunction<any>,
	reviewPolicy?: FieldPolicy<any> | FieldReadFunction<any>,
	score?: FieldPolicy<any> | FieldReadFunction<any>,
	startedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	submittedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	total?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptAnswerKeySpecifier = ('booleanAnswer' | 'comment' | 'correctAnswer' | 'correctAnswerIndex' | 'feedback' | 'generalFeedback' | 'isCorrect' | 'matchIndexes' | 'maxPoints' | 'needsGrading' | 'points' | 'questionIndex' | 'selectedOptionIndex' | 'selectedOptionIndexes' | 'textAnswer' | 'type' | QuizAttemptAnswerKeySpecifier)[];
export type QuizAttemptAnswerFieldPolicy = {
	booleanAnswer?: FieldPolicy<any> | FieldReadFunction<any>,
	comment?: FieldPolicy<any> | FieldReadFunction<any>,
	correctAnswer?: FieldPolicy<any> | FieldReadFunction<any>,
	correctAnswerIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	feedback?: FieldPolicy<any> | FieldReadFunction<any>,
	generalFeedback?: FieldPolicy<any> | FieldReadFunction<any>,
	isCorrect?: FieldPolicy<any> | FieldReadFunction<any>,
	matchIndexes?: FieldPolicy<any> | FieldReadFunction<any>,
	maxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	needsGrading?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	questionIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	selectedOptionIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	selectedOptionIndexes?: FieldPolicy<any> | FieldReadFunction<any>,
	textAnswer?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | QuizAttemptConnectionKeySpecifier)[];
export type QuizAttemptConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptEdgeKeySpecifier = ('cursor' | 'node' | QuizAttemptEdgeKeySpecifier)[];
export type QuizAttemptEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptHistoryKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'stats' | 'totalCount' | QuizAttemptHistoryKeySpecifier)[];
export type QuizAttemptHistoryFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	stats?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptInProgressKeySpecifier = ('attemptNumber' | 'deadline' | 'id' | 'questions' | 'quizId' | 'savedAnswers' | 'savedAt' | 'serverTime' | 'startedAt' | QuizAttemptInProgressKeySpecifier)[];
export type QuizAttemptInProgressFieldPolicy = {
	attemptNumber?: FieldPolicy<any> | FieldReadFunction<any>,
	deadline?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	questions?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>,
	savedAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	savedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	serverTime?: FieldPolicy<any> | FieldReadFunction<any>,
	startedAt?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptStatsKeySpecifier = ('averagePercentage' | 'passedCount' | 'totalAttempts' | QuizAttemptStatsKeySpecifier)[];
export type QuizAttemptStatsFieldPolicy = {
	averagePercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	passedCount?: FieldPolicy<any> | FieldReadFunction<any>,
	totalAttempts?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizAttemptSubmittedKeySpecifier = ('attempt' | 'insight' | QuizAttemptSubmittedKeySpecifier)[];
export type QuizAttemptSubmittedFieldPolicy = {
	attempt?: FieldPolicy<any> | FieldReadFunction<any>,
	insight?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | QuizConnectionKeySpecifier)[];
export type QuizConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizEdgeKeySpecifier = ('cursor' | 'node' | QuizEdgeKeySpecifier)[];
export type QuizEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizInsightKeySpecifier = ('attemptCount' | 'averagePercentage' | 'averageScore' | 'cronbachAlpha' | 'passRate' | 'passedCount' | 'questions' | 'quizId' | 'quizTitle' | 'standardDeviation' | QuizInsightKeySpecifier)[];
export type QuizInsightFieldPolicy = {
	attemptCount?: FieldPolicy<any> | FieldReadFunction<any>,
	averagePercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	averageScore?: FieldPolicy<any> | FieldReadFunction<any>,
	cronbachAlpha?: FieldPolicy<any> | FieldReadFunction<any>,
	passRate?: FieldPolicy<any> | FieldReadFunction<any>,
	passedCount?: FieldPolicy<any> | FieldReadFunction<any>,
	questions?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>,
	quizTitle?: FieldPolicy<any> | FieldReadFunction<any>,
	standardDeviation?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizQuestionKeySpecifier = ('acceptedAnswers' | 'caseSensitive' | 'correctAnswerIndex' | 'correctBoolean' | 'extraMatches' | 'generalFeedback' | 'index' | 'matches' | 'numericAnswers' | 'optionCredits' | 'optionFeedback' | 'optionIndexes' | 'options' | 'pairs' | 'points' | 'prompts' | 'questionText' | 'textFormat' | 'type' | QuizQuestionKeySpecifier)[];
export type QuizQuestionFieldPolicy = {
	acceptedAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	caseSensitive?: FieldPolicy<any> | FieldReadFunction<any>,
	correctAnswerIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	correctBoolean?: FieldPolicy<any> | FieldReadFunction<any>,
	extraMatches?: FieldPolicy<any> | FieldReadFunction<any>,
	generalFeedback?: FieldPolicy<any> | FieldReadFunction<any>,
	index?: FieldPolicy<any> | FieldReadFunction<any>,
	matches?: FieldPolicy<any> | FieldReadFunction<any>,
	numericAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	optionCredits?: FieldPolicy<any> | FieldReadFunction<any>,
	optionFeedback?: FieldPolicy<any> | FieldReadFunction<any>,
	optionIndexes?: FieldPolicy<any> | FieldReadFunction<any>,
	options?: FieldPolicy<any> | FieldReadFunction<any>,
	pairs?: FieldPolicy<any> | FieldReadFunction<any>,
	points?: FieldPolicy<any> | FieldReadFunction<any>,
	prompts?: FieldPolicy<any> | FieldReadFunction<any>,
	questionText?: FieldPolicy<any> | FieldReadFunction<any>,
	textFormat?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizQuestionInsightKeySpecifier = ('answerCount' | 'averagePoints' | 'correctAnswerIndex' | 'correctCount' | 'correctRate' | 'discriminationIndex' | 'facilityIndex' | 'optionBottomThirdShares' | 'optionCounts' | 'optionTopThirdShares' | 'pairCorrectRates' | 'questionId' | 'questionIndex' | 'questionText' | 'topAnswers' | 'type' | QuizQuestionInsightKeySpecifier)[];
export type QuizQuestionInsightFieldPolicy = {
	answerCount?: FieldPolicy<any> | FieldReadFunction<any>,
	averagePoints?: FieldPolicy<any> | FieldReadFunction<any>,
	correctAnswerIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	correctCount?: FieldPolicy<any> | FieldReadFunction<any>,
	correctRate?: FieldPolicy<any> | FieldReadFunction<any>,
	discriminationIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	facilityIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	optionBottomThirdShares?: FieldPolicy<any> | FieldReadFunction<any>,
	optionCounts?: FieldPolicy<any> | FieldReadFunction<any>,
	optionTopThirdShares?: FieldPolicy<any> | FieldReadFunction<any>,
	pairCorrectRates?: FieldPolicy<any> | FieldReadFunction<any>,
	questionId?: FieldPolicy<any> | FieldReadFunction<any>,
	questionIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	questionText?: FieldPolicy<any> | FieldReadFunction<any>,
	topAnswers?: FieldPolicy<any> | FieldReadFunction<any>,
	type?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizRegradeKeySpecifier = ('attemptCount' | 'attemptsChanged' | 'error' | 'finishedAt' | 'id' | 'mode' | 'questionId' | 'quizId' | 'requestedAt' | 'status' | 'toVersion' | QuizRegradeKeySpecifier)[];
export type QuizRegradeFieldPolicy = {
	attemptCount?: FieldPolicy<any> | FieldReadFunction<any>,
	attemptsChanged?: FieldPolicy<any> | FieldReadFunction<any>,
	error?: FieldPolicy<any> | FieldReadFunction<any>,
	finishedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	mode?: FieldPolicy<any> | FieldReadFunction<any>,
	questionId?: FieldPolicy<any> | FieldReadFunction<any>,
	quizId?: FieldPolicy<any> | FieldReadFunction<any>,
	requestedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	status?: FieldPolicy<any> | FieldReadFunction<any>,
	toVersion?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizSlotKeySpecifier = ('count' | 'difficulty' | 'kind' | 'poolSize' | 'questionId' | 'questionIndex' | 'randomTag' | 'version' | QuizSlotKeySpecifier)[];
export type QuizSlotFieldPolicy = {
	count?: FieldPolicy<any> | FieldReadFunction<any>,
	difficulty?: FieldPolicy<any> | FieldReadFunction<any>,
	kind?: FieldPolicy<any> | FieldReadFunction<any>,
	poolSize?: FieldPolicy<any> | FieldReadFunction<any>,
	questionId?: FieldPolicy<any> | FieldReadFunction<any>,
	questionIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	randomTag?: FieldPolicy<any> | FieldReadFunction<any>,
	version?: FieldPolicy<any> | FieldReadFunction<any>
};
export type QuizTermsKeySpecifier = ('accommodated' | 'attemptsAllowed' | 'closesAt' | 'opensAt' | 'quizAttemptsAllowed' | 'quizClosesAt' | 'quizOpensAt' | 'quizTimeLimitMinutes' | 'timeLimitMinutes' | 'window' | QuizTermsKeySpecifier)[];
export type QuizTermsFieldPolicy = {
	accommodated?: FieldPolicy<any> | FieldReadFunction<any>,
	attemptsAllowed?: FieldPolicy<any> | FieldReadFunction<any>,
	closesAt?: FieldPolicy<any> | FieldReadFunction<any>,
	opensAt?: FieldPolicy<any> | FieldReadFunction<any>,
	quizAttemptsAllowed?: FieldPolicy<any> | FieldReadFunction<any>,
	quizClosesAt?: FieldPolicy<any> | FieldReadFunction<any>,
	quizOpensAt?: FieldPolicy<any> | FieldReadFunction<any>,
	quizTimeLimitMinutes?: FieldPolicy<any> | FieldReadFunction<any>,
	timeLimitMinutes?: FieldPolicy<any> | FieldReadFunction<any>,
	window?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RateLimitKeySpecifier = ('cost' | 'limit' | 'remaining' | 'resetAt' | 'used' | RateLimitKeySpecifier)[];
export type RateLimitFieldPolicy = {
	cost?: FieldPolicy<any> | FieldReadFunction<any>,
	limit?: FieldPolicy<any> | FieldReadFunction<any>,
	remaining?: FieldPolicy<any> | FieldReadFunction<any>,
	resetAt?: FieldPolicy<any> | FieldReadFunction<any>,
	used?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegradeChangeKeySpecifier = ('attemptId' | 'learnerId' | 'learnerName' | 'newMaxPoints' | 'newPassed' | 'newPoints' | 'oldMaxPoints' | 'oldPassed' | 'oldPoints' | RegradeChangeKeySpecifier)[];
export type RegradeChangeFieldPolicy = {
	attemptId?: FieldPolicy<any> | FieldReadFunction<any>,
	learnerId?: FieldPolicy<any> | FieldReadFunction<any>,
	learnerName?: FieldPolicy<any> | FieldReadFunction<any>,
	newMaxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	newPassed?: FieldPolicy<any> | FieldReadFunction<any>,
	newPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	oldMaxPoints?: FieldPolicy<any> | FieldReadFunction<any>,
	oldPassed?: FieldPolicy<any> | FieldReadFunction<any>,
	oldPoints?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RegradePreviewKeySpecifier = ('attemptCount' | 'attemptsAffected' | 'changes' | 'failedToPassed' | 'fromVersions' | 'mode' | 'passedToFailed' | 'scoresDown' | 'scoresUp' | 'toVersion' | RegradePreviewKeySpecifier)[];
export type RegradePreviewFieldPolicy = {
	attemptCount?: FieldPolicy<any> | FieldReadFunction<any>,
	attemptsAffected?: FieldPolicy<any> | FieldReadFunction<any>,
	changes?: FieldPolicy<any> | FieldReadFunction<any>,
	failedToPassed?: FieldPolicy<any> | FieldReadFunction<any>,
	fromVersions?: FieldPolicy<any> | FieldReadFunction<any>,
	mode?: FieldPolicy<any> | FieldReadFunction<any>,
	passedToFailed?: FieldPolicy<any> | FieldReadFunction<any>,
	scoresDown?: FieldPolicy<any> | FieldReadFunction<any>,
	scoresUp?: FieldPolicy<any> | FieldReadFunction<any>,
	toVersion?: FieldPolicy<any> | FieldReadFunction<any>
};
export type ReviewResultKeySpecifier = ('card' | 'counted' | 'study' | ReviewResultKeySpecifier)[];
export type ReviewResultFieldPolicy = {
	card?: FieldPolicy<any> | FieldReadFunction<any>,
	counted?: FieldPolicy<any> | FieldReadFunction<any>,
	study?: FieldPolicy<any> | FieldReadFunction<any>
};
export type RoleCountsKeySpecifier = ('admins' | 'learners' | 'tutors' | RoleCountsKeySpecifier)[];
export type RoleCountsFieldPolicy = {
	admins?: FieldPolicy<any> | FieldReadFunction<any>,
	learners?: FieldPolicy<any> | FieldReadFunction<any>,
	tutors?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SavedAnswerKeySpecifier = ('booleanAnswer' | 'matchIndexes' | 'numberAnswer' | 'questionIndex' | 'selectedOptionIndex' | 'selectedOptionIndexes' | 'textAnswer' | SavedAnswerKeySpecifier)[];
export type SavedAnswerFieldPolicy = {
	booleanAnswer?: FieldPolicy<any> | FieldReadFunction<any>,
	matchIndexes?: FieldPolicy<any> | FieldReadFunction<any>,
	numberAnswer?: FieldPolicy<any> | FieldReadFunction<any>,
	questionIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	selectedOptionIndex?: FieldPolicy<any> | FieldReadFunction<any>,
	selectedOptionIndexes?: FieldPolicy<any> | FieldReadFunction<any>,
	textAnswer?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SessionUserKeySpecifier = ('email' | 'id' | 'name' | 'role' | 'surname' | 'token' | SessionUserKeySpecifier)[];
export type SessionUserFieldPolicy = {
	email?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	role?: FieldPolicy<any> | FieldReadFunction<any>,
	surname?: FieldPolicy<any> | FieldReadFunction<any>,
	token?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SignupReceiptKeySpecifier = ('email' | 'message' | SignupReceiptKeySpecifier)[];
export type SignupReceiptFieldPolicy = {
	email?: FieldPolicy<any> | FieldReadFunction<any>,
	message?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SkippedImportKeySpecifier = ('line' | 'name' | 'position' | 'reason' | SkippedImportKeySpecifier)[];
export type SkippedImportFieldPolicy = {
	line?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	position?: FieldPolicy<any> | FieldReadFunction<any>,
	reason?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StoredFileKeySpecifier = ('contentType' | 'createdAt' | 'filename' | 'id' | 'size' | 'url' | StoredFileKeySpecifier)[];
export type StoredFileFieldPolicy = {
	contentType?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	filename?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	size?: FieldPolicy<any> | FieldReadFunction<any>,
	url?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StudyCardKeySpecifier = ('answer' | 'category' | 'courseId' | 'difficulty' | 'due' | 'id' | 'intervals' | 'lapses' | 'lastReview' | 'question' | 'reps' | 'scheduledDays' | 'stability' | 'state' | StudyCardKeySpecifier)[];
export type StudyCardFieldPolicy = {
	answer?: FieldPolicy<any> | FieldReadFunction<any>,
	category?: FieldPolicy<any> | FieldReadFunction<any>,
	courseId?: FieldPolicy<any> | FieldReadFunction<any>,
	difficulty?: FieldPolicy<any> | FieldReadFunction<any>,
	due?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	intervals?: FieldPolicy<any> | FieldReadFunction<any>,
	lapses?: FieldPolicy<any> | FieldReadFunction<any>,
	lastReview?: FieldPolicy<any> | FieldReadFunction<any>,
	question?: FieldPolicy<any> | FieldReadFunction<any>,
	reps?: FieldPolicy<any> | FieldReadFunction<any>,
	scheduledDays?: FieldPolicy<any> | FieldReadFunction<any>,
	stability?: FieldPolicy<any> | FieldReadFunction<any>,
	state?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StudySettingsKeySpecifier = ('desiredRetention' | 'newCardsPerDay' | 'timeZone' | StudySettingsKeySpecifier)[];
export type StudySettingsFieldPolicy = {
	desiredRetention?: FieldPolicy<any> | FieldReadFunction<any>,
	newCardsPerDay?: FieldPolicy<any> | FieldReadFunction<any>,
	timeZone?: FieldPolicy<any> | FieldReadFunction<any>
};
export type SubscriptionKeySpecifier = ('chapterQuizzesChanged' | 'contactMessageReceived' | 'contactReplyDeliveryChanged' | 'myAttemptDeadlineChanged' | 'myAttemptRegraded' | 'quizAttemptSubmitted' | SubscriptionKeySpecifier)[];
export type SubscriptionFieldPolicy = {
	chapterQuizzesChanged?: FieldPolicy<any> | FieldReadFunction<any>,
	contactMessageReceived?: FieldPolicy<any> | FieldReadFunction<any>,
	contactReplyDeliveryChanged?: FieldPolicy<any> | FieldReadFunction<any>,
	myAttemptDeadlineChanged?: FieldPolicy<any> | FieldReadFunction<any>,
	myAttemptRegraded?: FieldPolicy<any> | FieldReadFunction<any>,
	quizAttemptSubmitted?: FieldPolicy<any> | FieldReadFunction<any>
};
export type TutorDashboardKeySpecifier = ('activities' | 'attempts' | 'averagePercentage' | 'chapters' | 'publishedQuizzes' | 'quizzes' | TutorDashboardKeySpecifier)[];
export type TutorDashboardFieldPolicy = {
	activities?: FieldPolicy<any> | FieldReadFunction<any>,
	attempts?: FieldPolicy<any> | FieldReadFunction<any>,
	averagePercentage?: FieldPolicy<any> | FieldReadFunction<any>,
	chapters?: FieldPolicy<any> | FieldReadFunction<any>,
	publishedQuizzes?: FieldPolicy<any> | FieldReadFunction<any>,
	quizzes?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserKeySpecifier = ('apiPointsPerHour' | 'avatar' | 'bio' | 'createdAt' | 'email' | 'id' | 'location' | 'name' | 'phone' | 'role' | 'surname' | 'updatedAt' | 'website' | UserKeySpecifier)[];
export type UserFieldPolicy = {
	apiPointsPerHour?: FieldPolicy<any> | FieldReadFunction<any>,
	avatar?: FieldPolicy<any> | FieldReadFunction<any>,
	bio?: FieldPolicy<any> | FieldReadFunction<any>,
	createdAt?: FieldPolicy<any> | FieldReadFunction<any>,
	email?: FieldPolicy<any> | FieldReadFunction<any>,
	id?: FieldPolicy<any> | FieldReadFunction<any>,
	location?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	phone?: FieldPolicy<any> | FieldReadFunction<any>,
	role?: FieldPolicy<any> | FieldReadFunction<any>,
	surname?: FieldPolicy<any> | FieldReadFunction<any>,
	updatedAt?: FieldPolicy<any> | FieldReadFunction<any>,
	website?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserConnectionKeySpecifier = ('edges' | 'nodes' | 'pageInfo' | 'totalCount' | UserConnectionKeySpecifier)[];
export type UserConnectionFieldPolicy = {
	edges?: FieldPolicy<any> | FieldReadFunction<any>,
	nodes?: FieldPolicy<any> | FieldReadFunction<any>,
	pageInfo?: FieldPolicy<any> | FieldReadFunction<any>,
	totalCount?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserDetailsKeySpecifier = ('email' | 'name' | 'surname' | UserDetailsKeySpecifier)[];
export type UserDetailsFieldPolicy = {
	email?: FieldPolicy<any> | FieldReadFunction<any>,
	name?: FieldPolicy<any> | FieldReadFunction<any>,
	surname?: FieldPolicy<any> | FieldReadFunction<any>
};
export type UserEdgeKeySpecifier = ('cursor' | 'node' | UserEdgeKeySpecifier)[];
export type UserEdgeFieldPolicy = {
	cursor?: FieldPolicy<any> | FieldReadFunction<any>,
	node?: FieldPolicy<any> | FieldReadFunction<any>
};
export type StrictTypedTypePolicies = {
	AcceptedAnswer?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AcceptedAnswerKeySpecifier | (() => undefined | AcceptedAnswerKeySpecifier),
		fields?: AcceptedAnswerFieldPolicy,
	},
	Activity?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ActivityKeySpecifier | (() => undefined | ActivityKeySpecifier),
		fields?: ActivityFieldPolicy,
	},
	ActivityConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ActivityConnectionKeySpecifier | (() => undefined | ActivityConnectionKeySpecifier),
		fields?: ActivityConnectionFieldPolicy,
	},
	ActivityEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ActivityEdgeKeySpecifier | (() => undefined | ActivityEdgeKeySpecifier),
		fields?: ActivityEdgeFieldPolicy,
	},
	ActivityProgress?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ActivityProgressKeySpecifier | (() => undefined | ActivityProgressKeySpecifier),
		fields?: ActivityProgressFieldPolicy,
	},
	AdminDashboard?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AdminDashboardKeySpecifier | (() => undefined | AdminDashboardKeySpecifier),
		fields?: AdminDashboardFieldPolicy,
	},
	AnswerCount?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AnswerCountKeySpecifier | (() => undefined | AnswerCountKeySpecifier),
		fields?: AnswerCountFieldPolicy,
	},
	ApiScopeInfo?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ApiScopeInfoKeySpecifier | (() => undefined | ApiScopeInfoKeySpecifier),
		fields?: ApiScopeInfoFieldPolicy,
	},
	AttemptRegrade?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AttemptRegradeKeySpecifier | (() => undefined | AttemptRegradeKeySpecifier),
		fields?: AttemptRegradeFieldPolicy,
	},
	AuditEntry?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AuditEntryKeySpecifier | (() => undefined | AuditEntryKeySpecifier),
		fields?: AuditEntryFieldPolicy,
	},
	AuditEntryConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AuditEntryConnectionKeySpecifier | (() => undefined | AuditEntryConnectionKeySpecifier),
		fields?: AuditEntryConnectionFieldPolicy,
	},
	AuditEntryEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | AuditEntryEdgeKeySpecifier | (() => undefined | AuditEntryEdgeKeySpecifier),
		fields?: AuditEntryEdgeFieldPolicy,
	},
	BankQuestion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BankQuestionKeySpecifier | (() => undefined | BankQuestionKeySpecifier),
		fields?: BankQuestionFieldPolicy,
	},
	BankQuestionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BankQuestionConnectionKeySpecifier | (() => undefined | BankQuestionConnectionKeySpecifier),
		fields?: BankQuestionConnectionFieldPolicy,
	},
	BankQuestionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BankQuestionEdgeKeySpecifier | (() => undefined | BankQuestionEdgeKeySpecifier),
		fields?: BankQuestionEdgeFieldPolicy,
	},
	BankQuestionUse?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BankQuestionUseKeySpecifier | (() => undefined | BankQuestionUseKeySpecifier),
		fields?: BankQuestionUseFieldPolicy,
	},
	BankQuestionVersion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BankQuestionVersionKeySpecifier | (() => undefined | BankQuestionVersionKeySpecifier),
		fields?: BankQuestionVersionFieldPolicy,
	},
	BankTag?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BankTagKeySpecifier | (() => undefined | BankTagKeySpecifier),
		fields?: BankTagFieldPolicy,
	},
	Book?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | BookKeySpecifier | (() => undefined | BookKeySpecifier),
		fields?: BookFieldPolicy,
	},
	CardCounts?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CardCountsKeySpecifier | (() => undefined | CardCountsKeySpecifier),
		fields?: CardCountsFieldPolicy,
	},
	Chapter?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ChapterKeySpecifier | (() => undefined | ChapterKeySpecifier),
		fields?: ChapterFieldPolicy,
	},
	ChapterConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ChapterConnectionKeySpecifier | (() => undefined | ChapterConnectionKeySpecifier),
		fields?: ChapterConnectionFieldPolicy,
	},
	ChapterEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ChapterEdgeKeySpecifier | (() => undefined | ChapterEdgeKeySpecifier),
		fields?: ChapterEdgeFieldPolicy,
	},
	ChapterQuizChange?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ChapterQuizChangeKeySpecifier | (() => undefined | ChapterQuizChangeKeySpecifier),
		fields?: ChapterQuizChangeFieldPolicy,
	},
	Connection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ConnectionKeySpecifier | (() => undefined | ConnectionKeySpecifier),
		fields?: ConnectionFieldPolicy,
	},
	ContactMessage?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContactMessageKeySpecifier | (() => undefined | ContactMessageKeySpecifier),
		fields?: ContactMessageFieldPolicy,
	},
	ContactMessageConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContactMessageConnectionKeySpecifier | (() => undefined | ContactMessageConnectionKeySpecifier),
		fields?: ContactMessageConnectionFieldPolicy,
	},
	ContactMessageEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContactMessageEdgeKeySpecifier | (() => undefined | ContactMessageEdgeKeySpecifier),
		fields?: ContactMessageEdgeFieldPolicy,
	},
	ContactReply?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ContactReplyKeySpecifier | (() => undefined | ContactReplyKeySpecifier),
		fields?: ContactReplyFieldPolicy,
	},
	Course?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseKeySpecifier | (() => undefined | CourseKeySpecifier),
		fields?: CourseFieldPolicy,
	},
	CourseConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseConnectionKeySpecifier | (() => undefined | CourseConnectionKeySpecifier),
		fields?: CourseConnectionFieldPolicy,
	},
	CourseEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseEdgeKeySpecifier | (() => undefined | CourseEdgeKeySpecifier),
		fields?: CourseEdgeFieldPolicy,
	},
	CourseProgress?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseProgressKeySpecifier | (() => undefined | CourseProgressKeySpecifier),
		fields?: CourseProgressFieldPolicy,
	},
	CourseQuestion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseQuestionKeySpecifier | (() => undefined | CourseQuestionKeySpecifier),
		fields?: CourseQuestionFieldPolicy,
	},
	CourseQuestionConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseQuestionConnectionKeySpecifier | (() => undefined | CourseQuestionConnectionKeySpecifier),
		fields?: CourseQuestionConnectionFieldPolicy,
	},
	CourseQuestionEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseQuestionEdgeKeySpecifier | (() => undefined | CourseQuestionEdgeKeySpecifier),
		fields?: CourseQuestionEdgeFieldPolicy,
	},
	CourseQuestionImportPreview?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseQuestionImportPreviewKeySpecifier | (() => undefined | CourseQuestionImportPreviewKeySpecifier),
		fields?: CourseQuestionImportPreviewFieldPolicy,
	},
	CourseStudy?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseStudyKeySpecifier | (() => undefined | CourseStudyKeySpecifier),
		fields?: CourseStudyFieldPolicy,
	},
	CourseStudyInsight?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CourseStudyInsightKeySpecifier | (() => undefined | CourseStudyInsightKeySpecifier),
		fields?: CourseStudyInsightFieldPolicy,
	},
	CreatedPersonalAccessToken?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | CreatedPersonalAccessTokenKeySpecifier | (() => undefined | CreatedPersonalAccessTokenKeySpecifier),
		fields?: CreatedPersonalAccessTokenFieldPolicy,
	},
	DayCount?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DayCountKeySpecifier | (() => undefined | DayCountKeySpecifier),
		fields?: DayCountFieldPolicy,
	},
	DevMail?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DevMailKeySpecifier | (() => undefined | DevMailKeySpecifier),
		fields?: DevMailFieldPolicy,
	},
	DevMailConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DevMailConnectionKeySpecifier | (() => undefined | DevMailConnectionKeySpecifier),
		fields?: DevMailConnectionFieldPolicy,
	},
	DevMailEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | DevMailEdgeKeySpecifier | (() => undefined | DevMailEdgeKeySpecifier),
		fields?: DevMailEdgeFieldPolicy,
	},
	EssayToGrade?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | EssayToGradeKeySpecifier | (() => undefined | EssayToGradeKeySpecifier),
		fields?: EssayToGradeFieldPolicy,
	},
	EssayToGradeConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | EssayToGradeConnectionKeySpecifier | (() => undefined | EssayToGradeConnectionKeySpecifier),
		fields?: EssayToGradeConnectionFieldPolicy,
	},
	EssayToGradeEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | EssayToGradeEdgeKeySpecifier | (() => undefined | EssayToGradeEdgeKeySpecifier),
		fields?: EssayToGradeEdgeFieldPolicy,
	},
	ExportedFile?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ExportedFileKeySpecifier | (() => undefined | ExportedFileKeySpecifier),
		fields?: ExportedFileFieldPolicy,
	},
	GradeInterval?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradeIntervalKeySpecifier | (() => undefined | GradeIntervalKeySpecifier),
		fields?: GradeIntervalFieldPolicy,
	},
	Gradebook?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradebookKeySpecifier | (() => undefined | GradebookKeySpecifier),
		fields?: GradebookFieldPolicy,
	},
	GradebookCell?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradebookCellKeySpecifier | (() => undefined | GradebookCellKeySpecifier),
		fields?: GradebookCellFieldPolicy,
	},
	GradebookLearner?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradebookLearnerKeySpecifier | (() => undefined | GradebookLearnerKeySpecifier),
		fields?: GradebookLearnerFieldPolicy,
	},
	GradebookQuiz?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradebookQuizKeySpecifier | (() => undefined | GradebookQuizKeySpecifier),
		fields?: GradebookQuizFieldPolicy,
	},
	GradebookRow?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradebookRowKeySpecifier | (() => undefined | GradebookRowKeySpecifier),
		fields?: GradebookRowFieldPolicy,
	},
	GradebookRowConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradebookRowConnectionKeySpecifier | (() => undefined | GradebookRowConnectionKeySpecifier),
		fields?: GradebookRowConnectionFieldPolicy,
	},
	GradebookRowEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | GradebookRowEdgeKeySpecifier | (() => undefined | GradebookRowEdgeKeySpecifier),
		fields?: GradebookRowEdgeFieldPolicy,
	},
	HardCard?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | HardCardKeySpecifier | (() => undefined | HardCardKeySpecifier),
		fields?: HardCardFieldPolicy,
	},
	ImportedCard?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ImportedCardKeySpecifier | (() => undefined | ImportedCardKeySpecifier),
		fields?: ImportedCardFieldPolicy,
	},
	ImportedQuestion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ImportedQuestionKeySpecifier | (() => undefined | ImportedQuestionKeySpecifier),
		fields?: ImportedQuestionFieldPolicy,
	},
	LearnerDashboard?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LearnerDashboardKeySpecifier | (() => undefined | LearnerDashboardKeySpecifier),
		fields?: LearnerDashboardFieldPolicy,
	},
	LearnerProgress?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | LearnerProgressKeySpecifier | (() => undefined | LearnerProgressKeySpecifier),
		fields?: LearnerProgressFieldPolicy,
	},
	MatchingPair?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MatchingPairKeySpecifier | (() => undefined | MatchingPairKeySpecifier),
		fields?: MatchingPairFieldPolicy,
	},
	Mutation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | MutationKeySpecifier | (() => undefined | MutationKeySpecifier),
		fields?: MutationFieldPolicy,
	},
	NumericAnswer?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | NumericAnswerKeySpecifier | (() => undefined | NumericAnswerKeySpecifier),
		fields?: NumericAnswerFieldPolicy,
	},
	Opportunity?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OpportunityKeySpecifier | (() => undefined | OpportunityKeySpecifier),
		fields?: OpportunityFieldPolicy,
	},
	OpportunityConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OpportunityConnectionKeySpecifier | (() => undefined | OpportunityConnectionKeySpecifier),
		fields?: OpportunityConnectionFieldPolicy,
	},
	OpportunityEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | OpportunityEdgeKeySpecifier | (() => undefined | OpportunityEdgeKeySpecifier),
		fields?: OpportunityEdgeFieldPolicy,
	},
	PageInfo?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PageInfoKeySpecifier | (() => undefined | PageInfoKeySpecifier),
		fields?: PageInfoFieldPolicy,
	},
	Paper?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PaperKeySpecifier | (() => undefined | PaperKeySpecifier),
		fields?: PaperFieldPolicy,
	},
	PaperConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PaperConnectionKeySpecifier | (() => undefined | PaperConnectionKeySpecifier),
		fields?: PaperConnectionFieldPolicy,
	},
	PaperEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PaperEdgeKeySpecifier | (() => undefined | PaperEdgeKeySpecifier),
		fields?: PaperEdgeFieldPolicy,
	},
	PersonalAccessToken?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | PersonalAccessTokenKeySpecifier | (() => undefined | PersonalAccessTokenKeySpecifier),
		fields?: PersonalAccessTokenFieldPolicy,
	},
	Query?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QueryKeySpecifier | (() => undefined | QueryKeySpecifier),
		fields?: QueryFieldPolicy,
	},
	QuestionImportPreview?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuestionImportPreviewKeySpecifier | (() => undefined | QuestionImportPreviewKeySpecifier),
		fields?: QuestionImportPreviewFieldPolicy,
	},
	Quiz?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizKeySpecifier | (() => undefined | QuizKeySpecifier),
		fields?: QuizFieldPolicy,
	},
	QuizAccommodation?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAccommodationKeySpecifier | (() => undefined | QuizAccommodationKeySpecifier),
		fields?: QuizAccommodationFieldPolicy,
	},
	QuizAttempt?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptKeySpecifier | (() => undefined | QuizAttemptKeySpecifier),
		fields?: QuizAttemptFieldPolicy,
	},
	QuizAttemptAnswer?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptAnswerKeySpecifier | (() => undefined | QuizAttemptAnswerKeySpecifier),
		fields?: QuizAttemptAnswerFieldPolicy,
	},
	QuizAttemptConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptConnectionKeySpecifier | (() => undefined | QuizAttemptConnectionKeySpecifier),
		fields?: QuizAttemptConnectionFieldPolicy,
	},
	QuizAttemptEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptEdgeKeySpecifier | (() => undefined | QuizAttemptEdgeKeySpecifier),
		fields?: QuizAttemptEdgeFieldPolicy,
	},
	QuizAttemptHistory?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptHistoryKeySpecifier | (() => undefined | QuizAttemptHistoryKeySpecifier),
		fields?: QuizAttemptHistoryFieldPolicy,
	},
	QuizAttemptInProgress?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptInProgressKeySpecifier | (() => undefined | QuizAttemptInProgressKeySpecifier),
		fields?: QuizAttemptInProgressFieldPolicy,
	},
	QuizAttemptStats?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptStatsKeySpecifier | (() => undefined | QuizAttemptStatsKeySpecifier),
		fields?: QuizAttemptStatsFieldPolicy,
	},
	QuizAttemptSubmitted?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizAttemptSubmittedKeySpecifier | (() => undefined | QuizAttemptSubmittedKeySpecifier),
		fields?: QuizAttemptSubmittedFieldPolicy,
	},
	QuizConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizConnectionKeySpecifier | (() => undefined | QuizConnectionKeySpecifier),
		fields?: QuizConnectionFieldPolicy,
	},
	QuizEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizEdgeKeySpecifier | (() => undefined | QuizEdgeKeySpecifier),
		fields?: QuizEdgeFieldPolicy,
	},
	QuizInsight?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizInsightKeySpecifier | (() => undefined | QuizInsightKeySpecifier),
		fields?: QuizInsightFieldPolicy,
	},
	QuizQuestion?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizQuestionKeySpecifier | (() => undefined | QuizQuestionKeySpecifier),
		fields?: QuizQuestionFieldPolicy,
	},
	QuizQuestionInsight?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizQuestionInsightKeySpecifier | (() => undefined | QuizQuestionInsightKeySpecifier),
		fields?: QuizQuestionInsightFieldPolicy,
	},
	QuizRegrade?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizRegradeKeySpecifier | (() => undefined | QuizRegradeKeySpecifier),
		fields?: QuizRegradeFieldPolicy,
	},
	QuizSlot?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizSlotKeySpecifier | (() => undefined | QuizSlotKeySpecifier),
		fields?: QuizSlotFieldPolicy,
	},
	QuizTerms?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | QuizTermsKeySpecifier | (() => undefined | QuizTermsKeySpecifier),
		fields?: QuizTermsFieldPolicy,
	},
	RateLimit?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RateLimitKeySpecifier | (() => undefined | RateLimitKeySpecifier),
		fields?: RateLimitFieldPolicy,
	},
	RegradeChange?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegradeChangeKeySpecifier | (() => undefined | RegradeChangeKeySpecifier),
		fields?: RegradeChangeFieldPolicy,
	},
	RegradePreview?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RegradePreviewKeySpecifier | (() => undefined | RegradePreviewKeySpecifier),
		fields?: RegradePreviewFieldPolicy,
	},
	ReviewResult?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | ReviewResultKeySpecifier | (() => undefined | ReviewResultKeySpecifier),
		fields?: ReviewResultFieldPolicy,
	},
	RoleCounts?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | RoleCountsKeySpecifier | (() => undefined | RoleCountsKeySpecifier),
		fields?: RoleCountsFieldPolicy,
	},
	SavedAnswer?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SavedAnswerKeySpecifier | (() => undefined | SavedAnswerKeySpecifier),
		fields?: SavedAnswerFieldPolicy,
	},
	SessionUser?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SessionUserKeySpecifier | (() => undefined | SessionUserKeySpecifier),
		fields?: SessionUserFieldPolicy,
	},
	SignupReceipt?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SignupReceiptKeySpecifier | (() => undefined | SignupReceiptKeySpecifier),
		fields?: SignupReceiptFieldPolicy,
	},
	SkippedImport?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SkippedImportKeySpecifier | (() => undefined | SkippedImportKeySpecifier),
		fields?: SkippedImportFieldPolicy,
	},
	StoredFile?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StoredFileKeySpecifier | (() => undefined | StoredFileKeySpecifier),
		fields?: StoredFileFieldPolicy,
	},
	StudyCard?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StudyCardKeySpecifier | (() => undefined | StudyCardKeySpecifier),
		fields?: StudyCardFieldPolicy,
	},
	StudySettings?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | StudySettingsKeySpecifier | (() => undefined | StudySettingsKeySpecifier),
		fields?: StudySettingsFieldPolicy,
	},
	Subscription?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | SubscriptionKeySpecifier | (() => undefined | SubscriptionKeySpecifier),
		fields?: SubscriptionFieldPolicy,
	},
	TutorDashboard?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | TutorDashboardKeySpecifier | (() => undefined | TutorDashboardKeySpecifier),
		fields?: TutorDashboardFieldPolicy,
	},
	User?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserKeySpecifier | (() => undefined | UserKeySpecifier),
		fields?: UserFieldPolicy,
	},
	UserConnection?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserConnectionKeySpecifier | (() => undefined | UserConnectionKeySpecifier),
		fields?: UserConnectionFieldPolicy,
	},
	UserDetails?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserDetailsKeySpecifier | (() => undefined | UserDetailsKeySpecifier),
		fields?: UserDetailsFieldPolicy,
	},
	UserEdge?: Omit<TypePolicy, "fields" | "keyFields"> & {
		keyFields?: false | UserEdgeKeySpecifier | (() => undefined | UserEdgeKeySpecifier),
		fields?: UserEdgeFieldPolicy,
	}
};
export type TypedTypePolicies = StrictTypedTypePolicies & TypePolicies;