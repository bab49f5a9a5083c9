import { ArgsType, Field, ID, InputType, ObjectType } from 'type-graphql';
import { ConnectionOf, SearchConnectionArgs } from '../../graphql/pagination';
import { Course, CourseQuestion } from './course.entity';
import { CourseLevel } from './course-level';

@ObjectType()
export class CourseConnection extends ConnectionOf(Course) {}

@ObjectType()
export class CourseQuestionConnection extends ConnectionOf(CourseQuestion) {}

@ArgsType()
export class CourseListArgs extends SearchConnectionArgs('Trimmed; empty lists every course. Matches title, description or level, case-insensitively.') {}

@InputType({ description: 'Title and description are trimmed; an empty one is refused with its message.' })
export class CourseInput {
  @Field()
  title: string;

  @Field()
  description: string;

  @Field(() => CourseLevel, { nullable: true, description: 'Missing: "Please select a year level".' })
  level?: CourseLevel | null;
}

// A course question's fields: what the forms send, and (as an object) what a card file holds.
@InputType()
@ObjectType('CourseQuestionFields') // a base only: no field returns it, so the schema has no such type
export class CourseQuestionInput {
  @Field()
  question: string;

  @Field()
  answer: string;

  @Field()
  category: string;
}

@InputType()
export class NewCourseQuestionInput extends CourseQuestionInput {
  @Field(() => ID)
  courseId: string;
}
