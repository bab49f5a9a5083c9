import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../db/row';
import type { User } from '../users/user.entity';
import { ChapterContent } from './chapter-content';

@ObjectType({ description: 'Who posted an activity, or who took a quiz.' })
export class UserDetails {
  @Field()
  name: string;

  @Field()
  surname: string;

  @Field()
  email: string;
}

@ObjectType({ description: 'Study material posted by a tutor, made of chapters.' })
@Entity('activities')
export class Activity extends EditedRow {
  @Field()
  @Column()
  title: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  // The signed-in tutor who created it, never a value from the client.
  @Column({ type: 'uuid' })
  posterId: string;

  // Filled by the services' join on users, so listing posters costs no extra statement.
  poster?: User;
}

@ObjectType({ description: 'One chapter of an activity.' })
@Entity('chapters')
export class Chapter extends EditedRow {
  @Field(() => ID)
  @Column({ type: 'uuid' })
  activityId: string;

  @Field()
  @Column()
  title: string;

  @Field()
  @Column({ type: 'text' })
  description: string;

  @Field(() => ChapterContent)
  @Column({ type: 'varchar' })
  content: ChapterContent;
}
