import { InMemoryCache, type FieldPolicy, type Reference, type TypePolicies } from "@apollo/client";

type CoursePageRef = { items: Reference[]; total: number };

// Query.courses: one list per search term (limit and offset are not part of the key).
// A first page (offset 0) starts the list over, so a refetch never keeps stale items;
// a later page ("Load more" on the home page) is appended after the items before its offset.
const coursesField: FieldPolicy<CoursePageRef> = {
  keyArgs: ["search"],
  merge(existing, incoming, { args }) {
    const offset = typeof args?.offset === "number" ? args.offset : 0;
    if (!existing || offset === 0) return incoming;
    return { ...incoming, items: [...existing.items.slice(0, offset), ...incoming.items] };
  },
};

// All type policies live here so cache behaviour is reviewed in one place.
export const typePolicies: TypePolicies = {
  // A login or signup result is a credential, not an entity: keep it out of the normalized store.
  SessionUser: { keyFields: false },
  // Dashboard figures have no id: one object per user, so screens selecting different fields merge them.
  LearnerDashboard: { merge: true },
  TutorDashboard: { merge: true },
  AdminDashboard: { merge: true },
  Query: {
    fields: {
      courses: coursesField,
    },
  },
};

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies });
