import { Button, Group } from "@chakra-ui/react";
import { ATTEMPT_FILTERS, type AttemptFilter } from "../attempt-stats";

type AttemptFilterBarProps = { value: AttemptFilter; onChange: (value: AttemptFilter) => void };

// Toggle buttons: the pressed one is announced as such.
export const AttemptFilterBar = ({ value, onChange }: AttemptFilterBarProps) => (
  <Group attached role="group" aria-label="Filter attempts">
    {ATTEMPT_FILTERS.map((filter) => (
      <Button
        key={filter.value}
        size="sm"
        variant={value === filter.value ? "solid" : "outline"}
        colorPalette="teal"
        aria-pressed={value === filter.value}
        onClick={() => onChange(filter.value)}
      >
        {filter.label}
      </Button>
    ))}
  </Group>
);
