import { Field, ObjectType } from 'type-graphql';
import { Column, Entity } from 'typeorm';
import { EditedRow } from '../../db/row';
import { Role } from './role';
import { Scope } from '../../graphql/scope-directive';

@ObjectType({ description: 'A person with an account: learner, tutor or admin.' })
@Entity('users')
@Scope('read:users')
export class User extends EditedRow {
  @Field()
  @Column()
  name: string;

  @Field()
  @Column()
  surname: string;

  @Field()
  @Column()
  email: string;

  // Never selected unless asked for by name, so no query leaks it by accident.
  @Column({ select: false })
  passwordHash: string;

  @Field(() => Role)
  @Column({ type: 'varchar' })
  role: Role;

  // Bumped on role change or password change: tokens carrying an older version are refused.
  @Column({ default: 0 })
  tokenVersion: number;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', nullable: true })
  location: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true, description: 'The profile picture: `/files/<id>` on the API host, no token needed.' })
  @Column({ type: 'text', nullable: true })
  avatar: string | null;

  // The stored file behind `avatar`, deleted when replaced or removed.
  @Column({ type: 'uuid', nullable: true })
  avatarFileId: string | null;
}
