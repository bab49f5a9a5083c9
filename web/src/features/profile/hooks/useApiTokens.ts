import type { ApolloCache, Reference } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback } from "react";
import {
  CreateApiTokenDocument,
  RevokeApiTokenDocument,
  type CreatePersonalAccessTokenInput,
} from "../../../graphql/__generated__/graphql";
import { dataOf } from "../../../graphql/mutation";

const isRefList = (value: unknown): value is Reference[] => Array.isArray(value);

/** The caller's cached token list with `edit` applied (a list never loaded is left alone). */
const editTokenList = (cache: ApolloCache, edit: (list: Reference[]) => Reference[]) =>
  cache.modify({
    id: "ROOT_QUERY",
    fields: { personalAccessTokens: (existing: unknown) => (isRefList(existing) ? edit(existing) : existing) },
  });

/**
 * Makes a token: the new one goes first in the cached list (it is newest first) without a refetch.
 * Its secret is answered to the caller once, to show; the cache does not keep it (Apollo drops a
 * mutation's root fields once its update has run: no keepRootFields here).
 */
export const useCreateApiToken = () => {
  const [mutate, { loading }] = useMutation(CreateApiTokenDocument, {
    update: (cache, { data }) => {
      const token = data?.createPersonalAccessToken.token;
      const id = token && cache.identify(token);
      if (id) editTokenList(cache, (list) => (list.some((ref) => ref.__ref === id) ? list : [{ __ref: id }, ...list]));
    },
  });
  const create = useCallback(
    async (input: CreatePersonalAccessTokenInput) => dataOf(await mutate({ variables: { input } })).createPersonalAccessToken,
    [mutate],
  );
  return { create, loading };
};

/** Revokes a token: it leaves the cached list of live tokens at once (the answer carries its revokedAt). */
export const useRevokeApiToken = () => {
  const [mutate] = useMutation(RevokeApiTokenDocument, {
    update: (cache, { data }) => {
      const id = data && cache.identify(data.revokePersonalAccessToken);
      if (id) editTokenList(cache, (list) => list.filter((ref) => ref.__ref !== id));
    },
  });
  return useCallback(async (id: string) => dataOf(await mutate({ variables: { id } })).revokePersonalAccessToken, [mutate]);
};
