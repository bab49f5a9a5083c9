import type { OperationVariables, TypedDocumentNode } from "@apollo/client";
import { useMutation } from "@apollo/client/react";
import { useCallback, useRef } from "react";

// What one call may add to its variables: a context (upload progress), an update that needs the
// caller's data.
export type CallOptions<TData, TVariables extends OperationVariables> = Omit<
  useMutation.MutationFunctionOptions<TData, TVariables>,
  "variables"
>;

/**
 * A mutation as an async function: its variables in, `pick` of the answer's data out (it throws
 * when there is none), beside the mutation's loading, error and reset. `options` holds what every
 * call shares, such as the cache update. The feature hooks name these calls and their arguments.
 */
export function useMutationCall<TData, TVariables extends OperationVariables, TResult>(
  document: TypedDocumentNode<TData, TVariables>,
  pick: (data: TData) => TResult,
  options?: Pick<useMutation.Options<TData, TVariables>, "update">,
) {
  const [mutate, { loading, error, reset }] = useMutation<TData, TVariables>(document, options);
  // One signature for every document: useMutation's own differs as the variables are required or not.
  const run = mutate as unknown as (
    options: CallOptions<TData, TVariables> & { variables: TVariables },
  ) => Promise<{ data?: TData | null }>;
  // The latest `pick` (it may read the session), while `call` stays the same function.
  const pickRef = useRef(pick);
  pickRef.current = pick;

  const call = useCallback(
    async (variables: TVariables, extra?: CallOptions<TData, TVariables>): Promise<TResult> => {
      const { data } = await run({ ...extra, variables });
      if (!data) throw new Error("The mutation answered no data");
      return pickRef.current(data);
    },
    [run],
  );

  return { call, loading, error, reset };
}
