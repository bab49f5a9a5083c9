import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { Cacheable } from '../graphql/cacheable';

// The columns every table shares, declared once for TypeORM and for the GraphQL types.

/** A row: a UUID id made by PostgreSQL. */
@ObjectType()
export abstract class Row {
  @Cacheable()
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;
}

/** A row that records when it was made. */
@ObjectType()
export abstract class CreatedRow extends Row {
  @Cacheable()
  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}

/** A row that can be edited: when it was made and when it last changed. */
@ObjectType()
export abstract class EditedRow extends CreatedRow {
  @Cacheable()
  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}

/** Material a person posts and edits: a title and a description. */
@ObjectType()
export abstract class TitledRow extends EditedRow {
  @Cacheable()
  @Field()
  @Column()
  title: string;

  @Cacheable()
  @Field()
  @Column({ type: 'text' })
  description: string;
}
