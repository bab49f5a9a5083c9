// The parts of a question that are lists of their own, as GraphQL input and object types at once.
import { Field, Float, InputType, ObjectType } from 'type-graphql';

@InputType('AcceptedAnswerInput', { description: 'An accepted typed answer of a short-answer question.' })
@ObjectType('AcceptedAnswer', { description: 'An accepted typed answer of a short-answer question.' })
export class AcceptedAnswerFields {
  @Field({ description: 'Compared trimmed, case-insensitively unless the question is caseSensitive; `*` matches any run of characters, `\\*` a star.' })
  text: string;

  @Field(() => Float, { description: 'The share of the points it earns, 0 to 1; at least one answer earns 1.' })
  credit: number;

  @Field(() => String, { nullable: true, description: 'Shown to a learner whose answer it matched.' })
  feedback?: string | null;
}

@InputType('NumericAnswerInput', { description: 'An accepted number: `value` ± `tolerance`, or the range `min`..`max` (one of the two forms).' })
@ObjectType('NumericAnswer', { description: 'An accepted number: `value` ± `tolerance`, or the range `min`..`max` (one of the two forms).' })
export class NumericAnswerFields {
  @Field(() => Float, { nullable: true })
  value?: number | null;

  @Field(() => Float, { nullable: true, description: 'With `value`: how far off still counts (0 when left out).' })
  tolerance?: number | null;

  @Field(() => Float, { nullable: true })
  min?: number | null;

  @Field(() => Float, { nullable: true })
  max?: number | null;

  @Field(() => Float, { description: 'The share of the points it earns, 0 to 1; at least one answer earns 1.' })
  credit: number;

  @Field(() => String, { nullable: true })
  feedback?: string | null;
}

@InputType('MatchingPairInput')
@ObjectType('MatchingPair', { description: 'A prompt of a matching question and its match.' })
export class MatchingPairFields {
  @Field()
  prompt: string;

  @Field()
  match: string;
}
