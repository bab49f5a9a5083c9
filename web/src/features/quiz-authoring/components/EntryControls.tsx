import { Button, HStack } from "@chakra-ui/react";

type EntryControlsProps = {
  // The buttons' ids: `${id}-up`, `${id}-down`, so focus can follow a moved entry.
  id: string;
  // How the entry is named to screen readers ("question 3", "slot 4").
  name: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  disabled?: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
  removeLabel?: string;
};

// An entry's place in the quiz's list and what its buttons do; controlsId names its move buttons (moveButtonId).
export type EntryPlacement = {
  controlsId: string;
  canMoveUp: boolean;
  canMoveDown: boolean;
  canRemove: boolean;
  disabled: boolean;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

// An entry's place in the quiz's list: move it up or down, or remove it. The buttons stay in the
// tab order (a button that vanished would drop the keyboard focus); one that cannot act is disabled.
export const moveButtonId = (id: string, by: -1 | 1) => `${id}-${by < 0 ? "up" : "down"}`;

export const EntryControls = ({ id, name, canMoveUp, canMoveDown, canRemove, disabled, onMove, onRemove, removeLabel = "Remove" }: EntryControlsProps) => (
  <HStack gap="2" wrap="wrap">
    <Button id={moveButtonId(id, -1)} size="sm" variant="ghost" aria-label={`Move ${name} up`} disabled={disabled || !canMoveUp} onClick={() => onMove(-1)}>
      <span aria-hidden="true">↑</span> Up
    </Button>
    <Button id={moveButtonId(id, 1)} size="sm" variant="ghost" aria-label={`Move ${name} down`} disabled={disabled || !canMoveDown} onClick={() => onMove(1)}>
      <span aria-hidden="true">↓</span> Down
    </Button>
    {canRemove && (
      <Button size="sm" variant="outline" colorPalette="red" aria-label={`Remove ${name}`} disabled={disabled} onClick={onRemove}>
        {removeLabel}
      </Button>
    )}
  </HStack>
);
