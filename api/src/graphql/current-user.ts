import { createParameterDecorator } from 'type-graphql';
import { requireAccess } from '../shared/auth/access';
import type { Context } from './context';

/**
 * The signed-in caller (an AuthUser, never null) for a resolver behind `@Auth(...)`: the role check
 * has already run, and requireAccess states it again for the type, so no resolver asserts it.
 */
export const CurrentUser = () => createParameterDecorator<Context>(({ context }) => requireAccess(context, []));
