/**
 * The data of a mutation's answer (`await mutate(...)` of useMutation), or an error when the
 * server sent none: the caller's catch shows it as a failure, as it does a refusal.
 */
export const dataOf = <TData>({ data }: { data?: TData | null }): TData => {
  if (!data) throw new Error("The mutation answered no data");
  return data;
};
