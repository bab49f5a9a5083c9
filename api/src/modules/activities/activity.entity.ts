import { Field, ID, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { TitledRow } from '../../db/row';
import type { User } from '../users/user.entity';
import { ChapterContent } from './chapter-content';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: 'Study material posted by a tutor, made of chapters.' })
@Entity('activities')
@Scope('read:courses')
export class Activity extends TitledRow {
  // The signed-in tutor who created it, never a value from the client.
  @Column({ type: 'uuid' })
  posterId: string;

  // Filled by the services' join on users, so listing posters costs no extra statement.
  poster?: User;
}

@ObjectType({ description: 'One chapter of an activity.' })
@Entity('chapters')
@Scope('read:courses')
export class Chapter extends TitledRow {
  @Field(() => ID)
  @Column({ type: 'uuid' })
  activityId: string;

  @Field(() => ChapterContent)
  @Column({ type: 'varchar' })
  content: ChapterContent;
}
