
      export type PossibleTypesResultData = {
  "possibleTypes": {
    "Connection": [
      "ActivityConnection",
      "AuditEntryConnection",
      "BankQuestionConnection",
      "ChapterConnection",
      "ContactMessageConnection",
      "CourseConnection",
      "CourseQuestionConnection",
      "DevMailConnection",
      "EssayToGradeConnection",
      "GradebookRowConnection",
      "OpportunityConnection",
      "PaperConnection",
      "QuizAttemptConnection",
      "QuizAttemptHistory",
      "QuizConnection",
      "UserConnection"
    ]
  }
};
      const result: PossibleTypesResultData = {
  "possibleTypes": {
    "Connection": [
      "ActivityConnection",
      "AuditEntryConnection",
      "BankQuestionConnection",
      "ChapterConnection",
      "ContactMessageConnection",
      "CourseConnection",
      "CourseQuestionConnection",
      "DevMailConnection",
      "EssayToGradeConnection",
      "GradebookRowConnection",
      "OpportunityConnection",
      "PaperConnection",
      "QuizAttemptConnection",
      "QuizAttemptHistory",
      "QuizConnection",
      "UserConnection"
    ]
  }
};
      export default result;
    