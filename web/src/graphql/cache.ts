import { InMemoryCache, type TypePolicies } from "@apollo/client";

// All type policies live here so cache behaviour is reviewed in one place.
export const typePolicies: TypePolicies = {
  // A login or signup result is a credential, not an entity: keep it out of the normalized store.
  SessionUser: { keyFields: false },
};

export const createCache = (): InMemoryCache => new InMemoryCache({ typePolicies });
