import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedRow, TitledRow } from '../../db/row';
import { CourseLevel } from './course-level';
import { Cacheable } from '../../graphql/cacheable';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: 'A course: a set of flash-card questions with answers.' })
@Entity('courses')
@Scope('read:courses')
export class Course extends TitledRow {
  @Cacheable()
  @Field(() => CourseLevel)
  @Column({ type: 'varchar' })
  level: CourseLevel;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}

@ObjectType({ description: 'One flash card of a course.' })
@Entity('course_questions')
@Scope('read:quizzes')
export class CourseQuestion extends CreatedRow {
  @Cacheable()
  @Field(() => ID)
  @Column({ type: 'uuid' })
  courseId: string;

  @Cacheable()
  @Field()
  @Column({ type: 'text' })
  question: string;

  @Cacheable()
  @Field()
  @Column({ type: 'text' })
  answer: string;

  @Cacheable()
  @Field()
  @Column()
  category: string;
}
