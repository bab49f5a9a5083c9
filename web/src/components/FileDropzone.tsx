import { Box, Button, chakra, Stack, Text } from "@chakra-ui/react";
import { useId, useState, type DragEvent } from "react";

// The part of a file name after its last dot, lower case ("" when it has none).
const fileExtension = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : "";
};

// The file name without its extension ("week 1.gift" -> "week 1").
export const fileBaseName = (fileName: string): string => {
  const dot = fileName.lastIndexOf(".");
  return dot > 0 ? fileName.slice(0, dot) : fileName;
};

// The format a file's extension names, or `current` when it names none (a .txt may be any of them).
export const guessFormat = <F extends string>(fileName: string, byExtension: Readonly<Record<string, F>>, current: F): F =>
  byExtension[fileExtension(fileName)] ?? current;

type FileDropzoneProps = {
  label: string;
  // The extensions offered by the file picker (".gift,.txt,.xml").
  accept: string;
  hint: string;
  file: File | null;
  onFile: (file: File) => void;
  disabled?: boolean;
};

/**
 * A file input with a drop area. The native input stays in the tab order (visually hidden, its
 * focus shown on the area) so a keyboard opens the picker with Enter or Space; the "Choose file"
 * look-alike button is part of its label, so a click anywhere on it opens the picker too.
 */
export const FileDropzone = ({ label, accept, hint, file, onFile, disabled = false }: FileDropzoneProps) => {
  const inputId = useId();
  const hintId = `${inputId}-hint`;
  const [dragging, setDragging] = useState(false);

  const dragOver = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    if (dropped && !disabled) onFile(dropped);
  };

  return (
    <Box
      data-testid="file-dropzone"
      borderWidth="2px"
      borderStyle="dashed"
      borderRadius="lg"
      borderColor={dragging ? "teal.solid" : "border"}
      bg={dragging ? "teal.subtle" : undefined}
      p={{ base: "4", md: "6" }}
      textAlign="center"
      _focusWithin={{ outline: "2px solid", outlineColor: "teal.focusRing", outlineOffset: "2px" }}
      onDragOver={dragOver}
      onDragEnter={dragOver}
      onDragLeave={() => setDragging(false)}
      onDrop={drop}
    >
      <Stack gap="2" align="center">
        <chakra.label htmlFor={inputId} fontWeight="semibold" cursor={disabled ? "default" : "pointer"}>
          <Text as="span" display="block" mb="2">
            {label}
          </Text>
          <Button as="span" aria-hidden="true" variant="outline" size="sm" colorPalette="teal" disabled={disabled}>
            Choose file
          </Button>
        </chakra.label>
        <chakra.input
          id={inputId}
          type="file"
          accept={accept}
          disabled={disabled}
          aria-describedby={hintId}
          srOnly
          onChange={(event) => {
            const chosen = event.target.files?.[0];
            if (chosen) onFile(chosen);
            // The same file chosen again (after a fix on disk) still reads it again.
            event.target.value = "";
          }}
        />
        <Text id={hintId} fontSize="sm" color="fg.muted">
          {hint}
        </Text>
        {file && (
          <Text fontSize="sm" overflowWrap="anywhere">
            Chosen file: <strong>{file.name}</strong>
          </Text>
        )}
      </Stack>
    </Box>
  );
};
