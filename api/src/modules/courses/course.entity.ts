import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { CourseLevel } from './course-level';

@ObjectType({ description: 'A course: a set of flash-card questions with answers.' })
@Entity('courses')
export class Course {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column()
  title: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => CourseLevel)
  @Column({ type: 'varchar' })
  level: CourseLevel;

  @Column({ type: 'uuid', nullable: true })
  createdById: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

@ObjectType({ description: 'One flash card of a course.' })
@Entity('course_questions')
export class CourseQuestion {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

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

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
