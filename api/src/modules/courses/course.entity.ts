import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { CreatedRow, TitledRow } from '../../db/row';
import { CourseLevel } from './course-level';

@ObjectType({ description: 'A course: a set of flash-card questions with answers.' })
@Entity('courses')
export class Course extends TitledRow {
  @Field(() => CourseLevel)
  @Column({ type: 'varchar' })
  level: CourseLevel;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;
}

@ObjectType({ description: 'One flash card of a course.' })
@Entity('course_questions')
export class CourseQuestion extends CreatedRow {
  @Field(() => ID)
  @Column({ type: 'uuid' })
  courseId: string;

  @Field()
  @Column({ type: 'text' })
  question: string;

  @Field()
  @Column({ type: 'text' })
  answer: string;

  @Field()
  @Column()
  category: string;
}
