import { useState } from "react";
import type { EnumLabels } from "../lib/format";
import { guessFormat } from "./FileDropzone";

type ImportFileOptions<F extends string> = {
  formats: EnumLabels<F>;
  // The format each file extension names ("gift" -> GIFT).
  byExtension: Readonly<Record<string, F>>;
  initial: F;
  // What else a new file changes on the form (a title from its name, an old failure cleared).
  onChoose?: (file: File) => void;
};

/**
 * An import form's file and its format: a chosen file's extension picks the format (an unknown
 * one keeps the format chosen), which the "Format" select can still change. `dropzone` spreads into
 * FileDropzone, `formatField` into SelectField.
 */
export function useImportFile<F extends string>({ formats, byExtension, initial, onChoose }: ImportFileOptions<F>) {
  const [file, setFile] = useState<File | null>(null);
  const [format, setFormat] = useState<F>(initial);
  const choose = (chosen: File) => {
    setFile(chosen);
    setFormat((current) => guessFormat(chosen.name, byExtension, current));
    onChoose?.(chosen);
  };
  return {
    file,
    format,
    dropzone: { file, onFile: choose },
    formatField: { label: "Format", name: "format", options: formats, value: format, onValueChange: setFormat },
  };
}
