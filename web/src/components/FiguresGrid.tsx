import type { TypedDocumentNode } from "@apollo/client";
import { useQuery } from "@apollo/client/react";
import { Button, HStack, SimpleGrid, Spinner, Stat, Text, type SimpleGridProps } from "@chakra-ui/react";

export type Figure = { label: string; value: string | number; hint?: string };

type FiguresGridProps = {
  // The figures once loaded; undefined while they load or after a failure.
  figures: readonly Figure[] | undefined;
  loading: boolean;
  failed: boolean;
  // What failed (SPEC.md's message), shown with Try Again.
  failure: string;
  // What is loading, for screen readers.
  loadingLabel: string;
  onRetry: () => unknown;
  columns: SimpleGridProps["columns"];
};

// The dashboards' and the profile's figures: a spinner, a small error note with Try Again (the
// rest of the page stays usable), or one card a figure with its label, value and hint.
export const FiguresGrid = ({ figures, loading, failed, failure, loadingLabel, onRetry, columns }: FiguresGridProps) => {
  if (loading && !figures) return <Spinner role="status" size="md" color="teal.solid" aria-label={loadingLabel} />;
  if (failed || !figures) {
    return (
      <HStack gap="3" wrap="wrap" role="alert">
        <Text color="fg.error" textStyle="sm">
          {failure}
        </Text>
        <Button size="xs" variant="outline" onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
          Try Again
        </Button>
      </HStack>
    );
  }
  return (
    <SimpleGrid columns={columns} gap="4">
      {figures.map((figure) => (
        <Stat.Root key={figure.label} borderWidth="1px" borderRadius="lg" p="4" bg="bg">
          <Stat.Label>{figure.label}</Stat.Label>
          <Stat.ValueText>{figure.value}</Stat.ValueText>
          {figure.hint && <Stat.HelpText as="dd">{figure.hint}</Stat.HelpText>}
        </Stat.Root>
      ))}
    </SimpleGrid>
  );
};

type QueryFiguresOptions = Pick<FiguresGridProps, "failure" | "loadingLabel" | "columns">;

// A figures grid fed by one query (the dashboards' and the profile's): `select` turns its answer
// into the figures; Try Again loads it again.
export const queryFigures = <TData,>(
  document: TypedDocumentNode<TData, Record<string, never>>,
  select: (data: TData) => readonly Figure[],
  options: QueryFiguresOptions,
) =>
  function QueryFigures() {
    const { data, loading, error, refetch } = useQuery(document, { notifyOnNetworkStatusChange: true });
    return <FiguresGrid figures={data && select(data)} loading={loading} failed={Boolean(error)} onRetry={refetch} {...options} />;
  };
